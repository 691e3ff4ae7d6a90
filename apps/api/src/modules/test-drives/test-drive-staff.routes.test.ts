import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { TEST_DRIVE_MESSAGES as M } from '@motorplaza/domain/test-drives/test-drive.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { confirmOffer, offerBody, offerForm } from '../../../test/offer-fixtures';
import { testDriveTestApp } from '../../../test/test-drive-fixtures';
import { photoPart } from '../../../test/vehicle-fixtures';
import { interesadoEvento, pruebaManejo } from '../../db/schema/index';

/** The staff's day view, 'Realizada' / 'No asistió', and a car leaving the sale (issue 26). */

const fx = testDriveTestApp('drives-staff');

const limaDate = (iso: string) => todayInLima(new Date(iso));

describe('the staff side of test drives', () => {
  it('shows a store day by hour with drives and inspections sharing the capacity', async () => {
    const car = await fx.carAt(1);
    const slot = (await fx.slotsOf(car.idAuto))[4] ?? '';
    const drive = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slot));
    expect(drive.statusCode, drive.body).toBe(201);
    const photo = await noisyJpeg(400, 300);
    const offer = await fx.t.server.inject({
      method: 'POST',
      url: '/api/v1/vende-tu-auto',
      remoteAddress: fx.nextAddress(),
      ...(await offerBody(offerForm(slot, { sedeInspeccion: 'SAN_ISIDRO' }), [
        photoPart('foto_1', photo),
        photoPart('foto_2', photo),
      ])),
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await confirmOffer(fx.t, offer.json().data.codigo);

    const url = `/api/v1/pruebas-de-manejo/agenda?fecha=${limaDate(slot)}&sede=SAN_ISIDRO`;
    expect((await fx.t.injectAs(null, { method: 'GET', url })).statusCode).toBe(401);
    const day = await fx.t.injectAs('ASESOR1', { method: 'GET', url });
    expect(day.statusCode, day.body).toBe(200);
    const { data } = day.json();
    expect(data).toMatchObject({ sede: 'SAN_ISIDRO', tienda: 'Tienda San Isidro', capacidad: SLOT_CAPACITY });
    const hour = data.horas.find((h: { inicio: string }) => h.inicio === new Date(slot).toISOString());
    expect(hour.usados).toBe(2);
    expect(hour.pruebas).toMatchObject([{ codigo: drive.json().data.prueba.codigo, estado: 'PROGRAMADA' }]);
    expect(hour.inspecciones).toMatchObject([{ codigo: offer.json().data.codigo }]);
    const bad = await fx.t.injectAs('ASESOR1', {
      method: 'GET',
      url: '/api/v1/pruebas-de-manejo/agenda?fecha=x&sede=SAN_ISIDRO',
    });
    expect(bad.statusCode).toBe(400);
    await fx.drained();
  });

  it("marks 'Realizada' with the version read (409 on a stale one) and 'No asistió', each on the lead's timeline", async () => {
    const car = await fx.carAt(1, 1);
    const slots = await fx.slotsOf(car.idAuto);
    const first = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slots[1] ?? '', { dni: '42000001' }));
    const second = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slots[2] ?? '', { dni: '42000002' }));
    const rowOf = (response: typeof first) => fx.driveRow(response.json().data.prueba.codigo);
    const early = await fx.t.injectAs('ASESOR1', {
      method: 'PUT',
      url: `/api/v1/pruebas-de-manejo/${(await rowOf(first)).id}/resultado`,
      payload: { estado: 'REALIZADA', version: 1 },
    });
    expect([early.statusCode, early.json().message]).toEqual([409, M.notYet]);
    // The hour comes: the drives are moved to an hour ago, as time would have.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await fx.t.database.db
      .update(pruebaManejo)
      .set({ inicio: hourAgo })
      .where(eq(pruebaManejo.idAuto, car.idAuto));

    const done = await rowOf(first);
    const mark = (id: number, estado: string, version: number, role: 'ASESOR1' | 'ADMIN' = 'ASESOR1') =>
      fx.t.injectAs(role, {
        method: 'PUT',
        url: `/api/v1/pruebas-de-manejo/${id}/resultado`,
        payload: { estado, version },
      });
    const ok = await mark(done.id, 'REALIZADA', 1);
    expect([ok.statusCode, ok.json().message]).toEqual([200, M.marked]);
    const stale = await mark(done.id, 'NO_ASISTIO', 1, 'ADMIN');
    expect([stale.statusCode, stale.json().message]).toEqual([409, M.conflict]);
    const missed = await rowOf(second);
    expect((await mark(missed.id, 'NO_ASISTIO', 1)).statusCode).toBe(200);
    expect((await rowOf(first)).status).toBe('REALIZADA');
    expect((await rowOf(second)).status).toBe('NO_ASISTIO');
    const notes = await fx.t.database.db
      .select({ nota: interesadoEvento.nota })
      .from(interesadoEvento)
      .where(
        and(
          eq(interesadoEvento.idInteresado, missed.idInteresado ?? 0),
          eq(interesadoEvento.tipo, 'PRUEBA_MANEJO'),
        ),
      );
    expect(notes.at(-1)?.nota).toBe(`El cliente no asistió a la prueba de manejo (${missed.codigo})`);
    await fx.drained();
  });

  it('frees the future drives of a car marked sold and e-mails each buyer a CANCEL', async () => {
    const car = await fx.carAt(2);
    const slots = await fx.slotsOf(car.idAuto);
    const a = await fx.book(
      fx.bookingOf(car.idAuto, 'SURCO', slots[0] ?? '', { dni: '43000001', correo: 'a@correo.pe' }),
    );
    const b = await fx.book(
      fx.bookingOf(car.idAuto, 'SURCO', slots[1] ?? '', { dni: '43000002', correo: 'b@correo.pe' }),
    );
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await fx.drained();
    const sold = await fx.t.injectAs('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/automoviles/${car.idAuto}/estado`,
      payload: { estadoDes: 'VENDIDO' },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    for (const response of [a, b]) {
      const row = await fx.driveRow(response.json().data.prueba.codigo);
      expect(row).toMatchObject({ status: 'CANCELADA', motivo: M.carGone, version: 2 });
    }
    const mails = await fx.drained();
    const toBuyers = mails.filter((mail) => mail.subject?.startsWith('El auto ya no está disponible'));
    expect(toBuyers.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '')).sort()).toEqual([
      'a@correo.pe',
      'b@correo.pe',
    ]);
    expect(toBuyers[0]?.text).toContain('El auto ya no está disponible');
    const calendar = fx.calendarOf(toBuyers[0]);
    expect([calendar.method, calendar.event.sequence]).toEqual(['CANCEL', 1]);
    const schedule = await fx.t.injectAs(null, {
      method: 'GET',
      url: `/api/v1/pruebas-de-manejo/horarios/${car.idAuto}`,
    });
    expect(schedule.statusCode).toBe(404);
  });
});
