import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, type ServerOptions } from './production-server';
import { SCALE_STAFF_PASSWORD } from './scale-staff';

/** A database the load benchmarks run the production server on, with an ADMIN to sign in as. */
export interface BenchDatabase {
  name: string;
  server: ServerOptions;
  admin: { correo: string; contrasena: string };
  /** Drops what the benchmark created for this run only (the PostgreSQL database). */
  dispose(): void;
}

export const DATABASES = ['demo', 'pglite-10k', 'postgres-10k'] as const;
export type DatabaseName = (typeof DATABASES)[number];

const SCALE_ADMIN = { correo: 'gerencia@motorplaza.pe', contrasena: SCALE_STAFF_PASSWORD };
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** The scale data with all 10,000 cars available: the catalogue's worst case (issue 13). */
function loadScale(args: string[]): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/scale-data.ts', ...args, '--migrate', '--all-available'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

/**
 * `demo`: the demo inventory (150 cars with photos) in PGlite at bench/.data, seeded by the server's
 * first start. `pglite-10k`: bench/scale-data.ts into a PGlite data directory kept between runs
 * (bench/.data-scale-available). `postgres-10k`: the same into a PostgreSQL database of this run, dropped after.
 */
export function prepareDatabase(name: DatabaseName): BenchDatabase {
  if (name === 'demo') {
    return {
      name: 'demo data (150 cars), PGlite',
      server: { dataDir: path.join(ROOT, 'bench/.data') },
      admin: { correo: 'admin@motorplaza.pe', contrasena: 'MotorPlaza2026' },
      dispose: () => undefined,
    };
  }
  if (name === 'pglite-10k') {
    const dataDir = path.join(ROOT, 'bench/.data-scale-available');
    if (!existsSync(path.join(dataDir, 'pglite'))) {
      mkdirSync(dataDir, { recursive: true });
      loadScale(['--data-dir', path.join(dataDir, 'pglite')]);
    }
    return {
      name: 'scale data (10,000 cars, all available), PGlite',
      server: { dataDir, env: { SEED: 'none' } },
      admin: SCALE_ADMIN,
      dispose: () => undefined,
    };
  }
  const database = `h3_bench_load_${process.pid}`;
  const psql = (sql: string) =>
    execFileSync('psql', [`${PG_URL}/postgres`, '-qc', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
  psql(`create database ${database}`);
  const url = `${PG_URL}/${database}`;
  try {
    loadScale(['--url', url]);
  } catch (error) {
    psql(`drop database if exists ${database} with (force)`);
    throw error;
  }
  // Media and generated secrets still live in a data directory: one of this run's own.
  const dataDir = path.join(ROOT, `bench/.data-pg-${process.pid}`);
  return {
    name: 'scale data (10,000 cars, all available), PostgreSQL',
    server: { databaseUrl: url, dataDir, env: { SEED: 'none' } },
    admin: SCALE_ADMIN,
    dispose: () => {
      psql(`drop database if exists ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the access token (`Authorization: Bearer`). */
export async function signIn(baseUrl: string, admin: BenchDatabase['admin']): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = (await response.json()) as { jwt?: string };
  if (!response.ok || !body.jwt) throw new Error(`sign-in as ${admin.correo} failed: ${response.status}`);
  return body.jwt;
}
