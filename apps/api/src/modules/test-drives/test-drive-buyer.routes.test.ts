import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { TEST_DRIVE_MESSAGES as M } from '@motorplaza/domain/test-drives/test-drive.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDriveTestApp } from '../../../test/test-drive-fixtures';
import { interesadoEvento, movimiento } from '../../db/schema/index';

/** The buyer's look-up, move and cancel by code and DNI (issue 26), on PGlite or TEST_DATABASE_URL. */

const fx = testDriveTestApp('drives-buyer');

describe('/api/v1/pruebas-de-manejo/consulta', () => {
  it('looks up by code and DNI (a wrong DNI is the same 404), moves (409 when full) and cancels with CANCEL', async () => {
    const car = await fx.carAt(2);
    const slots = await fx.slotsOf(car.idAuto);
    const booked = await fx.book(fx.bookingOf(car.idAuto, 'SURCO', slots[2] ?? ''));
    expect(booked.statusCode, booked.body).toBe(201);
    const { codigo } = booked.json().data.prueba;
    await fx.drained();

    const found = await fx.call('', { codigo: codigo.toLowerCase(), dni: fx.DNI });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.prueba).toMatchObject({
      codigo,
      estado: 'PROGRAMADA',
      sedes: ['SURCO'],
      version: 1,
    });
    const wrongDni = await fx.call('', { codigo, dni: '45678913' });
    const wrongCode = await fx.call('', { codigo: 'PM-2026-999999', dni: fx.DNI });
    expect([wrongDni.statusCode, wrongDni.json().message]).toEqual([404, M.notFound]);
    expect(wrongCode.json()).toEqual(wrongDni.json());

    const full = slots[6] ?? '';
    for (let i = 0; i < SLOT_CAPACITY; i += 1) {
      const other = await fx.book(fx.bookingOf(car.idAuto, 'SURCO', full, { dni: `4100000${i}` }));
      expect(other.statusCode, other.body).toBe(201);
    }
    await fx.drained();
    const refused = await fx.call('/reprogramar', {
      codigo,
      dni: fx.DNI,
      sede: 'SURCO',
      inicio: full,
      version: 1,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.slotFull]);
    expect((await fx.driveRow(codigo)).version).toBe(1);
    const otherStore = await fx.call('/reprogramar', {
      codigo,
      dni: fx.DNI,
      sede: 'SAN_ISIDRO',
      inicio: slots[3],
      version: 1,
    });
    expect([otherStore.statusCode, otherStore.json().message]).toEqual([400, M.wrongSite]);

    const target = slots[7] ?? '';
    const moved = await fx.call('/reprogramar', {
      codigo,
      dni: fx.DNI,
      sede: 'SURCO',
      inicio: target,
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.prueba).toMatchObject({ inicio: new Date(target).toISOString(), version: 2 });
    const [movedMail] = await fx.drained();
    const movedCalendar = fx.calendarOf(movedMail);
    expect([movedCalendar.method, movedCalendar.event.sequence]).toEqual(['REQUEST', 1]);
    expect(movedCalendar.event.startDate.toJSDate().toISOString()).toBe(new Date(target).toISOString());

    const stale = await fx.call('/cancelar', { codigo, dni: fx.DNI, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, M.stale]);
    const cancelled = await fx.call('/cancelar', {
      codigo,
      dni: fx.DNI,
      version: 2,
      motivo: 'Ya compré otro',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.prueba).toMatchObject({
      estado: 'CANCELADA',
      puedeCambiar: false,
      motivo: 'Ya compré otro',
    });
    const [cancelMail] = await fx.drained();
    const cancelCalendar = fx.calendarOf(cancelMail);
    expect([cancelCalendar.method, cancelCalendar.event.sequence]).toEqual(['CANCEL', 2]);
    expect(cancelCalendar.event.uid).toBe(movedCalendar.event.uid);
    const again = await fx.call('/cancelar', { codigo, dni: fx.DNI, version: 3 });
    expect([again.statusCode, again.json().message]).toEqual([409, M.closed]);

    const row = await fx.driveRow(codigo);
    const events = await fx.t.database.db
      .select()
      .from(interesadoEvento)
      .where(
        and(
          eq(interesadoEvento.idInteresado, row.idInteresado ?? 0),
          eq(interesadoEvento.tipo, 'PRUEBA_MANEJO'),
        ),
      );
    expect(events.map((event) => event.nota?.split(':')[0])).toEqual([
      'Prueba de manejo agendada',
      'Prueba de manejo reprogramada',
      'Prueba de manejo cancelada por el cliente',
    ]);
    const movements = await fx.t.database.db
      .select({ codigo: movimiento.codigo })
      .from(movimiento)
      .where(and(eq(movimiento.entidad, 'prueba_manejo'), eq(movimiento.idEntidad, row.id)));
    expect(movements.map((m) => m.codigo)).toEqual([
      'testDrive.book',
      'testDrive.reschedule',
      'testDrive.cancel',
    ]);
  });
});
