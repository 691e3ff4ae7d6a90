import { addBusinessDays } from '@motorplaza/domain/complaints/business-days';
import { COMPLAINT_ADMIN_MESSAGES } from '@motorplaza/domain/complaints/complaint-admin.schema';
import { HOLIDAY_MESSAGES } from '@motorplaza/domain/complaints/holiday.schema';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bookTestApp,
  type FiledSheet,
  fileSheet,
  fullSheet,
  MINIMUM_SHEET,
} from '../../../test/complaint-fixtures';
import { complaint, feriado, movimiento } from '../../db/schema/index';
import { routePattern } from '../../plugins/method-not-allowed';

/**
 * The staff's book (docs/decisions/0028) on PGlite, or on TEST_DATABASE_URL's PostgreSQL: who may use
 * it, the list, the actions on part 4 with their movements and versions, the answer by e-mail with the
 * answered sheet, and that nothing touches the consumer's part.
 */

const book = bookTestApp();
const BASE = '/api/v1/libro-reclamaciones';

async function idOf(filed: FiledSheet): Promise<number> {
  const [row] = await book.t.database.db
    .select({ id: complaint.id })
    .from(complaint)
    .where(and(eq(complaint.codigo, filed.codigo), eq(complaint.codigoLibro, filed.codigoLibro)));
  if (!row) throw new Error('sheet not stored');
  return row.id;
}

async function detail(id: number) {
  const response = await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.reclamo;
}

function put(id: number, action: string, payload: object, role: 'ADMIN' | 'EJECUTIVO' = 'EJECUTIVO') {
  return book.t.injectAs(role, { method: 'PUT', url: `${BASE}/${id}/${action}`, payload });
}

/** The consumer's part and the provider data copied at filing: what no route may change. */
const CONSUMER_PART = [
  'codigo',
  'codigoLibro',
  'fecha',
  'razonSocial',
  'ruc',
  'establecimiento',
  'nombreCompleto',
  'tipoDocumento',
  'nroDocumento',
  'domicilio',
  'telefono',
  'correo',
  'menorEdad',
  'apoderado',
  'tipoBien',
  'moneda',
  'montoReclamado',
  'descripcionBien',
  'tipoOriginal',
  'detalle',
  'pedido',
  'aceptaConsumidor',
  'canalRespuesta',
  'fechaLimite',
] as const;
const consumerPart = (sheet: Record<string, unknown>) =>
  Object.fromEntries(CONSUMER_PART.map((key) => [key, sheet[key]]));

