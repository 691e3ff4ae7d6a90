import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OFFERS_MESSAGES } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { and, asc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { confirmOffer, offerBody, offerForm } from '../../../test/offer-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart, saveBody, trackingStorage, vehicleForm } from '../../../test/vehicle-fixtures';
import { automovilFoto, cliente, movimiento, sellOffer } from '../../db/schema/index';
import { createDiskStorage } from '../../storage/disk-storage';

/** The staff side of offers: list, detail, state changes and 'Crear vehículo' (decision 0027). */

let t: TestApp;
let root: string;
let storage: ReturnType<typeof trackingStorage>;
let slots: string[];
let address = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-offers-admin-'));
  storage = trackingStorage(createDiskStorage(root));
  t = await createTestApp({ storage });
  const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
  slots = schedule
    .json()
    .data.sedes[0].dias.flatMap((day: { slots: { inicio: string }[] }) =>
      day.slots.map((slot) => slot.inicio),
    );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

interface Offer {
  id: number;
  codigo: string;
  version: number;
  status: string;
  idAuto: number | null;
  idCliente: number | null;
}

async function newOffer(overrides: Parameters<typeof offerForm>[1] = {}): Promise<Offer> {
  address += 1;
  const photo = await noisyJpeg(400, 300);
  const body = await offerBody(offerForm(slots[address] ?? '', overrides), [
    photoPart('foto_1', photo),
    photoPart('foto_2', photo),
  ]);
  const response = await t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: `10.1.0.${address}`,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  await confirmOffer(t, response.json().data.codigo);
  const [row] = await t.database.db
    .select()
    .from(sellOffer)
    .where(eq(sellOffer.codigo, response.json().data.codigo));
  if (!row) throw new Error('offer not stored');
  return { ...row, codigo: row.codigo ?? '' };
}

type Role = 'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2';
const setState = (role: Role, id: number, body: Record<string, unknown>) =>
  t.injectAs(role, { method: 'PUT', url: `/api/v1/ofertas/${id}/estado`, payload: body });

describe('GET /api/v1/ofertas', () => {
  it('pages, searches and filters in the database, newest first, with thumbnails', async () => {
    const first = await newOffer({
      placa: 'BBB-111',
      marca: 'Kia',
      modelo: 'Rio',
      nombreCompleto: 'Ana Ruiz',
    });
    const second = await newOffer({ placa: 'CCC-222', marca: 'Hyundai', modelo: 'Tucson' });
    const page = await t.injectAs('ASESOR2', { method: 'GET', url: '/api/v1/ofertas?pageSize=5' });
    expect(page.statusCode).toBe(200);
    const { ofertas, total } = page.json().data;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(ofertas[0].id).toBe(second.id);
    expect(ofertas[0].totalFotos).toBe(2);
    expect(ofertas[0].fotoPrincipal).toMatch(/\.webp$/);
    for (const q of ['bbb-111', 'ANA RUIZ', 'kia rio', first.codigo.toLowerCase()]) {
      const found = await t.injectAs('ASESOR1', {
        method: 'GET',
        url: `/api/v1/ofertas?q=${encodeURIComponent(q)}`,
      });
      expect(
        found.json().data.ofertas.map((o: Offer) => o.id),
        q,
      ).toEqual([first.id]);
    }
    const none = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/ofertas?estado=COMPRADA&q=kia' });
    expect(none.json().data.total).toBe(0);
    const bad = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/ofertas?pageSize=7' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the export source only with EXPORTAR_DATOS', async () => {
    expect((await t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/ofertas/all' })).statusCode).toBe(200);
    expect((await t.injectAs('ASESOR2', { method: 'GET', url: '/api/v1/ofertas/all' })).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/ofertas/{id}/estado', () => {
  it('moves NUEVA → CONTACTADA → COMPRADA, each a movement with who and when; the seller becomes a client', async () => {
    const offer = await newOffer({ dni: '41234567', nombreCompleto: 'Luis Alberto Paredes Soto' });
    const contacted = await setState('EJECUTIVO', offer.id, {
      estado: 'CONTACTADA',
      nota: 'Llamó',
      version: 1,
    });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().message).toBe('Oferta marcada como contactada');
    expect(contacted.json().data.oferta).toMatchObject({ status: 'CONTACTADA', version: 2, idCliente: null });
    expect(contacted.json().data.oferta.nombreUsuarioActualiza).toBe('Usuario EJECUTIVO De Prueba');

    const bought = await setState('ADMIN', offer.id, { estado: 'COMPRADA', version: 2 });
    expect(bought.json().data.oferta.status).toBe('COMPRADA');
    const [client] = await t.database.db.select().from(cliente).where(eq(cliente.dni, '41234567'));
    expect(client).toMatchObject({
      nombres: 'Luis Alberto',
      apellidos: 'Paredes Soto',
      celular: '987654321',
    });
    expect(bought.json().data.oferta.idCliente).toBe(client?.idCliente);
    // Decision 0045: the seller's new client record has its movement, and each state says before → after.
    const logged = await t.database.db
      .select({ codigo: movimiento.codigo, usuario: movimiento.usuario, cambios: movimiento.cambios })
      .from(movimiento)
      .where(
        or(
          and(eq(movimiento.entidad, 'sell_offer'), eq(movimiento.idEntidad, offer.id)),
          and(eq(movimiento.entidad, 'cliente'), eq(movimiento.idEntidad, client?.idCliente ?? 0)),
        ),
      )
      .orderBy(asc(movimiento.idLog));
    expect(logged).toEqual([
      { codigo: 'sellOffer.create', usuario: 'Formulario web', cambios: [] },
      { codigo: 'sellOffer.confirm', usuario: 'Vendedor (consulta web)', cambios: [] },
      {
        codigo: 'sellOffer.status',
        usuario: 'Usuario EJECUTIVO De Prueba',
        cambios: [
          { campo: 'estado', antes: 'Nueva', despues: 'Contactada' },
          { campo: 'nota', antes: null, despues: 'Llamó' },
        ],
      },
      {
        codigo: 'client.create',
        usuario: 'Usuario ADMIN De Prueba',
        cambios: expect.arrayContaining([
          { campo: 'nombres', antes: null, despues: 'Luis Alberto' },
          { campo: 'dni', antes: null, despues: '[oculto]' },
        ]),
      },
      {
        codigo: 'sellOffer.status',
        usuario: 'Usuario ADMIN De Prueba',
        cambios: [{ campo: 'estado', antes: 'Contactada', despues: 'Comprada' }],
      },
    ]);

    const detail = await t.injectAs('ASESOR2', { method: 'GET', url: `/api/v1/ofertas/${offer.id}` });
    const { historial, fotos } = detail.json().data;
    expect(fotos.map((f: { posicion: string }) => f.posicion)).toEqual(['FRENTE', 'ODOMETRO']);
    expect(historial.map((h: { usuario: string; accion: string }) => [h.usuario, h.accion])).toEqual([
      ['Formulario web', `Recibió la oferta de venta Toyota Corolla 2019 (${offer.codigo})`],
      ['Vendedor (consulta web)', `El vendedor confirmó la oferta Toyota Corolla 2019 (${offer.codigo})`],
      [
        'Usuario EJECUTIVO De Prueba',
        `Marcó como contactada (Llamó) la oferta Toyota Corolla 2019 (${offer.codigo})`,
      ],
      ['Usuario ADMIN De Prueba', `Marcó como comprada la oferta Toyota Corolla 2019 (${offer.codigo})`],
    ]);
  });

  it('refuses a stale version, a jump in the flow and asesores, changing nothing', async () => {
    const offer = await newOffer();
    const stale = await setState('ADMIN', offer.id, { estado: 'CONTACTADA', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(OFFERS_MESSAGES.stale);
    const jump = await setState('ADMIN', offer.id, { estado: 'COMPRADA', version: 1 });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toBe(OFFERS_MESSAGES.badTransition('NUEVA', 'COMPRADA'));
    expect((await setState('ASESOR1', offer.id, { estado: 'CONTACTADA', version: 1 })).statusCode).toBe(403);
    const missing = await setState('ADMIN', 999_999, { estado: 'CONTACTADA', version: 1 });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.id, offer.id));
    expect(row).toMatchObject({ status: 'NUEVA', version: 1 });
    const moves = await t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'sellOffer.status'), eq(movimiento.idEntidad, offer.id)));
    expect(moves).toHaveLength(0);
  });
});

describe("'Crear vehículo' from an offer", () => {
  it('copies the offer photos into the new vehicle, links both, marks it COMPRADA and registers the seller', async () => {
    const offer = await newOffer({ dni: '42345678', placa: 'D4E-567' });
    const detail = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/ofertas/${offer.id}` });
    const fotos = detail.json().data.fotos as { imagen: string }[];
    const form = vehicleForm({
      placa: 'D4E-567',
      idOferta: offer.id,
      propietario: { nombres: 'Rosa', apellidos: 'Quispe Mamani', dni: '42345678', correo: '', celular: '' },
      fotos: [{ oferta: fotos[1]?.imagen ?? '' }, { oferta: fotos[0]?.imagen ?? '' }],
    });
    const created = await t.injectAs('EJECUTIVO', {
      method: 'POST',
      url: '/api/v1/automoviles',
      ...(await saveBody(form)),
    });
    expect(created.statusCode).toBe(201);
    const vehicle = created.json().data.automovil;
    expect(vehicle.fotos).toHaveLength(2);
    const rows = await t.database.db
      .select()
      .from(automovilFoto)
      .where(eq(automovilFoto.idAuto, vehicle.idAuto));
    for (const row of rows) {
      expect(fotos.map((f) => f.imagen)).not.toContain(row.imagen);
      expect(await storage.exists(`autos/${vehicle.idAuto}/${row.imagen}`)).toBe(true);
      expect(
        await storage.exists(`autos/${vehicle.idAuto}/${row.imagen.replace('.webp', '-480.webp')}`),
      ).toBe(true);
    }
    // The public photo of the vehicle is served; the offer's stays private.
    const cover = await t.injectAs(null, {
      method: 'GET',
      url: `/media/autos/${vehicle.idAuto}/${rows[0]?.imagen}`,
    });
    expect(cover.statusCode).toBe(200);

    const [linked] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.id, offer.id));
    const [client] = await t.database.db.select().from(cliente).where(eq(cliente.dni, '42345678'));
    expect(linked).toMatchObject({
      idAuto: vehicle.idAuto,
      status: 'COMPRADA',
      idCliente: client?.idCliente,
    });
    const history = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/ofertas/${offer.id}` });
    expect(history.json().data.historial.at(-1).accion).toContain(
      `desde la oferta Toyota Corolla 2019 (${offer.codigo})`,
    );

    // Once linked, never again.
    const again = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/automoviles',
      ...(await saveBody({ ...form, placa: 'D4E-568' })),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFERS_MESSAGES.alreadyLinked);
  });

  it('refuses a photo of another offer, a discarded offer, and asesores, storing nothing', async () => {
    const offer = await newOffer();
    const other = await newOffer();
    const otherPhotos = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/ofertas/${other.id}` });
    const foreign = otherPhotos.json().data.fotos[0].imagen as string;
    const keys = storage.keys.size;
    const wrong = vehicleForm({ placa: null, idOferta: offer.id, fotos: [{ oferta: foreign }] });
    const refused = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/automoviles',
      ...(await saveBody(wrong)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(OFFERS_MESSAGES.offerPhoto);
    const asesor = await t.injectAs('ASESOR1', {
      method: 'POST',
      url: '/api/v1/automoviles',
      ...(await saveBody(wrong)),
    });
    expect(asesor.statusCode).toBe(403);

    await setState('ADMIN', offer.id, { estado: 'DESCARTADA', version: 1 });
    const discarded = vehicleForm({ placa: null, idOferta: offer.id, fotos: [] });
    const response = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/automoviles',
      ...(await saveBody(discarded)),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OFFERS_MESSAGES.discarded);
    expect(storage.keys.size).toBe(keys);
    const [row] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.id, offer.id));
    expect(row?.idAuto).toBeNull();
  });
});
