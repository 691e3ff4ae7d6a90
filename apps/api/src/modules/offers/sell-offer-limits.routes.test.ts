import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { offerForm } from '../../../test/offer-fixtures';
import { sellOfferTestApp } from '../../../test/sell-offer-fixtures';
import { photoPart, pngClaiming } from '../../../test/vehicle-fixtures';
import { automovil } from '../../db/schema/index';

/** POST /vende-tu-auto: the photos, slots and addresses it refuses (decision 0027). */

const fx = sellOfferTestApp();
const { twoPhotos, post, counts } = fx;

describe('POST /api/v1/vende-tu-auto', () => {
  const slot = () => fx.slots[2] ?? '';

  it.each([
    [
      'a text file named .jpg',
      async () => Buffer.from('no soy una imagen '.repeat(4000)),
      400,
      PHOTO_MESSAGES.invalidFileType,
    ],
    ['an image under 50 KB', () => noisyJpeg(300, 200), 400, PHOTO_MESSAGES.fileSizeExceeded],
    ['an image over 5 MB', () => noisyJpeg(3000, 2250, 90), 413, PHOTO_MESSAGES.fileSizeExceeded],
    ['a decompression bomb', () => pngClaiming(20_000, 20_000), 413, PHOTO_MESSAGES.tooManyPixels],
    ['a PNG whose pixels cannot be decoded', () => pngClaiming(1000, 1000), 400, PHOTO_MESSAGES.unreadable],
  ])('refuses %s like a vehicle photo and stores nothing', async (_label, make, status, message) => {
    const before = await counts();
    const bad = await make();
    const response = await post(offerForm(slot()), [photoPart('foto_1', fx.photo), photoPart('foto_2', bad)]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses eleven photos from the list alone, before reading any of them', async () => {
    const before = await counts();
    const names = Array.from({ length: 11 }, (_, i) => `foto_${i + 1}`);
    const form = offerForm(slot(), { fotos: names.map((archivo) => ({ archivo, posicion: 'OTRA' })) });
    const response = await post(
      form,
      names.map((name) => photoPart(name, fx.photo)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fotos).toBe(SELL_MESSAGES.fotosMax);
    expect(await counts()).toEqual(before);
  });

  it(`books at most ${SLOT_CAPACITY} cars per store and slot, then says so and stores nothing`, async () => {
    const full = fx.slots[5] ?? '';
    for (let i = 0; i < SLOT_CAPACITY; i += 1) {
      expect((await post(offerForm(full, { sedeInspeccion: 'SURCO' }))).statusCode).toBe(201);
    }
    const before = await counts();
    const refused = await post(offerForm(full, { sedeInspeccion: 'SURCO' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.fechaInspeccion).toBe(SELL_MESSAGES.slotFull);
    expect(await counts()).toEqual(before);
    // The other store still has room, and the schedule marks the full slot.
    expect((await post(offerForm(full, { sedeInspeccion: 'SAN_ISIDRO' }))).statusCode).toBe(201);
    const schedule = await fx.t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
    const surco = schedule.json().data.sedes[1];
    const marked = surco.dias
      .flatMap((day: { slots: { inicio: string; disponible: boolean }[] }) => day.slots)
      .find((s: { inicio: string }) => s.inicio === full);
    expect(marked.disponible).toBe(false);
  });

  it('throttles one address after five offers, with its own message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post({ ...offerForm(slot()), dni: 'malo' }, twoPhotos(), '10.9.9.9');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(SELL_MESSAGES.throttled);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('shows a price range when the inventory has enough comparable cars', async () => {
    const cars = [14_000, 15_000, 16_000, 17_000].map((precioCompra, i) => ({
      marca: 'TOYOTA ',
      modelo: 'corolla',
      anioFabricacion: 2019,
      kilometraje: 55_000 + i * 1000,
      precioCompra,
      estadoDes: 'DISPONIBLE',
    }));
    await fx.t.database.db.insert(automovil).values(cars);
    const response = await post(offerForm(fx.slots[8] ?? '', { kilometraje: 60_000 }));
    expect(response.statusCode).toBe(201);
    const range = response.json().data.rangoPrecio;
    expect(range.comparables).toBe(4);
    expect(range.minimo).toBeLessThan(range.maximo);
    expect(range.maximo).toBeLessThan(17_000);
  });
});
