/**
 * The staff vehicle list at 10,000 vehicles (issue 13: p99 < 100 ms at 50 connections, on PostgreSQL
 * and on PGlite; docs/decisions/0034): the real API in a process of its own on a database loaded with
 * `loadScaleData`, signed in as the scale data's ADMIN, driven by `wrk -t1 -c50` per scenario — the
 * first page of a status, a deep page, a search, a price order and the export source.
 *
 *   npx tsx bench/vehicle-list.bench.ts    (DURATION=20s; BENCH_DB=pglite or postgres for one engine;
 *                                           BENCH_PG_URL=postgres://… for another server; PORT=3345)
 *
 * PostgreSQL gets a database of its own, dropped at the end; PGlite a temporary folder, removed at the
 * end. wrk and nginx-light come from Debian's packages (installed when missing); nginx is not needed
 * here: the target is an absolute latency, not a ratio. Exits non-zero when a list scenario's p99
 * reaches the target.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { listExportVehicles } from '../apps/api/src/modules/vehicles/vehicle.repository';
import { createVehicleQueries } from '../apps/api/src/modules/vehicles/vehicle.service';
import {
  adminVehicleListResponseSchema,
  exportVehicleListResponseSchema,
} from '../packages/domain/src/vehicles/admin-vehicle.schema';
import { serveApiWithoutWeb } from './lib/api-server';
import { loadScaleData, SCALE_STAFF_PASSWORD } from './scale-data';

const ROOT = path.join(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 3345);
const DURATION = process.env.DURATION ?? '10s';
const CONNECTIONS = 50;
const TARGET_P99_MS = 100;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
const ADMIN = { correo: 'gerencia@motorplaza.pe', contrasena: SCALE_STAFF_PASSWORD };

/**
 * Each scenario's path under /api/v1; `list` ones count toward the target at 50 connections. The
 * baseline is the cheapest signed-in read (the caller's profile): what any staff request costs before
 * its own work, in the same run. The export source is pressed by one person at a time: it runs on one
 * connection, for its own latency.
 */
const SCENARIOS: { name: string; path: string; list: boolean; connections?: number }[] = [
  { name: 'baseline: GET /auth/perfil', path: '/auth/perfil', list: false },
  { name: 'DISPONIBLE, page 1 (the screen on arrival)', path: '/automoviles?estado=DISPONIBLE', list: true },
  { name: 'DISPONIBLE, page 300 (deep offset)', path: '/automoviles?estado=DISPONIBLE&page=300', list: true },
  { name: 'search "toyota" in DISPONIBLE', path: '/automoviles?estado=DISPONIBLE&q=toyota', list: true },
  {
    name: 'VENDIDO by price, highest first, page 5',
    path: '/automoviles?estado=VENDIDO&sort=precioDesc&page=5',
    list: true,
  },
  { name: 'archived, page 1', path: '/automoviles/archivados', list: true },
  {
    name: 'export source: all DISPONIBLE (~4,900 rows)',
    path: '/automoviles/all?estado=DISPONIBLE',
    list: false,
    connections: 1,
  },
];

function ensureWrk(): void {
  if (existsSync('/usr/bin/wrk')) return;
  execFileSync('apt-get', ['install', '-y', 'wrk', 'nginx-light'], { stdio: 'inherit' });
}

