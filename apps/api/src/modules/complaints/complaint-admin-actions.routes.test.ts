import { COMPLAINT_ADMIN_MESSAGES } from '@motorplaza/domain/complaints/complaint-admin.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaintAdminTestApp } from '../../../test/complaint-admin-fixtures';
import { fileSheet, fullSheet, MINIMUM_SHEET } from '../../../test/complaint-fixtures';
import { movimiento } from '../../db/schema/index';

/**
 * The staff's book (docs/decisions/0028): the actions on part 4 with their movements and versions, and
 * the answer by e-mail with the answered sheet.
 */

const fx = complaintAdminTestApp();
const { book, BASE, idOf, detail, put, consumerPart } = fx;

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
