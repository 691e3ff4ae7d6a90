import { loginFailure } from '@motorplaza/domain/auth/auth.schema';
import { LOGIN_MESSAGES } from '@motorplaza/domain/auth/login-messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { loginAttempt, loginTurn, movimiento } from '../../db/schema/index';
import {
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  turnDelayMs,
} from './login-throttle';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(loginAttempt);
  await t.database.db.delete(loginTurn);
});

function login(correo: string, contrasena: string, remoteAddress = '10.0.0.1', recordar?: boolean) {
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { correo, contrasena, ...(recordar === undefined ? {} : { recordar }) },
    remoteAddress,
  });
}

/** The readable marker beside the httpOnly refresh cookie (decision 0004). */
function hintOf(response: { cookies: { name: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === 'session_hint') as
    | { value: string; path?: string; sameSite?: string; httpOnly?: boolean; maxAge?: number }
    | undefined;
}

async function lastMovement() {
  const [row] = await t.database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
  return row;
}

describe('POST /api/v1/auth/login', () => {
  it('answers { jwt } and sets the jwt and refresh cookies', async () => {
    const response = await login(t.users.ADMIN.correo, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ jwt: string }>();
    expect(Object.keys(body)).toEqual(['jwt']);
    expect(cookieOf(response, 'jwt')).toBe(body.jwt);
    const refresh = response.cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(refresh?.maxAge).toBeGreaterThan(0);
    const hint = hintOf(response);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Strict', path: '/', maxAge: refresh?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    const user = (await t.tokens.verifyAccess(body.jwt))?.user;
    expect(user).toMatchObject({ sub: t.users.ADMIN.idUsuario, rol: 'ADMIN' });
    expect(user?.permisos).toContain('GESTIONAR_USUARIOS');
    expect(await lastMovement()).toMatchObject({
      usuario: 'Usuario ADMIN De Prueba',
      accion: 'Inicio de sesión',
    });
  });

  it('keeps the cookies for the browser session only when recordar is false', async () => {
    const response = await login(t.users.ASESOR1.correo, TEST_PASSWORD, '10.0.0.1', false);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')?.maxAge).toBeUndefined();
    expect(hintOf(response)).toMatchObject({ value: '1' });
    expect(hintOf(response)?.maxAge).toBeUndefined();
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await login(t.users.EJECUTIVO.correo.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('answers the same { error } for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(t.users.ADMIN.correo, 'otra-clave');
    const unknown = await login('nadie@prueba.pe', 'otra-clave');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(loginFailure(LOGIN_MESSAGES.invalidCredentials));
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
    expect(hintOf(wrong)).toBeUndefined();
    // Issue 23: the typed e-mail is the target, never the actor.
    expect(await lastMovement()).toMatchObject({
      idUsuario: null,
      usuario: 'Anónimo (inicio de sesión)',
      objetivo: 'nadie@prueba.pe',
      accion: 'Intento de inicio de sesión fallido',
    });
  });

  it('names the attempted account as the target of a failed sign-in, and nobody as its actor', async () => {
    expect((await login(t.users.ASESOR1.correo, 'otra-clave-mala', '10.7.0.1')).statusCode).toBe(401);
    expect(await lastMovement()).toMatchObject({
      idUsuario: null,
      usuario: 'Anónimo (inicio de sesión)',
      entidad: 'usuario',
      idEntidad: t.users.ASESOR1.idUsuario,
      objetivo: 'Usuario ASESOR1 De Prueba',
      codigo: 'auth.loginFailed',
    });
  });

  it('answers an inactive user with the right password exactly as a wrong password (issue 23)', async () => {
    const right = await login(t.users.INACTIVO.correo, TEST_PASSWORD, '10.8.0.1');
    const wrong = await login(t.users.INACTIVO.correo, 'otra-clave-mala', '10.8.0.2');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(loginFailure(LOGIN_MESSAGES.invalidCredentials));
    expect(right.json()).toEqual(wrong.json());
    expect(right.cookies).toHaveLength(0);
    // The administrator still learns from the log that the right password was given.
    const [inactive] = await t.database.db
      .select()
      .from(movimiento)
      .where(eq(movimiento.codigo, 'auth.loginInactive'));
    expect(inactive).toMatchObject({ idUsuario: null, idEntidad: t.users.INACTIVO.idUsuario });
  });

  it('answers 400 with the spec messages per field', async () => {
    const response = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: 'no-es-correo', contrasena: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...loginFailure('Los datos enviados no son válidos.'),
      errors: { correo: LOGIN_MESSAGES.correoInvalid, contrasena: LOGIN_MESSAGES.contrasenaMin },
    });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"correo":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it(`refuses an account from an address after ${MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS} failures there, even with the right password`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(t.users.ASESOR2.correo, 'mala-clave', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(t.users.ASESOR2.correo, TEST_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(loginFailure(LOGIN_MESSAGES.throttled));
  });

  it("others' failures from many addresses brake an account but never lock its owner out", async () => {
    const started = Date.now();
    const failures = 3;
    for (let i = 0; i < failures; i++) {
      expect((await login(t.users.ASESOR1.correo, 'mala-clave', `10.3.0.${i}`)).statusCode).toBe(401);
    }
    const owner = await login(t.users.ASESOR1.correo, TEST_PASSWORD, '10.3.1.1');
    expect(owner.statusCode).toBe(200);
    // Each attempt started no sooner than the one before plus the delay for the attempts before it.
    const delays = [1, 2, 3].map(turnDelayMs).reduce((sum, ms) => sum + ms, 0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(delays);
  });

  it(`throttles an address after ${MAX_FAILURES_PER_ADDRESS} failures on any accounts`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await login(`persona${i}@prueba.pe`, 'mala-clave', '10.2.0.1');
    }
    const blocked = await login(t.users.ADMIN.correo, TEST_PASSWORD, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await login(t.users.ADMIN.correo, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/refresh', () => {
  function refresh(token: string | undefined) {
    return t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: token ? { refresh_token: token } : {},
    });
  }

  it('rotates: a new jwt and a new refresh token, the old one spent', async () => {
    const first = cookieOf(await login(t.users.EJECUTIVO.correo, TEST_PASSWORD), 'refresh_token');
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const second = cookieOf(response, 'refresh_token');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(hintOf(response)).toMatchObject({ value: '1', path: '/' });
    expect((await t.tokens.verifyAccess(response.json<{ jwt: string }>().jwt))?.user).toMatchObject({
      rol: 'EJECUTIVO',
    });
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole chain when a spent token is presented again', async () => {
    const first = cookieOf(await login(t.users.ASESOR1.correo, TEST_PASSWORD), 'refresh_token');
    const second = cookieOf(await refresh(first), 'refresh_token');
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ message: LOGIN_MESSAGES.refreshFailed });
    expect((await refresh(second)).statusCode).toBe(401);
    expect(await lastMovement()).toMatchObject({
      accion: 'Reutilización de un token de sesión: se cerraron sus sesiones',
    });
  });

  it('answers 401 without a cookie or with an unknown token', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('no-existe')).statusCode).toBe(401);
  });

  it('clears the hint with the other session cookies when it fails', async () => {
    const response = await refresh('no-existe');
    expect(response.statusCode).toBe(401);
    expect(hintOf(response)).toMatchObject({ value: '', path: '/' });
    expect(cookieOf(response, 'refresh_token')).toBe('');
    expect(cookieOf(response, 'jwt')).toBe('');
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the refresh token, clears the cookies and records the movement', async () => {
    const token = cookieOf(await login(t.users.ADMIN.correo, TEST_PASSWORD), 'refresh_token');
    const response = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: token ? { refresh_token: token } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(cookieOf(response, 'jwt')).toBe('');
    expect(hintOf(response)).toMatchObject({ value: '', path: '/' });
    expect(await lastMovement()).toMatchObject({
      usuario: 'Usuario ADMIN De Prueba',
      accion: 'Cierre de sesión',
    });
    const refreshed = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: token ? { refresh_token: token } : {},
    });
    expect(refreshed.statusCode).toBe(401);
  });
});
