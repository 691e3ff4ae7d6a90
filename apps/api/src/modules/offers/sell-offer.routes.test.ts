import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { OFFER_LIMITS } from '@motorplaza/domain/offers/sell-offer-rules';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { MONEY_MESSAGES } from '@motorplaza/domain/shared/money-input';
import { PERU_MESSAGES } from '@motorplaza/domain/shared/peru';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import type { FilePart } from '../../../test/multipart';
import { inspectionSlots, offerBody, offerForm } from '../../../test/offer-fixtures';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart, pngClaiming, trackingStorage } from '../../../test/vehicle-fixtures';
import {
  automovil,
  consentimiento,
  correoSaliente,
  movimiento,
  sellOffer,
  sellOfferFoto,
} from '../../db/schema/index';
import { createMailTransport } from '../../mail/mail-transport';
import { createDiskStorage } from '../../storage/disk-storage';

/** POST /vende-tu-auto and its slots, on PGlite or TEST_DATABASE_URL's PostgreSQL (decision 0027). */

let t: TestApp;
let sink: SmtpSink;
let root: string;
let storage: ReturnType<typeof trackingStorage>;
let photo: Buffer;
let slots: string[];
let address = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-offers-'));
  storage = trackingStorage(createDiskStorage(root));
  sink = await startSmtpSink();
  t = await createTestApp({
    storage,
    mail: {
      transport: createMailTransport({ smtpUrl: sink.url, outboxDir: path.join(root, 'outbox') }),
      // The test drains by hand.
      pollMs: 3_600_000,
    },
  });
  photo = await noisyJpeg(400, 300);
  slots = await inspectionSlots(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
  await rm(root, { recursive: true, force: true });
});

const twoPhotos = (): FilePart[] => [photoPart('foto_1', photo), photoPart('foto_2', photo)];

/** Each call from its own address, so the throttle stays out of the way unless a test wants it. */
async function post(form: unknown, files: FilePart[] = twoPhotos(), remoteAddress?: string) {
  address += 1;
  const body = await offerBody(form, files);
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: remoteAddress ?? `10.0.${address >> 8}.${address & 255}`,
    ...body,
  });
}

async function counts() {
  const db = t.database.db;
  return {
    offers: (await db.select().from(sellOffer)).length,
    photos: (await db.select().from(sellOfferFoto)).length,
    consents: (await db.select().from(consentimiento)).length,
    mails: (await db.select().from(correoSaliente)).length,
    keys: storage.keys.size,
  };
}

describe('GET /api/v1/vende-tu-auto/horarios', () => {
  it('offers both stores, from tomorrow, in whole hours of the opening times', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
    expect(response.statusCode).toBe(200);
    const { sedes } = response.json().data;
    expect(sedes.map((sede: { sede: string }) => sede.sede)).toEqual(['SAN_ISIDRO', 'SURCO']);
    expect(sedes[1].nombre).toBe('Tienda Santiago de Surco');
    expect(slots.length).toBeGreaterThan(40);
    expect(new Date(slots[0] ?? '').getTime()).toBeGreaterThan(Date.now());
    expect(slots.every((slot) => /T(0[89]|1\d):00:00-05:00$/.test(slot))).toBe(true);
  });
});

