import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { userApi } from '../../../test/user-api';
import { userForm } from '../../../test/user-fixtures';

let t: TestApp;
const { as, save, keep, movementsOf, expectNoPasswords } = userApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expectNoPasswords('Secreta-123', 'Nueva-Clave');
  await t.close();
});

describe('PUT /usuario/contrasena (own password)', () => {
  it('checks the current password, changes it and ends the other sessions', async () => {
    const form = userForm();
    const user = (await save('POST', form)).json().data.usuario;
    const token = await t.tokenFor(user.idUsuario);
    const call = (payload: object) =>
      t.server.inject({
        method: 'PUT',
        url: '/api/v1/usuario/contrasena',
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const wrong = await call({ contrasenaActual: 'otra-cosa', contrasenaNueva: 'Nueva-Clave-2' });
    expect(wrong.statusCode).toBe(400);
    const ok = await call({ contrasenaActual: form.contrasena, contrasenaNueva: 'Nueva-Clave-2' });
    keep(ok);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: USER_ADMIN_MESSAGES.passwordChanged });
    const login = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: form.correo, contrasena: 'Nueva-Clave-2' },
    });
    expect(login.statusCode).toBe(200);
    const movements = await movementsOf(user.idUsuario);
    expect(movements.find((m) => m.codigo === 'profile.password')?.cambios).toEqual([
      { campo: 'contrasena', antes: null, despues: null },
    ]);
  });

  it('is open to every staff role, not to visitors', async () => {
    expect(
      (await as(null, { method: 'PUT', url: '/api/v1/usuario/contrasena', payload: {} })).statusCode,
    ).toBe(401);
    const asesor = await as('ASESOR2', {
      method: 'PUT',
      url: '/api/v1/usuario/contrasena',
      payload: { contrasenaActual: 'x', contrasenaNueva: TEST_PASSWORD },
    });
    expect(asesor.statusCode).toBe(400);
  });
});
