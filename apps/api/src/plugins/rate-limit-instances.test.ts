import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, ownDatabaseName, SERVER_URL } from '../../test/own-database';
import { ROOT } from '../paths';

/**
 * Issue 23, "Beyond one instance": two production server processes (`npm start`'s scripts/start.mjs)
 * on one PostgreSQL database of their own, created and dropped here. A public form's per-address
 * limit reached through one instance refuses through the other, and the sign-in's limit likewise:
 * the counts live in the database (docs/decisions/0051-rate-limits-in-the-database.md).
 */

const DATABASE = ownDatabaseName('motorplaza_limits');

interface Instance {
  url: string;
}

let admin: pg.Client;
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
let first: Instance;
let second: Instance;

const sharedEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: databaseUrl(DATABASE),
  SEED: 'none',
  ADMIN_EMAIL: 'gerencia@motorplaza.pe',
  ADMIN_PASSWORD: 'Clave-Segura-2026',
  JWT_SECRET: randomBytes(32).toString('hex'),
  UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
};

/** Starts `npm start`'s script in a process of its own and waits for its "listo en <url>" line. */
async function startInstance(name: string): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `motorplaza-limits-${name}-`));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...sharedEnv, DATA_DIR: dataDir },
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
  return { url };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const postJson = (instance: Instance, url: string, body: object) =>
  fetch(`${instance.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  [first, second] = await Promise.all([startInstance('a'), startInstance('b')]);
}, 600_000);

afterAll(async () => {
  await Promise.all(children.map(stopChild));
  await admin?.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin?.end();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('two server processes on one PostgreSQL database', () => {
  it('a public form’s limit reached through one instance refuses through the other', async () => {
    const statuses: number[] = [];
    // Five withdrawals in ten minutes per address (the route's limit), alternating instances.
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push(
        (await postJson(instance, '/api/v1/bajas-publicidad', { correo: `baja${i}@correo.pe` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const instance of [second, first]) {
      const refused = await postJson(instance, '/api/v1/bajas-publicidad', { correo: 'otra@correo.pe' });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        message: MARKETING_WITHDRAWAL_MESSAGES.throttled,
      });
    }
  });

  it('the session renewal’s per-address limit is one limit for both instances', async () => {
    // Thirty a minute per address (the sign-in's routes; failed sign-ins are also counted in the
    // login_attempt table, which every instance already shared): fifteen through each, then both refuse.
    const renew = (instance: Instance) => fetch(`${instance.url}/api/v1/auth/refresh`, { method: 'POST' });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => renew(i % 2 === 0 ? first : second).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const [throughFirst, throughSecond] = await Promise.all([renew(first), renew(second)]);
    expect(throughFirst.status).toBe(429);
    expect(throughSecond.status).toBe(429);
    expect(JSON.stringify(await throughSecond.json())).toContain(HTTP_MESSAGES.tooManyRequests);
  });
});