describe('who may use the book', () => {
  it('refuses asesores (403) and visitors (401) on every staff route, and lets ADMIN and EJECUTIVO in', async () => {
    const id = await idOf(await fileSheet(book.t));
    const routes: InjectOptions[] = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/all` },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/pdf` },
      { method: 'PUT', url: `${BASE}/${id}/atencion`, payload: { version: 1 } },
      {
        method: 'PUT',
        url: `${BASE}/${id}/respuesta`,
        payload: { respuesta: 'x', canal: 'CORREO', version: 1 },
      },
      {
        method: 'PUT',
        url: `${BASE}/${id}/reclasificacion`,
        payload: { motivo: 'motivo largo', version: 1 },
      },
    ];
    for (const route of routes) {
      for (const role of ['ASESOR1', 'ASESOR2'] as const) {
        const response = await book.t.injectAs(role, route);
        expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        expect(response.json().message).toBe(HTTP_MESSAGES.forbidden);
      }
      expect((await book.t.injectAs(null, route)).statusCode).toBe(401);
    }
    for (const role of ['ADMIN', 'EJECUTIVO'] as const) {
      expect((await book.t.injectAs(role, { method: 'GET', url: BASE })).statusCode).toBe(200);
      expect((await book.t.injectAs(role, { method: 'GET', url: `${BASE}/${id}` })).statusCode).toBe(200);
    }
  });

  it('keeps the holidays to ADMIN', async () => {
    for (const role of ['EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
      expect((await book.t.injectAs(role, { method: 'GET', url: '/api/v1/feriados' })).statusCode).toBe(403);
      const created = await book.t.injectAs(role, {
        method: 'POST',
        url: '/api/v1/feriados',
        payload: { fecha: '2030-06-07', nombre: 'Feriado de prueba' },
      });
      expect(created.statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/libro-reclamaciones', () => {
  it('searches, filters, sorts and pages in the database, with the business days left', async () => {
    const unique = 'Zacarías Llanos Ccori';
    const filed = await fileSheet(
      book.t,
      fullSheet({ nombreCompleto: unique, tipo: 'QUEJA', nroDocumento: '71234568' }),
    );
    const page = await book.t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `${BASE}?q=llanos%20cc&pageSize=10`,
    });
    expect(page.statusCode).toBe(200);
    const { reclamos, total } = page.json().data;
    expect(total).toBe(1);
    expect(reclamos[0]).toMatchObject({
      codigo: filed.codigo,
      nombreCompleto: unique,
      tipo: 'QUEJA',
      estado: 'PENDIENTE',
      diasRestantes: 15,
    });
    for (const q of [filed.codigo, '71234568']) {
      const byTerm = await book.t.injectAs('EJECUTIVO', { method: 'GET', url: `${BASE}?q=${q}` });
      expect(byTerm.json().data.reclamos.map((r: { codigo: string }) => r.codigo)).toContain(filed.codigo);
    }
    const quejas = await book.t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `${BASE}?tipo=QUEJA&estado=abiertos&pageSize=50`,
    });
    const rows = quejas.json().data.reclamos as { tipo: string; estado: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tipo === 'QUEJA' && row.estado !== 'RESPONDIDO')).toBe(true);
    await fileSheet(book.t);
    await fileSheet(book.t);
    const first = (
      await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=10&orden=antiguos` })
    ).json().data;
    const newest = (
      await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=10&orden=recientes` })
    ).json().data;
    expect(first.reclamos[0].fecha <= newest.reclamos[0].fecha).toBe(true);
    expect(first.total).toBe(newest.total);
    const second = (
      await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=10&page=2&orden=antiguos` })
    ).json().data;
    const ids = new Set(first.reclamos.map((r: { idReclamo: number }) => r.idReclamo));
    expect(second.reclamos.some((r: { idReclamo: number }) => ids.has(r.idReclamo))).toBe(false);
    expect((await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=7` })).statusCode).toBe(
      400,
    );
    expect((await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?orden=nombre` })).statusCode).toBe(
      400,
    );
  });

  it('gives the export source every sheet of the filters', async () => {
    const all = await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}/all?estado=PENDIENTE` });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data.reclamos as { estado: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.estado === 'PENDIENTE')).toBe(true);
  });
});

