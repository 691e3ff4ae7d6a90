import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, ownDatabaseName, SERVER_URL } from '../../../test/own-database';
import { cookieOf, createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { type Database, openDatabase } from '../../db/client';
import accessControl from '../../plugins/access-control';
import errorHandler from '../../plugins/error-handler';
import authenticate from './authenticate';

/**
 * Issue 23 on several instances: a session ended through one instance is refused by another at its
 * next request, although that other instance kept the session's read (decision 0036): the write
 * reaches it as a PostgreSQL notice. Always on the local PostgreSQL server (TEST_DATABASE_URL's server,
 * or 127.0.0.1:5432), in a database of its own, created and dropped here.
 */

const DATABASE = ownDatabaseName('i23sessions');
/** Notices take milliseconds; the kept read would otherwise live up to 5 s. */
const WITHIN_MS = 1_500;

let admin: pg.Client;
let t: TestApp;
let second: Database;
let other: FastifyInstance;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  t = await createTestApp({ databaseUrl: databaseUrl(DATABASE) });
  // The other instance: its own pool, listener and kept reads on the same schema, the same secret.
  second = await openDatabase({ url: t.location.url, schemaName: t.location.schemaName });
  second.onConnectionError(() => {});
  await second.notices.start({ info() {}, warn() {} });
  other = Fastify();
  await other.register(errorHandler);
  await other.register(authenticate, { tokens: t.tokens, db: second.db, generation: second.generation });
  await other.register(accessControl);
  other.get('/sesion', { config: { operation: 'auth.session.read' } }, async (request) => ({
    sub: request.user?.sub,
  }));
  await other.ready();
}, 60_000);

afterAll(async () => {
  await other?.close();
  await second?.close();
  await t?.close();
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.end();
});

async function statusOnOther(jwt: string): Promise<number> {
  const response = await other.inject({
    method: 'GET',
    url: '/sesion',
    headers: { authorization: `Bearer ${jwt}` },
  });
  return response.statusCode;
}

async function within(ms: number, probe: () => Promise<number>, expected: number): Promise<number> {
  const until = Date.now() + ms;
  let last = await probe();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await probe();
  }
  return last;
}

describe('an ended session on two instances (PostgreSQL)', () => {
  it('a logout through one instance ends the access token on the other at once', async () => {
    const user = await t.createUser({ rol: 'ASESOR1' });
    const signIn = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: user.correo, contrasena: TEST_PASSWORD },
    });
    const jwt = signIn.json<{ jwt: string }>().jwt;
    // The other instance reads and keeps the session.
    expect(await statusOnOther(jwt)).toBe(200);
    expect(await statusOnOther(jwt)).toBe(200);
    const out = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refresh_token: cookieOf(signIn, 'refresh_token') ?? '' },
    });
    expect(out.statusCode).toBe(200);
    expect(await within(WITHIN_MS, () => statusOnOther(jwt), 401)).toBe(401);
  });

  it('a password change through one instance ends the older tokens on the other', async () => {
    const user = await t.createUser({ rol: 'ASESOR2' });
    const older = await t.tokenFor(user.idUsuario);
    expect(await statusOnOther(older)).toBe(200);
    const changed = await t.server.inject({
      method: 'PUT',
      url: '/api/v1/usuario/contrasena',
      headers: { authorization: `Bearer ${await t.tokenFor(user.idUsuario)}` },
      payload: { contrasenaActual: TEST_PASSWORD, contrasenaNueva: 'Malecon-De-Chorrillos-4' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await within(WITHIN_MS, () => statusOnOther(older), 401)).toBe(401);
    expect(await statusOnOther(changed.json<{ jwt: string }>().jwt)).toBe(200);
  });
});
