import { PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { loginFailure } from '@motorplaza/domain/auth/auth.schema';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { saveBody, vehicleForm } from '../test/vehicle-fixtures';
import { usuario } from './db/schema/index';

/** The inputs the first hostile campaign found answering 500 (issue 8), each now a Spanish 4xx. */

let t: TestApp;
let idAuto: number;
let settings: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const catalog = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
  idAuto = (catalog.json() as { data: { automoviles: { idAuto: number }[] } }).data.automoviles[0]
    ?.idAuto as number;
  const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
  settings = (response.json() as { data: { ajustes: Record<string, unknown> } }).data.ajustes;
});
afterAll(async () => {
  await t.close();
});

const interest = (overrides: Record<string, unknown> = {}) => ({
  idAuto,
  nombreCompleto: 'Lucía Torres',
  dni: '45678912',
  correo: 'lucia@example.pe',
  celular: '987654321',
  consentimientoPrivacidad: true,
  ...overrides,
});
const profile = (overrides: Record<string, unknown> = {}) => ({
  nombres: 'Ana',
  apellidos: 'Pérez',
  celular: '912345678',
  version: 1,
  ...overrides,
});

/** A 400 with the Spanish envelope, naming the field when one is given. */
function expectFieldError(response: LightMyRequestResponse, field?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { success: boolean; message: string; errors?: Record<string, string> };
  expect(body.success).toBe(false);
  expect(body.message).toBe(HTTP_MESSAGES.badRequest);
  if (field) expect(body.errors?.[field], JSON.stringify(body.errors)).toBeTruthy();
  expect(response.body).not.toMatch(/Invalid|Too big|Too small|expected|FST_/);
}

describe('NUL and control characters', () => {
  it('POST /interesados refuses a NUL in nombreCompleto, anonymously', async () => {
    const response = await t.injectAs(null, {
      method: 'POST',
      url: '/api/v1/interesados',
      payload: interest({ nombreCompleto: 'Lucía\u0000Torres' }),
    });
    expectFieldError(response, 'nombreCompleto');
    expect(response.json().errors.nombreCompleto).toBe('El texto contiene caracteres no permitidos');
  });

  it('PUT /auth/perfil and PUT /ajustes refuse NUL in every free text', async () => {
    for (const field of ['nombres', 'apellidos']) {
      const response = await t.injectAs('EJECUTIVO', {
        method: 'PUT',
        url: '/api/v1/auth/perfil',
        payload: profile({ [field]: 'A\u0000' }),
      });
      expectFieldError(response, field);
    }
    for (const field of ['nombreEmpresa', 'razonSocial', 'telefono', 'mensajeWhatsapp']) {
      const response = await t.injectAs('ADMIN', {
        method: 'PUT',
        url: '/api/v1/ajustes',
        payload: { ...settings, [field]: 'Motor\u0000Plaza S.A.C.' },
      });
      expectFieldError(response, field);
    }
  });

  it('vehicle save refuses NUL in its texts and owner', async () => {
    for (const overrides of [{ marca: 'Toy\u0000ota' }, { adicionales: '\u0000' }, { color: '\u0007' }]) {
      const body = await saveBody(vehicleForm(overrides));
      const response = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...body });
      expectFieldError(response, Object.keys(overrides)[0]);
    }
    const owner = { nombres: 'Ana\u0000', apellidos: 'Pérez', dni: '12345678', correo: '', celular: '' };
    const body = await saveBody(vehicleForm({ propietario: owner }));
    const response = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...body });
    expectFieldError(response, 'propietario.nombres');
  });

  it('query and path: ?q=%00 and /placa/%00/revision', async () => {
    expectFieldError(await t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/automoviles?q=%00' }), 'q');
    expectFieldError(
      await t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/automoviles/placa/%00/revision' }),
      'placa',
    );
  });

  it('a lone surrogate in JSON settings is refused, not sent to jsonb', async () => {
    const horarios = [{ dias: 'Lunes', horas: '\ud800' }];
    const response = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/ajustes',
      payload: { ...settings, horarios },
    });
    expectFieldError(response, 'horarios.0.horas');
  });
});