describe('the actions on part 4', () => {
  it('marks a sheet EN ATENCIÓN once, with its movement and the optimistic version', async () => {
    const id = await idOf(await fileSheet(book.t));
    const stale = await put(id, 'atencion', { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(COMPLAINT_ADMIN_MESSAGES.stale);
    const done = await put(id, 'atencion', { version: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.reclamo).toMatchObject({ estado: 'EN_ATENCION', version: 2 });
    const again = await put(id, 'atencion', { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPLAINT_ADMIN_MESSAGES.notPending);
    const moves = await book.t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'complaint.attend'), eq(movimiento.idEntidad, id)));
    expect(moves).toHaveLength(1);
    expect(moves[0]?.idUsuario).toBe(book.t.users.EJECUTIVO.idUsuario);
    expect(moves[0]?.cambios).toEqual([{ campo: 'estado', antes: 'PENDIENTE', despues: 'EN_ATENCION' }]);
  });

  it('e-mails the answer with the answered sheet, records who and when, and the date it was communicated', async () => {
    const filed = await fileSheet(book.t, fullSheet({ correo: 'respuesta.reclamo@correo.pe' }));
    const id = await idOf(filed);
    await book.t.mail.drainNow();
    book.sink.received.length = 0;
    const before = consumerPart(await detail(id));
    const answered = await put(
      id,
      'respuesta',
      { respuesta: 'Cambiamos la batería sin costo el 2 de diciembre.', canal: 'CORREO', version: 1 },
      'ADMIN',
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toBe(COMPLAINT_ADMIN_MESSAGES.answeredByEmail);
    expect(answered.json().data.reclamo).toMatchObject({
      estado: 'RESPONDIDO',
      respuestaCanal: 'CORREO',
      respuestaComunicadaEn: null,
      respondidoPor: 'Usuario ADMIN De Prueba',
    });
    await book.t.mail.drainNow();
    const [message] = await book.sink.waitFor(1);
    expect(message?.subject).toBe(
      `Respuesta a tu hoja de reclamación Nº ${filed.codigo} - MotorPlaza Perú S.A.C.`,
    );
    expect(message?.text).toContain('Cambiamos la batería sin costo el 2 de diciembre.');
    expect(message?.attachments[0]?.contentType).toBe('application/pdf');
    expect(message?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const after = await detail(id);
    expect(after.respuestaComunicadaEn).not.toBeNull();
    expect(consumerPart(after)).toEqual(before);
    const again = await put(id, 'respuesta', { respuesta: 'Otra', canal: 'CORREO', version: after.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPLAINT_ADMIN_MESSAGES.alreadyAnswered);
  });

  it('records an answer by letter with its delivery day, which must lie between the filing and today', async () => {
    const id = await idOf(
      await fileSheet(book.t, { ...MINIMUM_SHEET, correo: null, domicilio: 'Av. Brasil 1200' }),
    );
    const noMail = await put(id, 'respuesta', { respuesta: 'Respuesta', canal: 'CORREO', version: 1 });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().errors).toEqual({ canal: COMPLAINT_ADMIN_MESSAGES.noEmail });
    const noDay = await put(id, 'respuesta', { respuesta: 'Respuesta', canal: 'CARTA', version: 1 });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().errors).toEqual({ fechaCarta: COMPLAINT_ADMIN_MESSAGES.fechaCarta });
    for (const fechaCarta of ['2020-01-02', '2099-01-02']) {
      const outside = await put(id, 'respuesta', {
        respuesta: 'Respuesta',
        canal: 'CARTA',
        fechaCarta,
        version: 1,
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual({ fechaCarta: COMPLAINT_ADMIN_MESSAGES.fechaCarta });
    }
    const today = todayInLima();
    const letter = await put(id, 'respuesta', {
      respuesta: 'Le enviamos la carta.',
      canal: 'CARTA',
      fechaCarta: today,
      version: 1,
    });
    expect(letter.statusCode).toBe(200);
    const sheet = letter.json().data.reclamo;
    expect(sheet).toMatchObject({
      estado: 'RESPONDIDO',
      respuestaCanal: 'CARTA',
      respuesta: 'Le enviamos la carta.',
    });
    expect(todayInLima(new Date(sheet.respuestaComunicadaEn))).toBe(today);
    expect(book.sink.received).toHaveLength(0);
    // Decision 0045: the answer's movement says what changed, before → after.
    const [move] = await book.t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'complaint.answer'), eq(movimiento.idEntidad, id)));
    expect(move?.cambios).toEqual([
      { campo: 'estado', antes: 'PENDIENTE', despues: 'RESPONDIDO' },
      { campo: 'respuesta', antes: null, despues: 'Le enviamos la carta.' },
      { campo: 'respuestaCanal', antes: null, despues: 'CARTA' },
      { campo: 'respuestaComunicadaEn', antes: null, despues: sheet.respuestaComunicadaEn },
    ]);
  });

  it('re-classifies a queja as a reclamo with the reason, keeping what the consumer chose', async () => {
    const id = await idOf(await fileSheet(book.t, fullSheet({ tipo: 'QUEJA' })));
    const short = await put(id, 'reclasificacion', { motivo: 'corto', version: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ motivo: COMPLAINT_ADMIN_MESSAGES.motivo });
    const done = await put(id, 'reclasificacion', {
      motivo: 'Trata de la batería del vehículo comprado: es un reclamo.',
      version: 1,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.reclamo).toMatchObject({
      tipo: 'RECLAMO',
      tipoOriginal: 'QUEJA',
      motivoReclasificacion: 'Trata de la batería del vehículo comprado: es un reclamo.',
      reclasificadoPor: 'Usuario EJECUTIVO De Prueba',
    });
    const again = await put(id, 'reclasificacion', { motivo: 'Otra vez, por si acaso.', version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPLAINT_ADMIN_MESSAGES.notAQueja);
    const [move] = await book.t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'complaint.reclassify'), eq(movimiento.idEntidad, id)));
    expect(move?.accion).toContain('Reclasificó como reclamo');
    expect(move?.cambios).toEqual([
      { campo: 'tipo', antes: 'QUEJA', despues: 'RECLAMO' },
      {
        campo: 'motivoReclasificacion',
        antes: null,
        despues: 'Trata de la batería del vehículo comprado: es un reclamo.',
      },
    ]);
  });

  it('gives a staff download link to the sheet’s PDF', async () => {
    const id = await idOf(await fileSheet(book.t));
    const link = await book.t.injectAs('EJECUTIVO', { method: 'GET', url: `${BASE}/${id}/pdf` });
    expect(link.statusCode).toBe(200);
    const pdf = await book.t.injectAs(null, { method: 'GET', url: link.json().data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await book.t.injectAs('EJECUTIVO', { method: 'GET', url: `${BASE}/999999/pdf` })).statusCode,
    ).toBe(404);
  });
});

