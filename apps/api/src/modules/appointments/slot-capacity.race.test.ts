import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { offerBody, offerForm } from '../../../test/offer-fixtures';
import { testDriveTestApp } from '../../../test/test-drive-fixtures';
import { photoPart } from '../../../test/vehicle-fixtures';

/**
 * One capacity for inspections and test drives (issue 26): parallel bookings of both kinds for the
 * same store and hour — on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where they truly run at
 * once — leave exactly SLOT_CAPACITY of them booked, every other one a 409.
 */

const fx = testDriveTestApp('slot-race');

describe('the shared slot capacity under parallel bookings', () => {
  it('lets exactly SLOT_CAPACITY of 6 parallel inspections and test drives take one slot', async () => {
    const car = await fx.carAt(1);
    const slot = (await fx.slotsOf(car.idAuto))[8] ?? '';
    const photo = await noisyJpeg(400, 300);
    const offers = await Promise.all(
      // As many offers as the public lane admits at once (PUBLIC_OFFERS_AT_ONCE), the rest drives.
      [0, 1].map(async () =>
        offerBody(offerForm(slot, { sedeInspeccion: 'SAN_ISIDRO' }), [
          photoPart('foto_1', photo),
          photoPart('foto_2', photo),
        ]),
      ),
    );
    const responses = await Promise.all([
      ...offers.map((body) =>
        fx.t.server.inject({
          method: 'POST',
          url: '/api/v1/vende-tu-auto',
          remoteAddress: fx.nextAddress(),
          ...body,
        }),
      ),
      ...[0, 1, 2, 3].map((i) =>
        fx.book(fx.bookingOf(car.idAuto, 'SAN_ISIDRO', slot, { dni: `4400000${i}` })),
      ),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(SLOT_CAPACITY);
    expect(
      statuses.filter((status) => status === 409),
      JSON.stringify(responses.map((r) => r.body)),
    ).toHaveLength(6 - SLOT_CAPACITY);
    const day = await fx.t.injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/pruebas-de-manejo/agenda?fecha=${slot.slice(0, 10)}&sede=SAN_ISIDRO`,
    });
    const hour = day
      .json()
      .data.horas.find((h: { inicio: string }) => h.inicio === new Date(slot).toISOString());
    expect(hour.usados).toBe(SLOT_CAPACITY);
  });
});
