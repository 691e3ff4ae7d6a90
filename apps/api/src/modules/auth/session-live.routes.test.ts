import { SESSION_VERSION_HEADER, sessionVersion } from '@motorplaza/domain/access/session-version';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userApi } from '../../../test/user-api';
import { userForm } from '../../../test/user-fixtures';

/**
 * A role or permission change reaches the user at once, both ways (docs/decisions/0044): the very next
 * request with the same access token is decided on the user as they are now, and every authenticated
 * answer says which session version that is, so the browser renews a token whose claims went stale.
 */

let t: TestApp;
const users = userApi(() => t);
const VERSION = SESSION_VERSION_HEADER.toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface SavedUser {
  idUsuario: number;
  version: number;
  nombres: string;
  apellidos: string;
  dni: string;
  correo: string;
  celular: string;
}

/** The administrator's PUT /usuario with a new role and permissions; answers the saved user. */
async function change(user: SavedUser, rol: string, permisos: string[]): Promise<SavedUser> {
  const { idUsuario, version, nombres, apellidos, dni, correo, celular } = user;
  const same = { idUsuario, version, nombres, apellidos, dni, correo, celular };
  // Without a password: a new one would end the user's sessions (issue 23), not what is tested here.
  const { contrasena: _, ...form } = userForm();
  const response = await users.save('PUT', { ...form, ...same, rol, permisos });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.usuario;
}

function withToken(token: string, options: InjectOptions) {
  return t.server.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

describe('a permission or role change with the same access token', () => {
  it('a granted permission opens at the next request and a removed one closes, with the version moving', async () => {
    let user: SavedUser = await users.createdAndChanged({ rol: 'ASESOR2', permisos: ['VER_INVENTARIO'] });
    const token = await t.tokenFor(user.idUsuario);
    const exportSource = { method: 'GET', url: '/api/v1/automoviles/all' } as const;

    const before = await withToken(token, exportSource);
    expect(before.statusCode).toBe(403);
    const first = before.headers[VERSION];

    user = await change(user, 'ASESOR2', ['VER_INVENTARIO', 'EXPORTAR_DATOS']);
    const granted = await withToken(token, exportSource);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.headers[VERSION]).not.toBe(first);

    user = await change(user, 'ASESOR2', ['VER_INVENTARIO']);
    const removed = await withToken(token, exportSource);
    expect(removed.statusCode).toBe(403);
    expect(removed.headers[VERSION]).toBe(first);
  });

  it('a promotion opens the new role at the next request and a demotion closes it', async () => {
    let user: SavedUser = await users.createdAndChanged({
      rol: 'ASESOR1',
      permisos: ['VER_INVENTARIO', 'VER_REPORTES'],
    });
    const token = await t.tokenFor(user.idUsuario);
    const dashboard = { method: 'GET', url: '/api/v1/reportes/dashboard' } as const;
    expect((await withToken(token, dashboard)).statusCode).toBe(403);

    user = await change(user, 'EJECUTIVO', ['VER_INVENTARIO', 'VER_REPORTES']);
    expect((await withToken(token, dashboard)).statusCode).toBe(200);

    await change(user, 'ASESOR1', ['VER_INVENTARIO', 'VER_REPORTES']);
    expect((await withToken(token, dashboard)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/auth/sesion', () => {
  it('answers the session as it is now, whatever the token says, with the version of its header', async () => {
    let user: SavedUser = await users.createdAndChanged({ rol: 'ASESOR2', permisos: ['VER_INVENTARIO'] });
    const token = await t.tokenFor(user.idUsuario);
    user = await change(user, 'ASESOR1', ['VER_INVENTARIO', 'EXPORTAR_DATOS']);

    const response = await withToken(token, { method: 'GET', url: '/api/v1/auth/sesion' });
    expect(response.statusCode, response.body).toBe(200);
    const { usuario, version } = response.json().data;
    expect(usuario).toMatchObject({ sub: user.idUsuario, rol: 'ASESOR1' });
    expect([...usuario.permisos].sort()).toEqual(['EXPORTAR_DATOS', 'VER_INVENTARIO']);
    expect(version).toBe(sessionVersion(usuario));
    expect(response.headers[VERSION]).toBe(version);
    expect(response.headers['cache-control']).toBe('no-store');

    // The pages' root loader reads the same user from the cookie's token.
    expect(await t.server.sessionOfToken(token)).toEqual(usuario);
  });

  it('is no session for a visitor, and visitors get no version header', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/auth/sesion' });
    expect(response.statusCode).toBe(401);
    const open = await t.injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
    expect(open.headers[VERSION]).toBeUndefined();
  });

  it('a token signed before a change carries claims whose version differs from the header', async () => {
    let user: SavedUser = await users.createdAndChanged({ rol: 'ASESOR2', permisos: ['VER_INVENTARIO'] });
    const token = await t.tokenFor(user.idUsuario);
    const claimed = await t.tokens.verifyAccess(token);
    if (!claimed) throw new Error('token not valid');
    user = await change(user, 'ASESOR2', ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS']);
    const response = await withToken(token, { method: 'GET', url: '/api/v1/auth/sesion' });
    expect(response.headers[VERSION]).not.toBe(sessionVersion(claimed.user));
    const renewed = await t.tokens.verifyAccess(await t.tokenFor(user.idUsuario));
    if (!renewed) throw new Error('token not valid');
    expect(response.headers[VERSION]).toBe(sessionVersion(renewed.user));
  });
});
