import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { OFFER_LIMITS } from '@motorplaza/domain/offers/sell-offer-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import type { FilePart } from '../../../test/multipart';
import { inspectionSlots, offerBody, offerForm } from '../../../test/offer-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart, saveBody, trackingStorage, vehicleForm } from '../../../test/vehicle-fixtures';
import { sellOffer } from '../../db/schema/index';
import { publicImagePool, publicOfferGate } from '../../lib/image-pool';
import { createDiskStorage } from '../../storage/disk-storage';

/**
 * Sell your car cannot be abused (issue 23, medium 3): the cheap rules come before any photo work,
 * public photo work has its own bounded lane that never refuses staff work, and the daily caps are
 * counted in the database.
 */

let t: TestApp;
let root: string;
let storage: ReturnType<typeof trackingStorage>;
let photo: Buffer;
let large: Buffer;
let slots: string[];
let address = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-offer-abuse-'));
  storage = trackingStorage(createDiskStorage(root));
  t = await createTestApp({ storage });
  photo = await noisyJpeg(400, 300);
  large = await noisyJpeg(2000, 1500, 92);
  slots = await inspectionSlots(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const nextAddress = () => {
  address += 1;
  return `10.1.${address >> 8}.${address & 255}`;
};

function tenLarge(): { form: (slot: string, sede?: string) => unknown; files: FilePart[] } {
  const names = Array.from({ length: 10 }, (_, i) => `foto_${i + 1}`);
  return {
    form: (slot, sede = 'SAN_ISIDRO') =>
      offerForm(slot, {
        sedeInspeccion: sede as 'SAN_ISIDRO',
        fotos: names.map((archivo, i) => ({ archivo, posicion: i === 0 ? 'FRENTE' : 'OTRA' })),
      }),
    files: names.map((name) => photoPart(name, large)),
  };
}

async function post(form: unknown, files: FilePart[], remoteAddress = nextAddress()) {
  const body = await offerBody(form, files);
  return t.server.inject({ method: 'POST', url: '/api/v1/vende-tu-auto', remoteAddress, ...body });
}

const twoPhotos = () => [photoPart('foto_1', photo), photoPart('foto_2', photo)];

describe('POST /api/v1/vende-tu-auto checks the slot and the caps before any photo work', () => {
  it('answers a full slot with 10 large photos with 409, without encoding or storing anything', async () => {
    const full = slots[3] ?? '';
    for (let i = 0; i < SLOT_CAPACITY; i += 1) {
      expect((await post(offerForm(full, { sedeInspeccion: 'SURCO' }), twoPhotos())).statusCode).toBe(201);
    }
    const started = publicImagePool.stats().started;
    const keys = new Set(storage.keys);
    const heavy = tenLarge();
    const refused = await post(heavy.form(full, 'SURCO'), heavy.files);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.fechaInspeccion).toBe(SELL_MESSAGES.slotFull);
    expect(publicImagePool.stats().started).toBe(started);
    expect(storage.keys).toEqual(keys);
  });

  it('refuses photos sent before the offer itself', async () => {
    const started = publicImagePool.stats().started;
    const { multipartBody } = await import('../../../test/multipart');
    const body = await multipartBody({}, twoPhotos());
    const refused = await t.server.inject({
      method: 'POST',
      url: '/api/v1/vende-tu-auto',
      remoteAddress: nextAddress(),
      ...body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SELL_MESSAGES.photosFirst);
    expect(publicImagePool.stats().started).toBe(started);
  });

  it(`accepts ${OFFER_LIMITS.perAddressPerDay} offers a day from one address, then 429 before any photo work`, async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < OFFER_LIMITS.perAddressPerDay; i += 1) {
      expect((await post(offerForm(slots[10 + i] ?? ''), twoPhotos(), ip)).statusCode).toBe(201);
    }
    const started = publicImagePool.stats().started;
    const heavy = tenLarge();
    const refused = await post(heavy.form(slots[20] ?? ''), heavy.files, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SELL_MESSAGES.capAddress);
    expect(publicImagePool.stats().started).toBe(started);
    // Another address is still welcome.
    expect((await post(offerForm(slots[20] ?? ''), twoPhotos())).statusCode).toBe(201);
  });

  it('counts an address longer than its column (IPv6 with a zone) without failing', async () => {
    const ip = `fe80:0000:0000:0000:0202:b3ff:fe1e:8329%${'interfaz'.repeat(4)}`;
    expect((await post(offerForm(slots[22] ?? ''), twoPhotos(), ip)).statusCode).toBe(201);
  });

  it(`accepts ${OFFER_LIMITS.perDay} offers a day in total, counted in the database`, async () => {
    const existing = (await t.database.db.select({ id: sellOffer.id }).from(sellOffer)).length;
    const filler = Array.from({ length: OFFER_LIMITS.perDay - existing }, (_, i) => ({
      nombreCompleto: 'Relleno de prueba',
      correo: `relleno${i}@correo.pe`,
      celular: '987654321',
      marca: 'Kia',
      modelo: 'Rio',
      anio: 2018,
      kilometraje: 1000,
      consentimientoPrivacidad: true,
      ipOrigen: `10.200.${i >> 8}.${i & 255}`,
    }));
    await t.database.db.insert(sellOffer).values(filler);
    const refused = await post(offerForm(slots[21] ?? ''), twoPhotos());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SELL_MESSAGES.capTotal);
    // Offers older than a day no longer count.
    await t.database.db.update(sellOffer).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await post(offerForm(slots[21] ?? ''), twoPhotos())).statusCode).toBe(201);
  });
});

describe('public photo work runs in its own bounded lane', () => {
  it('refuses a third offer with 503 while two are in the lane, and a staff photo save still succeeds', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The lane's one encoder is busy: offers admitted now wait in it, holding their place.
    const blocker = publicImagePool.run(() => released);
    const waiting = [
      post(offerForm(slots[30] ?? ''), twoPhotos()),
      post(offerForm(slots[31] ?? ''), twoPhotos()),
    ];
    try {
      for (let i = 0; i < 200 && publicOfferGate.stats().inside < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(publicOfferGate.stats().inside).toBe(2);
      const busy = await post(offerForm(slots[32] ?? ''), twoPhotos());
      expect(busy.statusCode).toBe(503);
      expect(busy.json().message).toBe(SELL_MESSAGES.busy);
      expect(busy.headers['retry-after']).toBe('5');

      // Staff work has its own pool: saved at once while the public lane is full.
      const staff = await saveBody(vehicleForm({ placa: 'LNE-001', fotos: [{ archivo: 'foto_0' }] }), [
        photoPart('foto_0', photo),
      ]);
      const saved = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...staff });
      expect(saved.statusCode).toBe(201);
      expect(publicOfferGate.stats().inside).toBe(2);
    } finally {
      release();
      await blocker;
    }
    expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([201, 201]);
    expect(publicOfferGate.stats().inside).toBe(0);
  });
});
