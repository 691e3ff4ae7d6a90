import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import {
  TEST_DRIVE_MESSAGES as M,
  TEST_DRIVE_CHECKLIST,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { confirmOffer, offerBody, offerForm } from '../../../test/offer-fixtures';
import { testDriveTestApp } from '../../../test/test-drive-fixtures';
import { photoPart } from '../../../test/vehicle-fixtures';
import { interesado, interesadoEvento, movimiento } from '../../db/schema/index';

/** 'Agendar prueba de manejo' (issue 26), on PGlite or TEST_DATABASE_URL. */

const fx = testDriveTestApp('drives-book');

async function fileOffer(slot: string, sede: 'SAN_ISIDRO' | 'SURCO') {
  const photo = await noisyJpeg(400, 300);
  const body = await offerBody(offerForm(slot, { sedeInspeccion: sede }), [
    photoPart('foto_1', photo),
    photoPart('foto_2', photo),
  ]);
  return fx.t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: fx.nextAddress(),
    ...body,
  });
}

describe('POST /api/v1/pruebas-de-manejo', () => {
  it("offers the car's own store, or both for a 'Previa Cita' car", async () => {
    const surco = await fx.carAt(2);
    const response = await fx.t.injectAs(null, {
      method: 'GET',
      url: `/api/v1/pruebas-de-manejo/horarios/${surco.idAuto}`,
    });
    expect(response.json().data.sedes.map((s: { sede: string }) => s.sede)).toEqual(['SURCO']);
    const offFloor = await fx.carAt(0);
    const both = await fx.t.injectAs(null, {
      method: 'GET',
      url: `/api/v1/pruebas-de-manejo/horarios/${offFloor.idAuto}`,
    });
    expect(both.json().data.sedes.map((s: { sede: string }) => s.sede)).toEqual(['SAN_ISIDRO', 'SURCO']);
    const wrong = await fx.book(
      fx.bookingOf(surco.idAuto, 'SAN_ISIDRO', (await fx.slotsOf(offFloor.idAuto))[0] ?? ''),
    );
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, M.wrongSite]);
  });

  it('books a drive with a PRUEBA_MANEJO lead, its timeline, movements and the e-mail with its .ics', async () => {
    const car = await fx.carAt(1);
    const [slot = ''] = await fx.slotsOf(car.idAuto);
    const response = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slot));
    expect(response.statusCode, response.body).toBe(201);
    const { prueba } = response.json().data;
    expect(prueba).toMatchObject({
      estado: 'PROGRAMADA',
      sede: 'SAN_ISIDRO',
      version: 1,
      puedeCambiar: true,
    });
    expect(prueba.codigo).toMatch(/^PM-\d{4}-\d{6}$/);
    expect(prueba).not.toHaveProperty('dni');

    const row = await fx.driveRow(prueba.codigo);
    const [lead] = await fx.t.database.db
      .select()
      .from(interesado)
      .where(eq(interesado.idInteresado, row.idInteresado ?? 0));
    expect(lead).toMatchObject({
      origen: 'PRUEBA_MANEJO',
      idAuto: car.idAuto,
      correo: 'rosa.quispe@correo.pe',
    });
    expect(lead?.idUsuarioAsignado).not.toBeNull();
    const events = await fx.t.database.db
      .select()
      .from(interesadoEvento)
      .where(eq(interesadoEvento.idInteresado, lead?.idInteresado ?? 0));
    expect(events.map((event) => event.tipo)).toEqual(['CREADO', 'ASIGNADO', 'PRUEBA_MANEJO']);
    expect(events[2]?.nota).toMatch(/^Prueba de manejo agendada: Tienda San Isidro, .* \(PM-/);
    const movements = await fx.t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.entidad, 'prueba_manejo'), eq(movimiento.idEntidad, row.id)));
    expect(movements.map((m) => m.codigo)).toEqual(['testDrive.book']);

    const [mail] = await fx.drained();
    expect(mail?.subject).toContain(prueba.codigo);
    expect(mail?.text).toContain(TEST_DRIVE_CHECKLIST[1]);
    expect(mail?.text).toContain('Dirección:');
    const { method, event } = fx.calendarOf(mail);
    expect(method).toBe('REQUEST');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot).toISOString());

    // The same DNI booking the same car again joins its open lead instead of making another.
    const again = await fx.book(
      fx.bookingOf(car.idAuto, 'SAN_ISIDRO', (await fx.slotsOf(car.idAuto))[5] ?? ''),
    );
    expect(again.statusCode, again.body).toBe(201);
    const second = await fx.driveRow(again.json().data.prueba.codigo);
    expect(second.idInteresado).toBe(row.idInteresado);
    const leads = await fx.t.database.db
      .select()
      .from(interesado)
      .where(eq(interesado.dni, fx.DNI))
      .orderBy(desc(interesado.idInteresado));
    expect(leads.filter((l) => l.idAuto === car.idAuto)).toHaveLength(1);
    await fx.drained();
  });

  it('shares one capacity with the inspections: a slot filled by both refuses either kind', async () => {
    const car = await fx.carAt(1, 1);
    const slots = await fx.slotsOf(car.idAuto);
    const slot = slots[9] ?? '';
    const offer = await fileOffer(slot, 'SAN_ISIDRO');
    expect(offer.statusCode, offer.body).toBe(201);
    await confirmOffer(fx.t, offer.json().data.codigo);
    for (let i = 1; i < SLOT_CAPACITY; i += 1) {
      const ok = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slot, { dni: `4000000${i}` }));
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const full = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slot, { dni: '40000009' }));
    expect([full.statusCode, full.json().message]).toEqual([409, M.slotFull]);
    const offerRefused = await fileOffer(slot, 'SAN_ISIDRO');
    expect([offerRefused.statusCode, offerRefused.json().message]).toEqual([409, SELL_MESSAGES.slotFull]);
    const schedule = await fx.t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
    const taken = schedule
      .json()
      .data.sedes[0].dias.flatMap((d: { slots: { inicio: string; disponible: boolean }[] }) => d.slots)
      .find((s: { inicio: string }) => s.inicio === slot);
    expect(taken.disponible).toBe(false);
    expect((await fx.slotsOf(car.idAuto)).includes(slot)).toBe(true);
    await fx.drained();
  });

  it('refuses a car that is not available, a slot not offered and a missing consent', async () => {
    const car = await fx.carAt(1, 2);
    const [slot = ''] = await fx.slotsOf(car.idAuto);
    const noConsent = await fx.book({
      ...fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slot),
      consentimientoPrivacidad: false,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consentimientoPrivacidad).toBe(M.privacidad);
    const night = slot.replace(/T\d{2}:/, 'T03:');
    const closed = await fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', night));
    expect([closed.statusCode, closed.json().message]).toEqual([400, M.slotUnavailable]);
    const gone = await fx.book(fx.bookingOf(999_999, 'SAN_ISIDRO', slot));
    expect([gone.statusCode, gone.json().message]).toEqual([404, M.vehicleNotFound]);
  });
});