describe('numbers beyond PostgreSQL integer', () => {
  it('GET /catalogo/2147483648 is a 400 for anyone', async () => {
    expectFieldError(await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo/2147483648' }), 'idAuto');
    expect((await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo/2147483647' })).statusCode).toBe(
      404,
    );
  });

  it('idAuto and versions past int32 are field errors', async () => {
    expectFieldError(
      await t.injectAs(null, {
        method: 'POST',
        url: '/api/v1/interesados',
        payload: interest({ idAuto: 2_147_483_648 }),
      }),
      'idAuto',
    );
    for (const version of [2_147_483_648, -2_147_483_649]) {
      expectFieldError(
        await t.injectAs('ASESOR2', {
          method: 'PUT',
          url: '/api/v1/auth/perfil',
          payload: profile({ version }),
        }),
        'version',
      );
      expectFieldError(
        await t.injectAs('ADMIN', {
          method: 'PUT',
          url: '/api/v1/ajustes',
          payload: { ...settings, version },
        }),
        'version',
      );
    }
  });
});

describe('strings longer than their column', () => {
  it.each([
    ['telefono', 21],
    ['nombreEmpresa', 101],
    ['razonSocial', 151],
  ])('PUT /ajustes %s of %d characters', async (field, length) => {
    const response = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/ajustes',
      payload: { ...settings, [field]: '1'.repeat(length) },
    });
    expectFieldError(response, field);
    expect(response.json().errors[field]).toBe(`Máximo ${length - 1} caracteres`);
  });
});

describe('answers that fit their schemas', () => {
  it('the 31st sign-in within a minute from one address is a Spanish 429 in the envelope, with `error`', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = await t.server.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '203.0.113.31',
        // Malformed, so no password hashing: the per-address ceiling counts every request.
        payload: { correo: 'no-es-correo', contrasena: 'x' },
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual(loginFailure(HTTP_MESSAGES.tooManyRequests));
  });

  it("zod's own messages are Spanish", async () => {
    const response = await t.injectAs(null, {
      method: 'POST',
      url: '/api/v1/interesados',
      payload: interest({ nombreCompleto: ['a'], consentimientoMarketing: 'sí' }),
    });
    expectFieldError(response, 'consentimientoMarketing');
    expect(response.json().errors.consentimientoMarketing).toMatch(/^Entrada inválida/);
  });

  it('a malformed path is the Spanish envelope, not Fastify internals', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo/%E0%A4%A' });
    expectFieldError(response);
  });
});

describe('tokens of users who are gone', () => {
  /** An active ADMIN holding every permission (decision 0017), and a valid token of theirs. */
  async function tokenOfNewUser() {
    const { idUsuario } = await t.createUser({ rol: 'ADMIN', permisos: PERMISSION_NAMES });
    return { idUsuario, headers: { authorization: `Bearer ${await t.tokenFor(idUsuario)}` } };
  }

  it('a correctly signed token of a deleted user is a 401 on reads and writes, not a 500', async () => {
    const { idUsuario, headers } = await tokenOfNewUser();
    await t.database.db.delete(usuario).where(eq(usuario.idUsuario, idUsuario));
    const write = await t.server.inject({
      method: 'PUT',
      url: '/api/v1/ajustes',
      headers,
      payload: settings,
    });
    expect(write.statusCode, write.body).toBe(401);
    const status = await t.server.inject({
      method: 'PATCH',
      url: `/api/v1/automoviles/${idAuto}/estado`,
      headers,
      payload: { estadoDes: 'NO DISPONIBLE' },
    });
    expect(status.statusCode, status.body).toBe(401);
    const read = await t.server.inject({ method: 'GET', url: '/api/v1/auth/perfil', headers });
    expect(read.statusCode).toBe(401);
  });

  it('a deactivated user is refused from the next request, not after the token expires', async () => {
    const { idUsuario, headers } = await tokenOfNewUser();
    expect((await t.server.inject({ method: 'GET', url: '/api/v1/automoviles', headers })).statusCode).toBe(
      200,
    );
    await t.database.db.update(usuario).set({ estado: false }).where(eq(usuario.idUsuario, idUsuario));
    expect((await t.server.inject({ method: 'GET', url: '/api/v1/automoviles', headers })).statusCode).toBe(
      401,
    );
  });

  it('a demoted user has their new rights at the next request', async () => {
    const { idUsuario, headers } = await tokenOfNewUser();
    await t.database.db.update(usuario).set({ rol: 'ASESOR2' }).where(eq(usuario.idUsuario, idUsuario));
    const settingsWrite = await t.server.inject({
      method: 'PUT',
      url: '/api/v1/ajustes',
      headers,
      payload: settings,
    });
    expect(settingsWrite.statusCode).toBe(403);
    const archive = await t.server.inject({
      method: 'DELETE',
      url: `/api/v1/automoviles/${idAuto}`,
      headers,
    });
    expect(archive.statusCode).toBe(403);
  });
});
