import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import {
  MARKETING_WITHDRAWAL_MESSAGES,
  WITHDRAWAL_CONSENT_TEXTS,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { availableCarId } from '../../../test/vehicle-fixtures';
import { withdrawalFixtures } from '../../../test/withdrawal-fixtures';
import { interesado, movimiento } from '../../db/schema/index';
import { createUnsubscribeLinks } from '../../mail/unsubscribe-links';

let t: TestApp;
let idAuto: number;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  idAuto = await availableCarId(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A fresh address per request, so the per-address limit only bites where a test wants it. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;
const { personWithMarketing, marketingOf, requestsOf, withdrawalConsents, stored } = withdrawalFixtures(
  () => t,
  { idAuto: () => idAuto, nextAddress },
);

const byForm = (payload: object, remoteAddress = nextAddress()) =>
  t.server.inject({ method: 'POST', url: '/api/v1/bajas-publicidad', payload, remoteAddress });
const byLink = (token: string, remoteAddress = nextAddress()) =>
  t.server.inject({
    method: 'POST',
    url: '/api/v1/bajas-publicidad/enlace',
    payload: { token },
    remoteAddress,
  });

describe('POST /api/v1/bajas-publicidad (the form on the privacy policy)', () => {
  it('turns marketing off on every lead and offer of the e-mail, in any case, with its record, request and movement', async () => {
    const correo = await personWithMarketing();
    const other = await personWithMarketing();
    const response = await byForm({ correo: `  ${correo.toUpperCase()} `, dni: '46000001' }, '10.21.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MARKETING_WITHDRAWAL_MESSAGES.received });

    expect(await marketingOf(correo)).toEqual({ leads: [false, false], offers: [false] });
    expect(await marketingOf(other)).toEqual({ leads: [true, true], offers: [true] });
    const [request, ...more] = await requestsOf(correo);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      correo,
      dni: '46000001',
      origen: 'FORMULARIO',
      estado: 'PENDIENTE',
      ip: '10.21.0.1',
      atendidoEn: null,
      idUsuarioAtiende: null,
      version: 1,
    });
    expect(await withdrawalConsents(correo)).toEqual([
      expect.objectContaining({
        referenciaTipo: 'solicitud_baja_marketing',
        referenciaId: request?.id,
        documento: '46000001',
        aceptaMarketing: false,
        texto: WITHDRAWAL_CONSENT_TEXTS.FORMULARIO,
        ip: '10.21.0.1',
      }),
    ]);
    const [movement] = await t.database.db
      .select()
      .from(movimiento)
      .where(
        and(eq(movimiento.entidad, 'solicitud_baja_marketing'), eq(movimiento.idEntidad, request?.id ?? 0)),
      );
    expect(movement).toMatchObject({
      codigo: 'marketing.withdraw',
      usuario: 'Formulario web',
      idUsuario: null,
    });
    // No personal data in the audit log's sentence or target.
    expect(`${movement?.accion} ${movement?.objetivo}`).not.toContain('@');
  });

  it('answers an unknown e-mail exactly as a known one, so nobody learns who is a client', async () => {
    const known = await personWithMarketing();
    const a = await byForm({ correo: known });
    const b = await byForm({ correo: 'nadie.conocido@correo.pe' });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    // The request still reaches the staff (the address may be on a list outside the system).
    expect(await requestsOf('nadie.conocido@correo.pe')).toHaveLength(1);
  });

  it('adds no second request while one of the e-mail is pending, and keeps a DNI given the second time', async () => {
    const correo = await personWithMarketing();
    await byForm({ correo });
    await byForm({ correo: correo.toUpperCase(), dni: '46009999' });
    const requests = await requestsOf(correo);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.dni).toBe('46009999');
    // Each withdrawal is proven on its own.
    expect(await withdrawalConsents(correo)).toHaveLength(2);
  });

  it('answers each bad field with its Spanish message and changes nothing', async () => {
    await personWithMarketing();
    const before = await stored();
    for (const [payload, errors] of [
      [
        { correo: 'no-es-correo', dni: '123' },
        { correo: 'Por favor ingresa un correo válido', dni: 'El DNI debe tener 8 dígitos' },
      ],
      [{}, { correo: expect.stringMatching(/^Entrada inválida/) }],
      [{ correo: `${'a'.repeat(150)}@correo.pe` }, { correo: 'Por favor ingresa un correo válido' }],
      [{ correo: 'ana@correo.pe\u0000' }, { correo: 'El texto contiene caracteres no permitidos' }],
    ] as const) {
      const response = await byForm(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect(response.json().message).toBe(HTTP_MESSAGES.badRequest);
    }
    expect(await stored()).toEqual(before);
  });

  it('throttles one address after five requests in ten minutes', async () => {
    for (let i = 0; i < 5; i++)
      expect((await byForm({ correo: `limite${i}@correo.pe` }, '10.29.9.9')).statusCode).toBe(200);
    const blocked = await byForm({ correo: 'limite9@correo.pe' }, '10.29.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: MARKETING_WITHDRAWAL_MESSAGES.throttled });
    expect(await requestsOf('limite9@correo.pe')).toEqual([]);
  });
});

describe('POST /api/v1/bajas-publicidad/enlace (the link of a marketing e-mail)', () => {
  it('withdraws the e-mail the server signed, whatever its spelling, as an ENLACE request', async () => {
    const correo = await personWithMarketing();
    const response = await byLink(t.unsubscribe.token(correo.toUpperCase()), '10.22.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MARKETING_WITHDRAWAL_MESSAGES.linkDone });
    expect(await marketingOf(correo)).toEqual({ leads: [false, false], offers: [false] });
    expect(await requestsOf(correo)).toEqual([
      expect.objectContaining({ origen: 'ENLACE', estado: 'PENDIENTE', dni: null, ip: '10.22.0.1' }),
    ]);
    expect(await withdrawalConsents(correo)).toEqual([
      expect.objectContaining({ texto: WITHDRAWAL_CONSENT_TEXTS.ENLACE }),
    ]);
  });

  it('refuses a forged, altered or foreign token with its Spanish message and changes nothing', async () => {
    const correo = await personWithMarketing();
    const genuine = t.unsubscribe.token(correo);
    const [payload, signature] = genuine.split('.');
    const foreign = createUnsubscribeLinks(new TextEncoder().encode('otra-clave-otra-clave-otra-clave'), '');
    const otherPerson = t.unsubscribe.token('otra.persona@correo.pe').split('.')[1];
    const before = await stored();
    for (const token of [
      foreign.token(correo),
      `${payload}.${otherPerson}`,
      `${payload}.${signature?.slice(0, -2)}AA`,
      `${payload}`,
      `${payload}.${signature}.x`,
      'no es un token',
      `${Buffer.from(correo.toUpperCase()).toString('base64url')}.${signature}`,
      'x'.repeat(400),
    ]) {
      const response = await byLink(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { token: MARKETING_WITHDRAWAL_MESSAGES.badToken },
      });
    }
    expect(await stored()).toEqual(before);
    expect(await marketingOf(correo)).toEqual({ leads: [true, true], offers: [true] });
  });
});

describe('the staff side: GET /api/v1/bajas-publicidad and PUT /{id}/atencion', () => {
  it('lists the requests with how many records of the e-mail they reached, searched and filtered in the database', async () => {
    const correo = await personWithMarketing();
    await byForm({ correo });
    const response = await t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `/api/v1/bajas-publicidad?q=${encodeURIComponent(correo.slice(0, 12).toUpperCase())}&estado=PENDIENTE&pageSize=5`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ page: 1, pageSize: 5 });
    expect(data.solicitudes).toEqual([
      expect.objectContaining({
        correo,
        estado: 'PENDIENTE',
        origen: 'FORMULARIO',
        interesados: 2,
        ofertas: 1,
      }),
    ]);
    expect(data.total).toBe(data.counts.pendientes);

    const handled = await t.injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/bajas-publicidad?q=${encodeURIComponent(correo)}&estado=ATENDIDA`,
    });
    expect(handled.json().data).toMatchObject({
      solicitudes: [],
      total: 0,
      counts: { pendientes: 1, atendidas: 0 },
    });
    expect(
      (await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/bajas-publicidad?pageSize=7' })).statusCode,
    ).toBe(400);
  });

  it('marks a request handled with who and when, its movement, and 409 for a stale or repeated change', async () => {
    const correo = await personWithMarketing();
    await byLink(t.unsubscribe.token(correo));
    const [request] = await requestsOf(correo);
    const url = `/api/v1/bajas-publicidad/${request?.id}/atencion`;
    const stale = await t.injectAs('EJECUTIVO', { method: 'PUT', url, payload: { version: 2 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.stale);

    const done = await t.injectAs('EJECUTIVO', { method: 'PUT', url, payload: { version: 1 } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: MARKETING_WITHDRAWAL_MESSAGES.handled,
      data: { solicitud: { estado: 'ATENDIDA', usuarioAtiende: 'Usuario EJECUTIVO De Prueba', version: 2 } },
    });
    expect(Date.now() - Date.parse(done.json().data.solicitud.atendidoEn)).toBeLessThan(60_000);
    const [row] = await requestsOf(correo);
    expect(row).toMatchObject({ estado: 'ATENDIDA', idUsuarioAtiende: t.users.EJECUTIVO.idUsuario });
    const movements = await t.database.db
      .select({ codigo: movimiento.codigo, idUsuario: movimiento.idUsuario })
      .from(movimiento)
      .where(and(eq(movimiento.entidad, 'solicitud_baja_marketing'), eq(movimiento.idEntidad, row?.id ?? 0)))
      .orderBy(asc(movimiento.idLog));
    expect(movements).toEqual([
      { codigo: 'marketing.withdraw', idUsuario: null },
      { codigo: 'marketing.attend', idUsuario: t.users.EJECUTIVO.idUsuario },
    ]);

    const again = await t.injectAs('ADMIN', { method: 'PUT', url, payload: { version: 2 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.alreadyHandled);
    const missing = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/bajas-publicidad/999999/atencion',
      payload: { version: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.notFound);

    // A new withdrawal of the same e-mail after it was handled opens a new request.
    await byForm({ correo });
    expect((await requestsOf(correo)).map((r) => r.estado).sort()).toEqual(['ATENDIDA', 'PENDIENTE']);
  });

  it('is for ADMIN and EJECUTIVO; asesores and visitors are refused, the export needs EXPORTAR_DATOS', async () => {
    for (const role of ['ASESOR1', 'ASESOR2', null] as const) {
      const page = await t.injectAs(role, { method: 'GET', url: '/api/v1/bajas-publicidad' });
      expect(page.statusCode).toBe(role ? 403 : 401);
      const handle = await t.injectAs(role, {
        method: 'PUT',
        url: '/api/v1/bajas-publicidad/1/atencion',
        payload: { version: 1 },
      });
      expect(handle.statusCode).toBe(role ? 403 : 401);
    }
    const all = await t.injectAs('EJECUTIVO', { method: 'GET', url: '/api/v1/bajas-publicidad/all' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.solicitudes.length).toBeGreaterThan(0);
    const withoutExport = await t.injectWith('EJECUTIVO', ['GESTIONAR_INTERESADOS'], {
      method: 'GET',
      url: '/api/v1/bajas-publicidad/all',
    });
    expect(withoutExport.statusCode).toBe(403);
    const withoutLeads = await t.injectWith('ADMIN', ['EXPORTAR_DATOS'], {
      method: 'GET',
      url: '/api/v1/bajas-publicidad',
    });
    expect(withoutLeads.statusCode).toBe(403);
  });
});

describe('the consent history in the lead detail', () => {
  it('shows the interest and the withdrawal of the e-mail, newest first', async () => {
    const correo = await personWithMarketing();
    await byForm({ correo });
    const [lead] = await t.database.db
      .select({ id: interesado.idInteresado })
      .from(interesado)
      .where(eq(interesado.correo, correo))
      .limit(1);
    const detail = await t.injectAs('ASESOR2', { method: 'GET', url: `/api/v1/interesados/${lead?.id}` });
    expect(detail.json().data.interesado.consentimientoMarketing).toBe(false);
    expect(detail.json().data.consentimientos.map((c: { formulario: string }) => c.formulario)).toEqual([
      'BAJA_MARKETING',
      'INTERES',
      'INTERES',
    ]);
  });
});
