import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketingWithdrawalTestApp } from '../../../test/marketing-withdrawal-app';
import { interesado, movimiento } from '../../db/schema/index';

const fx = marketingWithdrawalTestApp();
const { personWithMarketing, requestsOf, byForm, byLink } = fx;

describe('the staff side: GET /api/v1/bajas-publicidad and PUT /{id}/atencion', () => {
  it('lists the requests with how many records of the e-mail they reached, searched and filtered in the database', async () => {
    const correo = await personWithMarketing();
    await byForm({ correo });
    const response = await fx.t.injectAs('EJECUTIVO', {
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

    const handled = await fx.t.injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/bajas-publicidad?q=${encodeURIComponent(correo)}&estado=ATENDIDA`,
    });
    expect(handled.json().data).toMatchObject({
      solicitudes: [],
      total: 0,
      counts: { pendientes: 1, atendidas: 0 },
    });
    expect(
      (await fx.t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/bajas-publicidad?pageSize=7' }))
        .statusCode,
    ).toBe(400);
  });

  it('marks a request handled with who and when, its movement, and 409 for a stale or repeated change', async () => {
    const correo = await personWithMarketing();
    await byLink(fx.t.unsubscribe.token(correo));
    const [request] = await requestsOf(correo);
    const url = `/api/v1/bajas-publicidad/${request?.id}/atencion`;
    const stale = await fx.t.injectAs('EJECUTIVO', { method: 'PUT', url, payload: { version: 2 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.stale);

    const done = await fx.t.injectAs('EJECUTIVO', { method: 'PUT', url, payload: { version: 1 } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: MARKETING_WITHDRAWAL_MESSAGES.handled,
      data: { solicitud: { estado: 'ATENDIDA', usuarioAtiende: 'Usuario EJECUTIVO De Prueba', version: 2 } },
    });
    expect(Date.now() - Date.parse(done.json().data.solicitud.atendidoEn)).toBeLessThan(60_000);
    const [row] = await requestsOf(correo);
    expect(row).toMatchObject({ estado: 'ATENDIDA', idUsuarioAtiende: fx.t.users.EJECUTIVO.idUsuario });
    const movements = await fx.t.database.db
      .select({ codigo: movimiento.codigo, idUsuario: movimiento.idUsuario })
      .from(movimiento)
      .where(and(eq(movimiento.entidad, 'solicitud_baja_marketing'), eq(movimiento.idEntidad, row?.id ?? 0)))
      .orderBy(asc(movimiento.idLog));
    expect(movements).toEqual([
      { codigo: 'marketing.withdraw', idUsuario: null },
      { codigo: 'marketing.attend', idUsuario: fx.t.users.EJECUTIVO.idUsuario },
    ]);

    const again = await fx.t.injectAs('ADMIN', { method: 'PUT', url, payload: { version: 2 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.alreadyHandled);
    const missing = await fx.t.injectAs('ADMIN', {
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
      const page = await fx.t.injectAs(role, { method: 'GET', url: '/api/v1/bajas-publicidad' });
      expect(page.statusCode).toBe(role ? 403 : 401);
      const handle = await fx.t.injectAs(role, {
        method: 'PUT',
        url: '/api/v1/bajas-publicidad/1/atencion',
        payload: { version: 1 },
      });
      expect(handle.statusCode).toBe(role ? 403 : 401);
    }
    const all = await fx.t.injectAs('EJECUTIVO', { method: 'GET', url: '/api/v1/bajas-publicidad/all' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.solicitudes.length).toBeGreaterThan(0);
    const withoutExport = await fx.t.injectWith('EJECUTIVO', ['GESTIONAR_INTERESADOS'], {
      method: 'GET',
      url: '/api/v1/bajas-publicidad/all',
    });
    expect(withoutExport.statusCode).toBe(403);
    const withoutLeads = await fx.t.injectWith('ADMIN', ['EXPORTAR_DATOS'], {
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
    const [lead] = await fx.t.database.db
      .select({ id: interesado.idInteresado })
      .from(interesado)
      .where(eq(interesado.correo, correo))
      .limit(1);
    const detail = await fx.t.injectAs('ASESOR2', { method: 'GET', url: `/api/v1/interesados/${lead?.id}` });
    expect(detail.json().data.interesado.consentimientoMarketing).toBe(false);
    expect(detail.json().data.consentimientos.map((c: { formulario: string }) => c.formulario)).toEqual([
      'BAJA_MARKETING',
      'INTERES',
      'INTERES',
    ]);
  });
});
