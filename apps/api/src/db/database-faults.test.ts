import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, ownDatabaseName, SERVER_URL } from '../../test/own-database';
import { loadConfig } from '../config/env';
import { type RunningServer, startServer } from '../server';

/**
 * The server on a real PostgreSQL whose connections are cut under it (issue 8): it must survive,
 * answer 503 while the database is away, and serve again when it returns, without a restart. It
 * works in a database of its own on the local server (TEST_DATABASE_URL's server, or 127.0.0.1:5432)
 * and never restarts that server: an outage is `ALLOW_CONNECTIONS false` plus terminated backends.
 */

const DATABASE = ownDatabaseName('motorplaza_faults');
const ADMIN = { correo: 'gerencia@motorplaza.pe', contrasena: 'Clave-Segura-2026' };

let admin: pg.Client;
let running: RunningServer;
let dataDir: string;
let token: string;

async function cutConnections(): Promise<number> {
  const result = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [DATABASE],
  );
  return result.rowCount ?? 0;
}

function get(url: string, withToken = false) {
  return fetch(`${running.url}${url}`, {
    headers: withToken ? { authorization: `Bearer ${token}` } : {},
  });
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-faults-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(DATABASE),
    PORT: '0',
    HOST: '127.0.0.1',
    SEED: 'none',
    ADMIN_EMAIL: ADMIN.correo,
    ADMIN_PASSWORD: ADMIN.contrasena,
    LOG_LEVEL: 'silent',
  });
  running = await startServer(config, { web: null, logger: false });
  const login = await fetch(`${running.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { jwt: string }).jwt;
});

afterAll(async () => {
  await running?.close();
  await admin.query(`alter database "${DATABASE}" allow_connections true`);
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the database goes away under a running server', () => {
  it('idle connections terminated by the server: the process lives and the next requests succeed', async () => {
    expect((await get('/api/v1/health')).status).toBe(200);
    expect((await get('/api/v1/automoviles', true)).status).toBe(200);
    expect(await cutConnections()).toBeGreaterThan(0);
    // The pool hears of its dead clients asynchronously; give it the moment a real outage would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/api/v1/health')).status).toBe(200);
    expect((await get('/api/v1/automoviles', true)).status).toBe(200);
  });

  it('while it refuses connections: 503 with the Spanish envelope, and health says the database is down', async () => {
    expect((await get('/api/v1/automoviles?page=1', true)).status).toBe(200);
    await admin.query(`alter database "${DATABASE}" allow_connections false`);
    await cutConnections();

    const health = await get('/api/v1/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'error' });

    // A list computed a moment ago is still answered (decision 0036: kept until a write, at most 10 s;
    // nothing can commit while the database is away); one that needs the database answers 503.
    expect((await get('/api/v1/automoviles?page=1', true)).status).toBe(200);
    const list = await get('/api/v1/automoviles?page=2', true);
    expect(list.status).toBe(503);
    expect(await list.json()).toEqual({ success: false, message: HTTP_MESSAGES.unavailable });

    const login = await fetch(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(503);
    expect(JSON.stringify(await login.json())).not.toMatch(/ECONN|57P|FST_|terminat/i);
  });

  it('when it accepts connections again, requests succeed without a restart', async () => {
    await admin.query(`alter database "${DATABASE}" allow_connections true`);
    await waitUntil(async () => (await get('/api/v1/health')).status === 200);
    expect((await get('/api/v1/automoviles', true)).status).toBe(200);
    const login = await fetch(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
  });

  it('connections cut in the middle of requests: each answers (200 or 503), none hangs, the server stays up', async () => {
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      get(index % 2 ? '/api/v1/automoviles' : '/api/v1/health', index % 2 === 1),
    );
    await cutConnections();
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    for (const status of statuses) expect([200, 503]).toContain(status);
    await waitUntil(async () => (await get('/api/v1/health')).status === 200);
  });
});
