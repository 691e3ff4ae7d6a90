import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { ROLES } from '@motorplaza/domain/access/roles';
import { offerPhotoKey } from '@motorplaza/domain/offers/offer-photo-files';
import { sellOfferCode } from '@motorplaza/domain/offers/sell-offer-rules';
import { PHOTO_WIDTHS, photoVariantName, vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import { STORE_CODES, VEHICLE_STATUSES } from '@motorplaza/domain/vehicles/status';
import { PLACA_PATTERN } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { asc, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../db/client';
import * as schema from '../db/schema/index';
import {
  automovil,
  automovilFoto,
  cliente,
  complaint,
  complaintBookCounter,
  consentimiento,
  interesado,
  permiso,
  sellOffer,
  solicitudBajaMarketing,
  usuario,
  vehicleStatusHistory,
} from '../db/schema/index';
import { createDiskStorage } from '../storage/disk-storage';
import type { Storage } from '../storage/storage';
import { limaMonthKey, limaMonthStart, limaYear } from './calendar';
import { ACTIVITY_MONTHS } from './demo-timeline';
import { DEMO_USERS, type DemoSeedSummary, seedDemoData } from './seed-demo';

const NOW = new Date('2026-11-21T15:00:00Z');

/** Without photos the seed must not touch storage at all. */
const noStorage: Storage = {
  put: () => Promise.reject(new Error('unexpected storage write')),
  get: () => Promise.reject(new Error('unexpected storage read')),
  delete: () => Promise.reject(new Error('unexpected storage delete')),
  exists: () => Promise.reject(new Error('unexpected storage read')),
};

/** A migrated database holding the permissions, as the base data leaves it before the demo seed runs. */
async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({});
  await database.migrate();
  await database.db.insert(permiso).values([...PERMISSIONS]);
  return database;
}

/** Every row of every table, ids included, in a stable order. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable));
  const entries = await Promise.all(
    tables.map(async (table) => {
      const rows = await db.select().from(table);
      return [getTableName(table), rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The last 18 months in Lima, as `YYYY-MM`. */
const activityMonths = Array.from({ length: ACTIVITY_MONTHS }, (_, i) =>
  limaMonthKey(limaMonthStart(NOW, -i)),
);

describe('seedDemoData without photos', () => {
  let first: Database;
  let second: Database;
  let summary: DemoSeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    summary = await seedDemoData(first.db, noStorage, { now: NOW, photos: false });
    await seedDemoData(second.db, noStorage, { now: NOW, photos: false });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('stocks about 150 vehicles in every status and store, of at least 9 brands', async () => {
    const vehicles = await first.db.select().from(automovil);
    expect(vehicles).toHaveLength(summary.vehicles);
    expect(vehicles.length).toBeGreaterThanOrEqual(140);
    expect(new Set(vehicles.map((v) => v.estadoDes))).toEqual(new Set(VEHICLE_STATUSES));
    expect(new Set(vehicles.map((v) => v.swPiso))).toEqual(new Set(STORE_CODES));
    expect(new Set(vehicles.map((v) => v.marca)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(vehicles.map((v) => v.tag)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((v) => v.placa)).size).toBe(vehicles.length);
    expect(vehicles.every((v) => v.fotoPrincipal === null)).toBe(true);
  });

  it('keeps listings coherent: dates in order, prices in range, sale prices on sold cars only', async () => {
    const vehicles = await first.db.select().from(automovil);
    const owners = new Map((await first.db.select().from(cliente)).map((owner) => [owner.idCliente, owner]));
    for (const v of vehicles) {
      expect(owners.get(v.idPropietario ?? 0)?.fechaReg.getTime()).toBeLessThanOrEqual(v.fechaIng.getTime());
      expect(v.fechaUltimaMod.getTime()).toBeGreaterThanOrEqual(v.fechaIng.getTime());
      expect(v.fechaUltimaMod.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(v.precioCompra).toBeGreaterThanOrEqual(7_000);
      expect(v.precioCompra).toBeLessThanOrEqual(95_000);
      expect(v.precioCompra % 100).toBe(0);
      if (v.estadoDes === 'VENDIDO') expect(v.precioVenta).toBeGreaterThanOrEqual(v.precioCompra);
      else expect(v.precioVenta).toBeNull();
      if (v.ultimoPrecioCompra !== null) expect(v.ultimoPrecioCompra).toBeLessThan(v.precioCompra);
    }
  });

  it("ends every vehicle's history in its current status", async () => {
    const vehicles = await first.db.select().from(automovil);
    const history = await first.db
      .select()
      .from(vehicleStatusHistory)
      .orderBy(asc(vehicleStatusHistory.changedAt), asc(vehicleStatusHistory.id));
    for (const vehicle of vehicles) {
      const entries = history.filter((entry) => entry.idAuto === vehicle.idAuto);
      expect(entries[0]?.fromStatus).toBeNull();
      expect(entries[0]?.changedAt).toEqual(vehicle.fechaIng);
      expect(entries.at(-1)?.toStatus).toBe(vehicle.estadoDes);
      entries.slice(1).forEach((entry, i) => {
        expect(entry.fromStatus).toBe(entries[i]?.toStatus);
      });
    }
  });

  it('records sales in each of the last 18 months, at the sale price', async () => {
    const sales = await first.db.select().from(vehicleStatusHistory);
    const vehicles = new Map((await first.db.select().from(automovil)).map((v) => [v.idAuto, v]));
    const sold = sales.filter((entry) => entry.toStatus === 'VENDIDO');
    expect(sold).toHaveLength(summary.sales);
    expect(new Set(sold.map((entry) => limaMonthKey(entry.changedAt)))).toEqual(new Set(activityMonths));
    for (const entry of sold) expect(entry.price).toBe(vehicles.get(entry.idAuto)?.precioVenta);
  });

  it('has interested buyers in each of the last 18 months, about half attended', async () => {
    const leads = await first.db.select().from(interesado);
    expect(new Set(leads.map((lead) => limaMonthKey(lead.fechaReg)))).toEqual(new Set(activityMonths));
    const attended = leads.filter((lead) => lead.estado);
    expect(attended.length / leads.length).toBeGreaterThan(0.3);
    expect(attended.length / leads.length).toBeLessThan(0.7);
    expect(attended.every((lead) => lead.idUsuarioAtencion !== null && lead.fechaAtencion !== null)).toBe(
      true,
    );
  });

  it('proves the consent of every lead, offer and complaint, and has withdrawals handled and pending', async () => {
    const records = await first.db.select().from(consentimiento);
    const count = (formulario: string) => records.filter((r) => r.formulario === formulario).length;
    expect(count('INTERES')).toBe(await first.db.$count(interesado));
    expect(count('VENTA_AUTO')).toBe(await first.db.$count(sellOffer));
    expect(count('RECLAMO')).toBe(await first.db.$count(complaint));
    const withdrawals = await first.db.select().from(solicitudBajaMarketing);
    expect(withdrawals.map((w) => w.estado).sort()).toEqual([
      'ATENDIDA',
      'ATENDIDA',
      'PENDIENTE',
      'PENDIENTE',
    ]);
    expect(count('BAJA_MARKETING')).toBe(withdrawals.length);
    const leads = await first.db.select().from(interesado);
    for (const withdrawal of withdrawals) {
      const own = leads.filter((lead) => lead.correo.toLowerCase() === withdrawal.correo);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((lead) => !lead.consentimientoMarketing)).toBe(true);
      expect(withdrawal.creadoEn.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('fills the complaints book in its three states; each counter continues after its sheets', async () => {
    const sheets = await first.db.select().from(complaint);
    expect(new Set(sheets.map((sheet) => sheet.estado))).toEqual(
      new Set(['PENDIENTE', 'EN_ATENCION', 'RESPONDIDO']),
    );
    const counters = await first.db.select().from(complaintBookCounter);
    expect(counters).toHaveLength(new Set(sheets.map((sheet) => `${sheet.codigoLibro} ${sheet.anio}`)).size);
    for (const counter of counters) {
      const numbers = sheets
        .filter((sheet) => sheet.codigoLibro === counter.codigoLibro && sheet.anio === counter.anio)
        .map((sheet) => sheet.correlativo);
      expect(counter.ultimo).toBe(Math.max(...numbers));
    }
  });

  it('creates a user per role, inactive users, and the demo sign-ins', async () => {
    const users = await first.db.select().from(usuario).orderBy(asc(usuario.idUsuario));
    expect(new Set(users.map((user) => user.rol))).toEqual(new Set(ROLES));
    expect(users.some((user) => !user.estado)).toBe(true);
    expect(users.map((user) => user.correo)).toEqual(DEMO_USERS.map((user) => user.correo));
    expect(users.find((user) => user.correo === 'inactivo@motorplaza.pe')?.estado).toBe(false);
    expect(new Set(users.map((user) => user.dni)).size).toBe(users.length);
  });

  it('gives each sell-your-car offer its reference, plate, condition and a working-hours inspection slot', async () => {
    const offers = await first.db.select().from(schema.sellOffer).orderBy(asc(schema.sellOffer.id));
    expect(offers.length).toBe(summary.sellOffers);
    for (const offer of offers) {
      expect(offer.codigo).toBe(sellOfferCode(offer.id, limaYear(offer.createdAt)));
      expect(offer.placa).toMatch(PLACA_PATTERN);
      expect(offer.dni).toMatch(/^\d{8}$/);
      expect(offer.numeroDuenos).toBeGreaterThanOrEqual(1);
      expect(offer.tieneAccidentes === Boolean(offer.notaAccidentes)).toBe(true);
      expect(offer.tieneDeudas === Boolean(offer.notaDeudas)).toBe(true);
      const slot = offer.fechaInspeccion as Date;
      expect(slot.getTime()).toBeGreaterThan(offer.createdAt.getTime());
      const limaHour = (slot.getUTCHours() + 19) % 24;
      expect(limaHour).toBeGreaterThanOrEqual(9);
      expect(limaHour).toBeLessThanOrEqual(16);
    }
  });

  it('gives identical rows for the same seed and date', async () => {
    expect(await dump(second.db)).toEqual(await dump(first.db));
  });
});

describe('seedDemoData with photos', () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    database = await freshDatabase();
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-seed-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('stores 3 to 6 decodable photos per vehicle at every width, the first as the cover', async () => {
    const storage = createDiskStorage(mediaDir);
    const summary = await seedDemoData(database.db, storage, { now: NOW, photos: true });
    const vehicles = await database.db.select().from(automovil);
    const photos = await database.db.select().from(automovilFoto).orderBy(asc(automovilFoto.orden));
    expect(photos).toHaveLength(summary.photos);
    // About half the offers came with guided photos, stored privately at every width.
    const offerPhotos = await database.db.select().from(schema.sellOfferFoto);
    expect(offerPhotos.length).toBeGreaterThan(0);
    for (const photo of offerPhotos) {
      for (const width of PHOTO_WIDTHS) {
        expect(await storage.exists(offerPhotoKey(photo.idOferta, photo.imagen, width))).toBe(true);
      }
    }

    for (const vehicle of vehicles) {
      const own = photos.filter((photo) => photo.idAuto === vehicle.idAuto);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
      expect(own.map((photo) => photo.orden)).toEqual(own.map((_, i) => i));
      expect(vehicle.fotoPrincipal).toBe(own[0]?.imagen);
      // A vehicle with a technical review carries its certificate, a real PDF.
      expect(vehicle.fichatecnica !== null).toBe(vehicle.swRevision);
      if (vehicle.fichatecnica) {
        const pdf = await readFile(
          path.join(mediaDir, vehiclePhotoKey(vehicle.idAuto, vehicle.fichatecnica)),
        );
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdf.toString('latin1')).toContain(`Placa: ${vehicle.placa}`);
      }
    }

    // Every file's header, and a full decode of the covers (decoding all ~2,000 files would double the test).
    await Promise.all(
      photos.flatMap((photo) =>
        PHOTO_WIDTHS.map(async (width) => {
          const image = sharp(
            path.join(mediaDir, vehiclePhotoKey(photo.idAuto, photoVariantName(photo.imagen, width))),
          );
          const { format, width: actual, height } = await image.metadata();
          expect([format, actual, height]).toEqual(['webp', width, (width * 3) / 4]);
          if (photo.orden === 0) {
            const { info } = await image.raw().toBuffer({ resolveWithObject: true });
            expect([info.width, info.height]).toEqual([width, (width * 3) / 4]);
          }
        }),
      ),
    );
    expect(photos.every((photo) => photo.ancho === 1600 && photo.alto === 1200)).toBe(true);
    // Draws ~680 photos at three widths: about a minute alone on 2 cores, more on a busy machine.
  }, 300_000);
});