describe('the consumer’s part is never changed', () => {
  it('has no route that edits or deletes a sheet', () => {
    const writers = book.t.server.registeredRoutes
      .filter((route) => /reclam/.test(route.url))
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map(
          (m) => `${m} ${routePattern(route.url)}`,
        ),
      )
      .filter((route) => !route.startsWith('GET') && !route.startsWith('HEAD'));
    expect(writers.sort()).toEqual([
      'POST /api/v1/reclamos/',
      'POST /api/v1/reclamos/consulta',
      'PUT /api/v1/libro-reclamaciones/:idReclamo/atencion',
      'PUT /api/v1/libro-reclamaciones/:idReclamo/reclasificacion',
      'PUT /api/v1/libro-reclamaciones/:idReclamo/respuesta',
    ]);
  });

  it('ignores consumer fields sent to every staff action', async () => {
    const id = await idOf(await fileSheet(book.t, fullSheet({ tipo: 'QUEJA' })));
    const before = consumerPart(await detail(id));
    const forged = {
      nombreCompleto: 'Otro Nombre',
      nroDocumento: '00000000',
      detalle: 'Texto cambiado',
      codigo: '000000001-1999',
      fechaLimite: '2099-12-31',
      tipoOriginal: 'RECLAMO',
    };
    expect((await put(id, 'atencion', { ...forged, version: 1 })).statusCode).toBe(200);
    expect(
      (await put(id, 'reclasificacion', { ...forged, motivo: 'Es un reclamo por el producto.', version: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(id, 'respuesta', { ...forged, respuesta: 'Atendido.', canal: 'CORREO', version: 3 }))
        .statusCode,
    ).toBe(200);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await book.t.injectAs('ADMIN', { method, url: `${BASE}/${id}`, payload: forged });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    expect(consumerPart(await detail(id))).toEqual(before);
  });
});

describe('/api/v1/feriados', () => {
  it('lets ADMIN add a holiday that moves the deadline of the sheets filed after it', async () => {
    const today = todayInLima();
    const holidays = new Set((await book.t.database.db.select().from(feriado)).map((h) => h.fecha));
    // The first business day of the term, made a holiday: the term ends one business day later.
    const firstDay = addBusinessDays(today, 1, holidays);
    const before = await fileSheet(book.t);
    const added = await book.t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/feriados',
      payload: { fecha: firstDay, nombre: 'Feriado extraordinario' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.feriado).toEqual({
      fecha: firstDay,
      nombre: 'Feriado extraordinario',
      agregado: true,
    });
    const after = await fileSheet(book.t);
    const beforeRow = await detail(await idOf(before));
    const afterRow = await detail(await idOf(after));
    expect(afterRow.fechaLimite).toBe(
      addBusinessDays(beforeRow.fechaLimite, 1, new Set([...holidays, firstDay])),
    );
    const duplicate = await book.t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/feriados',
      payload: { fecha: firstDay, nombre: 'Otra vez' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(HOLIDAY_MESSAGES.duplicate);
    const list = await book.t.injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/feriados?anio=${firstDay.slice(0, 4)}`,
    });
    expect(list.json().data.feriados).toContainEqual({
      fecha: firstDay,
      nombre: 'Feriado extraordinario',
      agregado: true,
    });
    const removed = await book.t.injectAs('ADMIN', { method: 'DELETE', url: `/api/v1/feriados/${firstDay}` });
    expect(removed.statusCode).toBe(200);
    expect(
      (await book.t.injectAs('ADMIN', { method: 'DELETE', url: `/api/v1/feriados/${firstDay}` })).statusCode,
    ).toBe(404);
    const builtIn = await book.t.injectAs('ADMIN', { method: 'DELETE', url: '/api/v1/feriados/2026-07-28' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe(HOLIDAY_MESSAGES.builtIn);
    const [move] = await book.t.database.db
      .select()
      .from(movimiento)
      .where(eq(movimiento.codigo, 'holiday.create'));
    expect(move?.accion).toBe(`Agregó el feriado Feriado extraordinario (${firstDay})`);
  });

  it('refuses a bad date or name with its message', async () => {
    const bad = await book.t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/feriados',
      payload: { fecha: '2027-02-30', nombre: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ fecha: HOLIDAY_MESSAGES.fecha, nombre: HOLIDAY_MESSAGES.nombre });
  });
});