describe('POST /api/v1/vende-tu-auto', () => {
  it('stores the offer, held until confirmed, with its photos, consent, movement and reference, and e-mails the seller the link', async () => {
    const slot = slots[0] ?? '';
    const response = await post(offerForm(slot));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(SELL_MESSAGES.created);
    expect(data.codigo).toMatch(/^VA-\d{4}-\d{6}$/);
    expect(new Date(data.fechaInspeccion).getTime()).toBe(new Date(slot).getTime());
    // An empty inventory has no comparables: no number.
    expect(data.rangoPrecio).toBeNull();

    const [row] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.codigo, data.codigo));
    expect(row).toMatchObject({
      placa: 'A1B-234',
      correo: 'rosa@correo.pe',
      status: 'PENDIENTE',
      sedeInspeccion: 'SAN_ISIDRO',
      numeroDuenos: 1,
      tieneAccidentes: false,
      notaAccidentes: null,
      version: 1,
    });
    if (!row) throw new Error('no offer');
    expect(data.codigo).toBe(`VA-${data.codigo.slice(3, 7)}-${String(row.id).padStart(6, '0')}`);
    const photos = await t.database.db.select().from(sellOfferFoto).where(eq(sellOfferFoto.idOferta, row.id));
    expect(photos.map((p) => [p.posicion, p.orden])).toEqual([
      ['FRENTE', 0],
      ['ODOMETRO', 1],
    ]);
    const keys = [...storage.keys].filter((key) => key.startsWith(`privado/ofertas/${row.id}/`));
    expect(keys).toHaveLength(6);
    const [consent] = await t.database.db
      .select()
      .from(consentimiento)
      .where(eq(consentimiento.referenciaId, row.id));
    expect(consent).toMatchObject({
      formulario: 'VENTA_AUTO',
      referenciaTipo: 'sell_offer',
      documento: '45678912',
      aceptaPrivacidad: true,
      aceptaMarketing: false,
    });
    const [movement] = await t.database.db
      .select()
      .from(movimiento)
      .where(eq(movimiento.codigo, 'sellOffer.create'));
    expect(movement?.idEntidad).toBe(row.id);
    expect(movement?.usuario).toBe('Formulario web');

    // Held for OFFER_LIMITS.holdMinutes; the team hears of it once the seller confirms (issue 23).
    expect(new Date(data.confirmarAntes).getTime() - (row.createdAt?.getTime() ?? 0)).toBe(
      OFFER_LIMITS.holdMinutes * 60_000,
    );
    expect(row.retenidoHasta?.toISOString()).toBe(new Date(data.confirmarAntes).toISOString());
    await t.mail.drainNow();
    const [mail] = await sink.waitFor(1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('rosa@correo.pe');
    expect(mail?.subject).toBe(`Confirma tu oferta ${data.codigo}: tu inspección en Tienda San Isidro`);
    expect(mail?.text).toMatch(/\/vende-tu-auto\/confirmar\?token=\d+\.[\w-]+/);
    expect(mail?.text).toContain('Si no enviaste esta oferta, ignora este correo');
  });

  it('reads the price and the celular as typed: "US$ 12,500" is 12500, "987 654 321" is 987654321', async () => {
    const form = { ...offerForm(slots[4] ?? ''), precioEsperado: 'US$ 12,500', celular: '987 654 321' };
    const response = await post(form);
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(sellOffer)
      .where(eq(sellOffer.codigo, response.json().data.codigo));
    expect(row).toMatchObject({ precioEsperado: 12_500, celular: '987654321' });
  });

  it('keeps the photos private: /media refuses them, staff read them through the offers API', async () => {
    const key = [...storage.keys].find((name) => name.startsWith('privado/ofertas/'));
    expect(key).toBeDefined();
    expect((await t.injectAs(null, { method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    const [, , id, file] = (key ?? '').split('/');
    const imagen = (file ?? '').replace(/-\d+\.webp$/, '.webp');
    const url = `/api/v1/ofertas/${id}/fotos/${imagen}?ancho=480`;
    expect((await t.injectAs(null, { method: 'GET', url })).statusCode).toBe(401);
    const asStaff = await t.injectAs('ASESOR2', { method: 'GET', url });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/webp');
    expect(asStaff.headers['cache-control']).toBe('private, max-age=3600');
    const otherOffer = `/api/v1/ofertas/${Number(id) + 1000}/fotos/${imagen}`;
    expect((await t.injectAs('ADMIN', { method: 'GET', url: otherOffer })).statusCode).toBe(404);
  });

  const slot = () => slots[2] ?? '';
  it.each([
    ['placa', 'AB-12', SELL_MESSAGES.placa],
    ['marca', '', SELL_MESSAGES.marca],
    ['modelo', ' ', SELL_MESSAGES.modelo],
    ['anio', 1900, SELL_MESSAGES.anio],
    ['kilometraje', -5, SELL_MESSAGES.kilometraje],
    ['transmision', 'CVT', SELL_MESSAGES.transmision],
    ['combustible', 'Leña', SELL_MESSAGES.combustible],
    ['color', '', SELL_MESSAGES.color],
    ['numeroDuenos', 0, SELL_MESSAGES.numeroDuenos],
    ['tieneDeudas', null, SELL_MESSAGES.tieneDeudas],
    ['precioEsperado', 10, MONEY_MESSAGES.min('US$ 500')],
    ['precioEsperado', '12500.50', MONEY_MESSAGES.noCents],
    ['precioEsperado', 12_500.5, MONEY_MESSAGES.noCents],
    ['precioEsperado', 1_250_050, MONEY_MESSAGES.max('US$ 1,000,000')],
    ['precioEsperado', '1.250', MONEY_MESSAGES.pointThousands('1,250', '1.25')],
    ['celular', '987 654 3', PERU_MESSAGES.celular],
    ['sedeInspeccion', 'MIRAFLORES', SELL_MESSAGES.sedeInspeccion],
    ['fechaInspeccion', 'mañana', SELL_MESSAGES.fechaInspeccion],
    ['nombreCompleto', 'R', SELL_MESSAGES.nombreCompleto],
    ['dni', '4567891', PERU_MESSAGES.dni],
    ['celular', '887654321', PERU_MESSAGES.celular],
    ['correo', 'rosa.correo.pe', PERU_MESSAGES.correo],
    ['consentimientoPrivacidad', false, SELL_MESSAGES.privacidad],
    ['fotos', [], SELL_MESSAGES.fotosMin],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const before = await counts();
    const response = await post({ ...offerForm(slot()), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a “sí” without its note, a slot outside the hours and a missing file', async () => {
    const before = await counts();
    const accident = await post(offerForm(slot(), { tieneAccidentes: true }));
    expect(accident.json().errors.notaAccidentes).toBe(SELL_MESSAGES.notaAccidentes);
    const closed = offerForm('2030-01-01T03:00:00-05:00');
    expect((await post(closed)).json().errors.fechaInspeccion).toBe(SELL_MESSAGES.slotUnavailable);
    const missing = await post(offerForm(slot()), [photoPart('foto_1', photo)]);
    expect(missing.json().message).toBe(SELL_MESSAGES.fotoFaltante('foto_2'));
    expect(await post('{roto')).toMatchObject({ statusCode: 400 });
    const plain = await t.server.inject({ method: 'POST', url: '/api/v1/vende-tu-auto', payload: {} });
    expect(plain.json().message).toBe(SELL_MESSAGES.notMultipart);
    expect(await counts()).toEqual(before);
  });

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
    const response = await post(offerForm(slot()), [photoPart('foto_1', photo), photoPart('foto_2', bad)]);
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
      names.map((name) => photoPart(name, photo)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fotos).toBe(SELL_MESSAGES.fotosMax);
    expect(await counts()).toEqual(before);
  });

  it(`books at most ${SLOT_CAPACITY} cars per store and slot, then says so and stores nothing`, async () => {
    const full = slots[5] ?? '';
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
    const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
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
    await t.database.db.insert(automovil).values(cars);
    const response = await post(offerForm(slots[8] ?? '', { kilometraje: 60_000 }));
    expect(response.statusCode).toBe(201);
    const range = response.json().data.rangoPrecio;
    expect(range.comparables).toBe(4);
    expect(range.minimo).toBeLessThan(range.maximo);
    expect(range.maximo).toBeLessThan(17_000);
  });
});
