import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { loadConfig } from './config/env';
import { usuario } from './db/schema/index';
import { startServer } from './server';

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    t = await createTestApp({ logStream: stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are JSON and never contain passwords, tokens or cookies', async () => {
    const login = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: t.users.ADMIN.correo, contrasena: TEST_PASSWORD },
    });
    const { jwt } = login.json<{ jwt: string }>();
    const refresh = login.cookies.find((cookie) => cookie.name === 'refresh_token')?.value ?? 'missing';
    await t.server.inject({
      method: 'GET',
      url: '/api/v1/auth/perfil',
      headers: { authorization: `Bearer ${jwt}`, cookie: `refresh_token=${refresh}` },
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/v1/auth/login"');
    for (const line of log.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(jwt);
    expect(log).not.toContain(refresh);
  });

  it('log paths without their query strings (what staff search for: a plate, a DNI)', async () => {
    await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles?q=ZX-9876&estado=DISPONIBLE' });
    const log = lines.join('');
    expect(log).toMatch(/"url":"\/api\/v1\/automoviles\/?"/);
    expect(log).not.toContain('ZX-9876');
  });

  it('log the route pattern, not the values in a path (a DNI, an id): issue 23', async () => {
    const before = lines.length;
    await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/87654321' });
    await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/87654321/otra/cosa' });
    await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo/87654321' });
    const log = lines.slice(before).join('');
    expect(log).toContain('"url":"/api/v1/clientes/dni/:dni"');
    expect(log).toContain('"url":"/api/v1/catalogo/:idAuto"');
    expect(log).toContain('"url":"/api/v1/*"');
    expect(log).not.toContain('87654321');
  });

  it('logs the failure without the bound values: no hash, no password, no personal data', async () => {
    // A real failure inside PostgreSQL, at the very update that carries the new hash.
    await t.database.db.execute(
      sql.raw(`create function rechazar_cambio() returns trigger language plpgsql as $$
        begin raise exception 'falla simulada'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger rechazar_cambio before update on usuario for each row execute function rechazar_cambio()',
      ),
    );
    const perfil = await t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/auth/perfil' });
    const { version } = perfil.json<{ data: { perfil: { version: number } } }>().data.perfil;
    const changes = {
      nombres: 'Zoraida Filomena',
      apellidos: 'Quispecondori Huamán',
      celular: '987654123',
      contrasenaActual: TEST_PASSWORD,
      contrasenaNueva: 'Nueva-Clave-Secreta-77',
      version,
    };
    const response = await t.injectAs('ASESOR1', {
      method: 'PUT',
      url: '/api/v1/auth/perfil',
      payload: changes,
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('falla simulada');
    for (const secret of [
      '$argon2id$',
      changes.contrasenaNueva,
      TEST_PASSWORD,
      'Zoraida',
      'Quispecondori',
      '987654123',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('start-up and shutdown', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-server-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('SEED=none creates only the first administrator, who can sign in', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      ADMIN_EMAIL: 'gerencia@motorplaza.pe',
      ADMIN_PASSWORD: 'Clave-Segura-2026',
      LOG_LEVEL: 'silent',
    });
    const running = await startServer(config, { web: null, logger: false });
    expect(running.bootstrap).toEqual({ kind: 'first-admin', correo: 'gerencia@motorplaza.pe' });
    const response = await fetch(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ correo: 'gerencia@motorplaza.pe', contrasena: 'Clave-Segura-2026' }),
    });
    expect(response.status).toBe(200);
    const users = await running.database.db.select({ rol: usuario.rol }).from(usuario);
    expect(users).toEqual([{ rol: 'ADMIN' }]);
    await running.close();

    const again = await startServer(config, { web: null, logger: false });
    expect(again.bootstrap).toEqual({ kind: 'existing' });
    await again.close();
  });

  it('refuses SEED=none on an empty database without a first administrator', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, 'other'),
      PORT: '0',
      SEED: 'none',
      LOG_LEVEL: 'silent',
    });
    await expect(startServer(config, { web: null, logger: false })).rejects.toThrow(/ADMIN_EMAIL/);
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then refuses new connections', async () => {
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp({
      beforeReady: (server) => {
        server.addHook('onRequest', async (request) => {
          if (request.url === '/api/v1/auth/login') entered();
        });
      },
    });
    const address = await t.server.listen({ host: '127.0.0.1', port: 0 });
    const login = () =>
      fetch(`${address}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ correo: t.users.ADMIN.correo, contrasena: TEST_PASSWORD }),
      });
    const inFlight = login();
    await inside;
    const closed = t.server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    await closed;
    await expect(login()).rejects.toThrow();
    await t.close();
  });
});
