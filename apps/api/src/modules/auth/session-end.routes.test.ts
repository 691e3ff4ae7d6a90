import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/test-app';
import { userBody, userForm } from '../../../test/user-fixtures';

/**
 * Issue 23, medium 1: every event that ends a session ends the access tokens issued before it, at
 * their next request: logout, the own password change, an administrator's password change, a reused
 * refresh token, a deactivation and the reactivation that follows. Each case first uses the token
 * (so the kept session read is warm, decision 0036), then the event, then the same token → 401.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let address = 0;
async function signIn(user: TestUser, contrasena = TEST_PASSWORD) {
  address += 1;
  const response = await t.server.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { correo: user.correo, contrasena },
    remoteAddress: `10.23.0.${address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { jwt: response.json<{ jwt: string }>().jwt, refresh: cookieOf(response, 'refresh_token') ?? '' };
}

function withToken(jwt: string, options: InjectOptions = { method: 'GET', url: '/api/v1/auth/perfil' }) {
  return t.server.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${jwt}` } });
}

function refresh(token: string) {
  return t.server.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { refresh_token: token } });
}

async function staff(): Promise<TestUser> {
  return t.createUser({ rol: 'ASESOR1' });
}

describe('an access token ends with its session (issue 23)', () => {
  it('logout: the access tokens of that session → 401 (web loader too); another session of the user stays', async () => {
    const user = await staff();
    const phone = await signIn(user);
    const laptop = await signIn(user);
    expect((await withToken(phone.jwt)).statusCode).toBe(200);
    expect(await t.server.sessionOfToken(phone.jwt)).not.toBeNull();
    const out = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refresh_token: phone.refresh },
      headers: { authorization: `Bearer ${phone.jwt}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await withToken(phone.jwt)).statusCode).toBe(401);
    expect(await t.server.sessionOfToken(phone.jwt)).toBeNull();
    expect((await withToken(laptop.jwt)).statusCode).toBe(200);
  });

  it('logout with the bearer token alone (no refresh cookie) ends that session too', async () => {
    const user = await staff();
    const session = await signIn(user);
    expect((await withToken(session.jwt)).statusCode).toBe(200);
    const out = await withToken(session.jwt, { method: 'POST', url: '/api/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await withToken(session.jwt)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('the own password change: every earlier access token → 401, the answered one works', async () => {
    const user = await staff();
    const other = await signIn(user);
    const here = await signIn(user);
    expect((await withToken(other.jwt)).statusCode).toBe(200);
    const changed = await withToken(here.jwt, {
      method: 'PUT',
      url: '/api/v1/usuario/contrasena',
      payload: { contrasenaActual: TEST_PASSWORD, contrasenaNueva: 'Ventanal-Azul-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withToken(other.jwt)).statusCode).toBe(401);
    expect((await withToken(here.jwt)).statusCode).toBe(401);
    expect((await withToken(changed.json<{ jwt: string }>().jwt)).statusCode).toBe(200);
  });

  it("an administrator's password change of another user: that user's tokens → 401", async () => {
    const user = await staff();
    const session = await signIn(user);
    expect((await withToken(session.jwt)).statusCode).toBe(200);
    const read = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/usuario/${user.idUsuario}` });
    const current = read.json().data.usuario;
    const form = { ...userForm(), ...current, contrasena: 'Mostrador-Rojo-55', permisos: [] };
    const saved = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/usuario',
      ...(await userBody(form)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await withToken(session.jwt)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it("a reused refresh token: the family's access tokens → 401, the user's other session stays", async () => {
    const user = await staff();
    const stolen = await signIn(user);
    const other = await signIn(user);
    const rotated = await refresh(stolen.refresh);
    expect(rotated.statusCode).toBe(200);
    const renewed = rotated.json<{ jwt: string }>().jwt;
    expect((await withToken(stolen.jwt)).statusCode).toBe(200);
    expect((await withToken(renewed)).statusCode).toBe(200);
    expect((await refresh(stolen.refresh)).statusCode).toBe(401);
    expect((await withToken(stolen.jwt)).statusCode).toBe(401);
    expect((await withToken(renewed)).statusCode).toBe(401);
    expect((await withToken(other.jwt)).statusCode).toBe(200);
  });

  it('deactivation and reactivation: a token from before stays refused after the reactivation', async () => {
    const user = await staff();
    const session = await signIn(user);
    expect((await withToken(session.jwt)).statusCode).toBe(200);
    const state = (estado: boolean) =>
      t.injectAs('ADMIN', {
        method: 'PUT',
        url: `/api/v1/usuario/${user.idUsuario}/estado`,
        payload: { estado },
      });
    expect((await state(false)).statusCode).toBe(200);
    expect((await withToken(session.jwt)).statusCode).toBe(401);
    expect((await state(true)).statusCode).toBe(200);
    expect((await withToken(session.jwt)).statusCode).toBe(401);
    expect(await t.server.sessionOfToken(session.jwt)).toBeNull();
    const fresh = await signIn(user);
    expect((await withToken(fresh.jwt)).statusCode).toBe(200);
  });
});