interface WrkResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** wrk's latency line ("99%   12.34ms") in milliseconds. */
function latency(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`no ${percentile}% line in wrk's output:\n${output}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

function wrk(url: string, jwt: string, connections: number): WrkResult {
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${DURATION}`,
      '--timeout',
      '10s',
      '--latency',
      '-H',
      `Authorization: Bearer ${jwt}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requests,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: latency(output, '50'),
    p99: latency(output, '99'),
    errors: non2xx + socketErrors,
  };
}

/** The API alone (no web build), as `npm start` builds it, in a process of its own. */
function startApi(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'vehicle-list.bench.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        SEED: 'none',
        BENCH_SERVER: '1',
        ...env,
      },
    },
  );
}

async function waitFor(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) throw new Error('the server stopped during start-up');
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 4 minutes');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

/** Medians of 200 (after 20 to warm up) of a query and of validating + serializing its answer. */
async function split<T>(query: () => Promise<T>, validate: (result: T) => unknown) {
  const queryMs: number[] = [];
  const validateMs: number[] = [];
  for (let run = 0; run < 220; run++) {
    const started = performance.now();
    const result = await query();
    const queried = performance.now();
    JSON.stringify(validate(result));
    if (run >= 20) {
      queryMs.push(queried - started);
      validateMs.push(performance.now() - queried);
    }
  }
  return `query ${median(queryMs).toFixed(2)} ms, response validation + JSON ${median(validateMs).toFixed(2)} ms`;
}

/**
 * Issue 13: "response validation must not cost more than the query". The repository's queries against
 * the response schema's parse and JSON.stringify of their answer, in this process, one at a time.
 */
async function queryVersusValidation(db: Parameters<typeof createVehicleQueries>[0]): Promise<void> {
  const uncached = createVehicleQueries(db);
  const filter = { estado: 'DISPONIBLE', sort: 'reciente' } as const;
  const page = await split(
    () => uncached.list({ ...filter, page: 1, pageSize: 12 }),
    (data) => adminVehicleListResponseSchema.parse({ success: true, data }),
  );
  const all = await split(
    () => listExportVehicles(db, filter),
    (rows) => exportVehicleListResponseSchema.parse({ success: true, data: { automoviles: rows } }),
  );
  console.info(`  in process, one at a time: a page of 12 and its count (uncached): ${page}`);
  console.info(`  in process, one at a time: the export source (all DISPONIBLE): ${all}`);
}

/** Loads the scale data, runs every scenario against a server on it, and answers the rows. */
async function runEngine(engine: string): Promise<{ scenario: string; result: WrkResult; list: boolean }[]> {
  const admin = new pg.Client({ connectionString: PG_URL });
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  if (engine === 'postgres') {
    const name = `motorplaza_vlist_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'motorplaza-vlist-')),
    };
    const dataDir = env.DATA_DIR as string;
    cleanUp = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'motorplaza-vlist-'));
    env = { DATA_DIR: dataDir };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  let child: ChildProcess | undefined;
  try {
    const database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR as string, 'pglite'),
    });
    await database.migrate();
    const loaded = await loadScaleData(database.db);
    console.info(`${engine}: ${loaded.vehicles} vehicles loaded`);
    await queryVersusValidation(database.db);
    await database.close();

    const url = `http://127.0.0.1:${PORT}`;
    child = startApi(env);
    await waitFor(child, url);
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    if (!jwt) throw new Error(`sign-in failed: ${login.status}`);

    const rows: { scenario: string; result: WrkResult; list: boolean }[] = [];
    for (const scenario of SCENARIOS) {
      const probe = await fetch(`${url}/api/v1${scenario.path}`, {
        headers: { authorization: `Bearer ${jwt}` },
      });
      if (!probe.ok) throw new Error(`${scenario.path} answered ${probe.status}`);
      const connections = scenario.connections ?? CONNECTIONS;
      const result = wrk(`${url}/api/v1${scenario.path}`, jwt, connections);
      rows.push({ scenario: `${scenario.name}, ${connections} conn.`, result, list: scenario.list });
      console.info(
        `  ${scenario.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms` +
          (result.errors ? `, ${result.errors} errors` : ''),
      );
    }
    return rows;
  } finally {
    if (child) await stop(child);
    await cleanUp();
  }
}

async function main(): Promise<void> {
  ensureWrk();
  const table: string[] = [`| engine | scenario | req/s | p50 | p99 |`, `|---|---|---:|---:|---:|`];
  let failed = false;
  for (const engine of ENGINES) {
    for (const { scenario, result, list } of await runEngine(engine)) {
      if (list && (result.p99 >= TARGET_P99_MS || result.errors > 0)) failed = true;
      table.push(
        `| ${engine} | ${scenario} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} ms | ${result.p99.toFixed(1)} ms |`,
      );
    }
  }
  console.info(`\nwrk -t1 -c${CONNECTIONS} -d${DURATION}, 10,000 vehicles\n\n${table.join('\n')}`);
  if (failed) {
    console.error(`\na list scenario reached p99 ${TARGET_P99_MS} ms or answered errors`);
    process.exitCode = 1;
  }
}

await (process.env.BENCH_SERVER === '1' ? serveApiWithoutWeb() : main());
