import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../src/config/paths';
import { databaseUrl, ownDatabaseName, SERVER_URL } from './own-database';

/** One production server process (`npm start`'s scripts/start.mjs) and what it printed. */
export interface Instance {
  child: ChildProcess;
  url: string;
  output: string[];
}

export interface Instances {
  /** The database of these instances, created here on SERVER_URL's server. */
  database: string;
  /** A connection to SERVER_URL's server (not to `database`), for the tests' own queries. */
  admin: pg.Client;
  /** Starts one more process on `database` and waits for its "listo en <url>" line. */
  start(name: string): Promise<Instance>;
  /** Stops every process started, drops the database and removes the data folders. */
  close(): Promise<void>;
}

/**
 * Several instances on one PostgreSQL (decision 0033), as the tests of caches, sessions and limits
 * across instances run them: a database of their own, created here and dropped on `close`; what is
 * stale built once; every instance with the same secrets, as instances behind one balancer share them.
 */
export async function openInstances(
  prefix: string,
  firstAdmin: { correo: string; contrasena: string },
): Promise<Instances> {
  const database = ownDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl(database),
    SEED: 'none',
    ADMIN_EMAIL: firstAdmin.correo,
    ADMIN_PASSWORD: firstAdmin.contrasena,
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];

  const start = async (name: string): Promise<Instance> => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-${name}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const output: string[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        const match = /está listo en (http:\/\/\S+)/.exec(output.join(''));
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output.join('')}`)));
    });
    return { child, url, output };
  };

  const close = async () => {
    await Promise.all(children.map(stopChild));
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  return { database, admin, start, close };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
