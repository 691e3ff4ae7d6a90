import { PASSWORD_MESSAGES } from '@motorplaza/domain/auth/password-policy';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { userApi } from '../../../test/user-api';
import { userBody, userForm } from '../../../test/user-fixtures';

/**
 * Issue 23, medium 4: a password an administrator set must be changed at the first sign-in; until
 * then the API refuses every other staff operation with 403 and a Spanish message. New passwords
 * follow one policy everywhere (packages/domain auth/password-policy.ts).
 */

let t: TestApp;
const users = userApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let address = 0;
function login(correo: string, contrasena: string) {
  address += 1;
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { correo, contrasena },
    remoteAddress: `10.25.0.${address}`,
  });
}

function withToken(jwt: string, options: InjectOptions) {
  return t.server.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${jwt}` } });
}

const staffRead = { method: 'GET', url: '/api/v1/automoviles?page=1' } as const;

describe('a password an administrator set (issue 23)', () => {
  it('must be changed before anything else, and only then is the user free', async () => {
    const created = await users.created({ contrasena: 'Primera-Clave-Temporal' });
    const signIn = await login(created.correo, 'Primera-Clave-Temporal');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ debeCambiarContrasena: true });
    const jwt = signIn.json<{ jwt: string }>().jwt;
    expect((await t.tokens.verifyAccess(jwt))?.session.debeCambiarContrasena).toBe(true);

    const refused = await withToken(jwt, staffRead);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: PASSWORD_MESSAGES.mustChange });
    expect((await withToken(jwt, { method: 'GET', url: '/api/v1/auth/perfil' })).statusCode).toBe(200);
    expect((await withToken(jwt, { method: 'GET', url: '/api/v1/auth/sesion' })).statusCode).toBe(200);
    const perfil = (await withToken(jwt, { method: 'GET', url: '/api/v1/auth/perfil' })).json().data.perfil;
    const { nombres, apellidos, celular, version } = perfil;
    const nameOnly = await withToken(jwt, {
      method: 'PUT',
      url: '/api/v1/auth/perfil',
      payload: { nombres, apellidos, celular, version },
    });
    expect(nameOnly.statusCode).toBe(403);

    const change = (contrasenaNueva: string) =>
      withToken(jwt, {
        method: 'PUT',
        url: '/api/v1/usuario/contrasena',
        payload: { contrasenaActual: 'Primera-Clave-Temporal', contrasenaNueva },
      });
    expect((await change('Primera-Clave-Temporal')).json().errors).toEqual({
      contrasenaNueva: PASSWORD_MESSAGES.sameAsCurrent,
    });
    const changed = await change('Farol-De-Miraflores-9');
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = changed.json<{ jwt: string }>().jwt;
    expect((await t.tokens.verifyAccess(renewed))?.session.debeCambiarContrasena).toBe(false);
    expect((await withToken(renewed, staffRead)).statusCode).toBe(200);
    const again = await login(created.correo, 'Farol-De-Miraflores-9');
    expect(again.json()).not.toHaveProperty('debeCambiarContrasena');
  });

  it("an administrator's reset of another user's password flags them again", async () => {
    const user = await t.createUser({ rol: 'ASESOR1' });
    const read = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/usuario/${user.idUsuario}` });
    const form = {
      ...userForm(),
      ...read.json().data.usuario,
      contrasena: 'Otra-Temporal-2026',
      permisos: [],
    };
    const saved = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/usuario',
      ...(await userBody(form)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await login(user.correo, 'Otra-Temporal-2026')).json()).toMatchObject({
      debeCambiarContrasena: true,
    });
  });

  it('users that were not given a password by an administrator are not flagged', async () => {
    const user = await t.createUser({ rol: 'ASESOR1' });
    expect((await login(user.correo, TEST_PASSWORD)).json()).not.toHaveProperty('debeCambiarContrasena');
  });
});

describe('new passwords follow one policy (issue 23)', () => {
  it.each([
    ['seven characters', 'Corto-7', PASSWORD_MESSAGES.min],
    ['a common password', 'iloveyou', PASSWORD_MESSAGES.common],
    ["the user's name", 'Rosa-en-Lima-2026', PASSWORD_MESSAGES.personal],
  ])('the administrator cannot set %s', async (_, contrasena, message) => {
    const response = await users.save('POST', userForm({ contrasena }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ contrasena: message });
  });

  it('the own change refuses the e-mail, which the form does not carry', async () => {
    const user = await t.createUser({ rol: 'ASESOR2' });
    const local = user.correo.split('@')[0] ?? '';
    const response = await t.server.inject({
      method: 'PUT',
      url: '/api/v1/usuario/contrasena',
      headers: { authorization: `Bearer ${await t.tokenFor(user.idUsuario)}` },
      payload: { contrasenaActual: TEST_PASSWORD, contrasenaNueva: `${local}-Segura-1` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ contrasenaNueva: PASSWORD_MESSAGES.personal });
  });
});
