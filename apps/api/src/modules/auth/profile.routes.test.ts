import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { refreshToken } from '../../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(correo: string, contrasena: string, remoteAddress = '10.0.0.1') {
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { correo, contrasena },
    remoteAddress,
  });
}

/** The readable marker beside the httpOnly refresh cookie (decision 0004). */
function hintOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === 'session_hint');
}

describe('/api/v1/auth/perfil', () => {
  it('reads and updates the own profile, refusing a stale version', async () => {
    const read = await t.injectAs('ASESOR2', { method: 'GET', url: '/api/v1/auth/perfil' });
    expect(read.statusCode).toBe(200);
    const perfil = read.json<{ data: { perfil: { version: number; celular: string } } }>().data.perfil;
    const payload = { nombres: 'Rosa', apellidos: 'Quispe', celular: '987111222', version: perfil.version };
    const saved = await t.injectAs('ASESOR2', { method: 'PUT', url: '/api/v1/auth/perfil', payload });
    expect(saved.statusCode).toBe(200);
    expect((await t.tokens.verifyAccess(saved.json<{ jwt: string }>().jwt))?.user).toMatchObject({
      nombre: 'Rosa Quispe',
    });
    const stale = await t.injectAs('ASESOR2', { method: 'PUT', url: '/api/v1/auth/perfil', payload });
    expect(stale.statusCode).toBe(409);
  });

  it('validates the mobile number and asks for the current password to change it', async () => {
    const response = await t.injectAs('ASESOR1', {
      method: 'PUT',
      url: '/api/v1/auth/perfil',
      payload: { nombres: '', apellidos: 'X', celular: '12345', contrasenaNueva: 'nueva-clave', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      nombres: 'Completa el nombre',
      celular: 'El celular debe tener 9 dígitos y empezar con 9',
      contrasenaActual: 'Ingresa tu contraseña actual para cambiarla',
    });
  });

  it('changing the password ends the other sessions', async () => {
    const other = cookieOf(await login(t.users.EJECUTIVO.correo, TEST_PASSWORD, '10.3.0.1'), 'refresh_token');
    const perfil = (await t.injectAs('EJECUTIVO', { method: 'GET', url: '/api/v1/auth/perfil' })).json<{
      data: { perfil: { version: number; nombres: string; apellidos: string; celular: string } };
    }>().data.perfil;
    const { nombres, apellidos, celular, version } = perfil;
    const changed = await t.injectAs('EJECUTIVO', {
      method: 'PUT',
      url: '/api/v1/auth/perfil',
      payload: {
        nombres,
        apellidos,
        celular,
        version,
        contrasenaActual: TEST_PASSWORD,
        contrasenaNueva: 'Otra-Clave-2',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(cookieOf(changed, 'refresh_token')).toBeDefined();
    expect(hintOf(changed)).toMatchObject({ value: '1' });
    const [row] = await t.database.db
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.idUsuario, t.users.EJECUTIVO.idUsuario))
      .orderBy(refreshToken.createdAt)
      .limit(1);
    expect(row?.revokedAt).not.toBeNull();
    const refreshed = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: other ? { refresh_token: other } : {},
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(t.users.EJECUTIVO.correo, 'Otra-Clave-2', '10.3.0.2')).statusCode).toBe(200);
  });
});
