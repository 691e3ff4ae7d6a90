import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import type { FilePart } from '../../../test/multipart';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  photoPart,
  pngClaiming,
  saveBody,
  trackingStorage,
  vehicleForm,
} from '../../../test/vehicle-fixtures';
import { automovil, automovilFoto, cliente, movimiento, vehicleStatusHistory } from '../../db/schema/index';
import { createDiskStorage } from '../../storage/disk-storage';

let t: TestApp;
let root: string;
let storage: ReturnType<typeof trackingStorage>;
let photo: Buffer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-vehicle-save-'));
  storage = trackingStorage(createDiskStorage(root));
  t = await createTestApp({ storage });
  photo = await noisyJpeg(400, 300);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

type Role = 'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2';

async function create(role: Role, form: VehicleSaveInput, files: FilePart[] = []) {
  const body = await saveBody(form, files);
  return t.injectAs(role, { method: 'POST', url: '/api/v1/automoviles', ...body });
}

async function update(role: Role, idAuto: number, form: VehicleSaveInput, files: FilePart[] = []) {
  const body = await saveBody(form, files);
  return t.injectAs(role, { method: 'PUT', url: `/api/v1/automoviles/${idAuto}`, ...body });
}

const threePhotos = () => [
  photoPart('foto_0', photo),
  photoPart('foto_1', photo),
  photoPart('foto_2', photo),
];
const slots = (...names: string[]) => names.map((archivo) => ({ archivo }));
const owner = (dni: string, nombres = 'Rosa') => ({
  nombres,
  apellidos: 'Quispe Huamán',
  dni,
  correo: 'rosa@correo.pe',
  celular: '987654321',
});

describe('POST and PUT /api/v1/automoviles', () => {
  it('creates a vehicle with owner and photos, then reorders, changes the cover and drops one', async () => {
    const created = await create(
      'ADMIN',
      vehicleForm({ propietario: owner('70000001'), fotos: slots('foto_0', 'foto_1', 'foto_2') }),
      threePhotos(),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(VEHICLE_MESSAGES.saved);
    const vehicle = created.json().data.automovil;
    expect(vehicle.fotos.map((f: { orden: number }) => f.orden)).toEqual([0, 1, 2]);
    const [p0, p1, p2] = vehicle.fotos.map((f: { imagen: string }) => f.imagen) as string[];
    expect(p0).toMatch(/^[a-z0-9-]+\.webp$/);
    expect(vehicle.fotoPrincipal).toBe(p0);
    expect(vehicle.fotos[0]).toMatchObject({ ancho: 400, alto: 300 });
    expect(vehicle.propietario).toMatchObject({ dni: '70000001', nombres: 'Rosa' });
    for (const name of [p0, `${p0?.replace('.webp', '')}-480.webp`, `${p0?.replace('.webp', '')}-960.webp`]) {
      const stored = await t.storage.get(`autos/${vehicle.idAuto}/${name}`);
      expect(stored).toBeDefined();
    }
    const webp = await t.storage.get(`autos/${vehicle.idAuto}/${p0}`);
    const chunks: Buffer[] = [];
    for await (const chunk of webp?.body ?? []) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).format).toBe('webp');

    const history = await t.database.db
      .select()
      .from(vehicleStatusHistory)
      .where(eq(vehicleStatusHistory.idAuto, vehicle.idAuto));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'DISPONIBLE', price: 25_000, idUsuario: t.users.ADMIN.idUsuario },
    ]);
    const [movement] = await t.database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
    expect(movement?.accion).toBe('Registró el automóvil Toyota RAV4 (ABC-123)');
    const catalogue = (await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' })).json();
    expect(catalogue.data.automoviles.map((car: { idAuto: number }) => car.idAuto)).toContain(vehicle.idAuto);

    const updated = await update(
      'EJECUTIVO',
      vehicle.idAuto,
      vehicleForm({
        versionRegistro: vehicle.versionRegistro,
        estadoDes: 'SELL IN',
        ultimoPrecioCompra: 23_500,
        propietario: owner('70000001'),
        fotos: [{ imagen: p2 as string }, { imagen: p1 as string }],
      }),
    );
    expect(updated.statusCode).toBe(200);
    const saved = updated.json().data.automovil;
    expect(saved.fotos.map((f: { imagen: string }) => f.imagen)).toEqual([p2, p1]);
    expect(saved.fotoPrincipal).toBe(p2);
    expect(saved.versionRegistro).toBe(vehicle.versionRegistro + 1);
    const removedKeys = [...storage.keys].filter((key) => key.includes(p0?.replace('.webp', '') ?? '?'));
    expect(removedKeys).toEqual([]);
    expect(await t.storage.exists(`autos/${vehicle.idAuto}/${p0}`)).toBe(false);
    expect(await t.storage.exists(`autos/${vehicle.idAuto}/${p2}`)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(automovilFoto)
      .where(eq(automovilFoto.idAuto, vehicle.idAuto));
    expect(rows.sort((a, b) => a.orden - b.orden).map((row) => row.imagen)).toEqual([p2, p1]);
    const changes = await t.database.db
      .select()
      .from(vehicleStatusHistory)
      .where(eq(vehicleStatusHistory.idAuto, vehicle.idAuto));
    expect(changes.at(-1)).toMatchObject({
      fromStatus: 'DISPONIBLE',
      toStatus: 'SELL IN',
      price: 23_500,
      idUsuario: t.users.EJECUTIVO.idUsuario,
    });
    const [last] = await t.database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
    expect(last).toMatchObject({
      accion: 'Actualizó el automóvil Toyota RAV4 (ABC-123)',
      codigo: 'vehicle.update',
      entidad: 'automovil',
      idEntidad: vehicle.idAuto,
      objetivo: 'Toyota RAV4 (ABC-123)',
    });
    expect(last?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estadoDes', antes: 'DISPONIBLE', despues: 'SELL IN' },
        { campo: 'fotoPrincipal', antes: p0, despues: p2 },
      ]),
    );
  });

  it('reuses the registered client of a known DNI and creates one for a new DNI', async () => {
    const first = await create('ADMIN', vehicleForm({ placa: 'CLI-001', propietario: owner('70000002') }));
    expect(first.statusCode).toBe(201);
    const before = await t.database.db.select().from(cliente);
    const second = await create(
      'ADMIN',
      vehicleForm({ placa: 'CLI-002', propietario: owner('70000002', 'Rosa María') }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data.automovil.propietario.idCliente).toBe(
      first.json().data.automovil.propietario.idCliente,
    );
    const after = await t.database.db.select().from(cliente);
    expect(after.length).toBe(before.length);
    expect(after.find((row) => row.dni === '70000002')?.nombres).toBe('Rosa María');
    const third = await create('ADMIN', vehicleForm({ placa: 'CLI-003', propietario: owner('70000003') }));
    expect(third.statusCode).toBe(201);
    expect((await t.database.db.select().from(cliente)).length).toBe(before.length + 1);
    const blank = await create('ADMIN', vehicleForm({ placa: 'CLI-004' }));
    expect(blank.json().data.automovil.propietario).toBeNull();
  });

  it('refuses a save based on an older version and changes nothing', async () => {
    const created = await create('ADMIN', vehicleForm({ placa: 'VER-001' }));
    const vehicle = created.json().data.automovil;
    const first = await update(
      'ADMIN',
      vehicle.idAuto,
      vehicleForm({ placa: 'VER-001', versionRegistro: 1, color: 'Rojo' }),
    );
    expect(first.statusCode).toBe(200);
    const [before] = await t.database.db.select().from(automovil).where(eq(automovil.idAuto, vehicle.idAuto));
    const keys = new Set(storage.keys);
    const stale = await update(
      'EJECUTIVO',
      vehicle.idAuto,
      vehicleForm({ placa: 'VER-001', versionRegistro: 1, color: 'Azul', fotos: slots('foto_0') }),
      [photoPart('foto_0', photo)],
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(VEHICLE_MESSAGES.conflict);
    const [after] = await t.database.db.select().from(automovil).where(eq(automovil.idAuto, vehicle.idAuto));
    expect(after).toEqual(before);
    expect(after?.color).toBe('Rojo');
    expect(storage.keys).toEqual(keys);
  });

  it('refuses a plate already used by another vehicle', async () => {
    expect((await create('ADMIN', vehicleForm({ placa: 'DUP-001' }))).statusCode).toBe(201);
    const again = await create('ADMIN', vehicleForm({ placa: 'dup001' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VEHICLE_MESSAGES.placaTaken);
  });

  it('stores a technical-review PDF and serves its link by plate', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% revisión técnica\n%%EOF\n');
    const created = await create('ADMIN', vehicleForm({ placa: 'PDF-001' }), [
      { name: 'revision', filename: 'revision.pdf', data: pdf, type: 'application/pdf' },
    ]);
    expect(created.statusCode).toBe(201);
    const vehicle = created.json().data.automovil;
    expect(vehicle.swRevision).toBe(true);
    expect(vehicle.urlPdf).toMatch(new RegExp(`^/media/autos/${vehicle.idAuto}/revision-[a-z0-9-]+\\.pdf$`));
    const link = await t.injectAs('ASESOR2', {
      method: 'GET',
      url: '/api/v1/automoviles/placa/pdf001/revision',
    });
    expect(link.json()).toEqual({ success: true, urlPdf: vehicle.urlPdf });
    const notPdf = await create('ADMIN', vehicleForm({ placa: 'PDF-002' }), [
      { name: 'revision', filename: 'revision.pdf', data: photo, type: 'application/pdf' },
    ]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe(PHOTO_MESSAGES.reviewNotPdf);
  });

  // Decision 0024: the form's status change into VENDIDO records the sale price when the car has one
  // (an undone sale keeps it), else the listed price, ultimoPrecioCompra ?? precioCompra.
  it('records the sale price when the form marks a car sold', async () => {
    const create2 = async (placa: string) =>
      (await create('ADMIN', vehicleForm({ placa }))).json().data.automovil;
    const resold = await create2('VTA-001');
    await t.database.db
      .update(automovil)
      .set({ precioVenta: 27_300 })
      .where(eq(automovil.idAuto, resold.idAuto));
    const fresh = await create2('VTA-002');
    const sell = (idAuto: number, placa: string) =>
      update(
        'ADMIN',
        idAuto,
        vehicleForm({ placa, versionRegistro: 1, estadoDes: 'VENDIDO', ultimoPrecioCompra: 24_800 }),
      );
    expect((await sell(resold.idAuto, 'VTA-001')).statusCode).toBe(200);
    expect((await sell(fresh.idAuto, 'VTA-002')).statusCode).toBe(200);
    const saleOf = async (idAuto: number) =>
      (
        await t.database.db
          .select({ price: vehicleStatusHistory.price })
          .from(vehicleStatusHistory)
          .where(and(eq(vehicleStatusHistory.idAuto, idAuto), eq(vehicleStatusHistory.toStatus, 'VENDIDO')))
      ).map((entry) => entry.price);
    expect(await saleOf(resold.idAuto)).toEqual([27_300]);
    expect(await saleOf(fresh.idAuto)).toEqual([24_800]);
  });

  it('lets EJECUTIVO create and refuses asesores', async () => {
    expect((await create('EJECUTIVO', vehicleForm({ placa: 'EJE-001' }))).statusCode).toBe(201);
    for (const role of ['ASESOR1', 'ASESOR2'] as const) {
      expect((await create(role, vehicleForm({ placa: 'ASE-001' }))).statusCode).toBe(403);
      expect((await update(role, 1, vehicleForm({ versionRegistro: 1 }))).statusCode).toBe(403);
    }
  });
});

describe('refused uploads store nothing and change nothing', () => {
  async function expectRefused(files: FilePart[], fotos: string[], status: number, message: string) {
    const keys = new Set(storage.keys);
    const vehicles = (await t.database.db.select().from(automovil)).length;
    const response = await create('ADMIN', vehicleForm({ placa: 'REF-001', fotos: slots(...fotos) }), files);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(storage.keys).toEqual(keys);
    expect((await t.database.db.select().from(automovil)).length).toBe(vehicles);
  }

  it('a text file named .jpg', async () => {
    const text = Buffer.from('no soy una imagen '.repeat(4000));
    await expectRefused(
      [photoPart('foto_0', text, 'auto.jpg')],
      ['foto_0'],
      400,
      PHOTO_MESSAGES.invalidFileType,
    );
  });

  it('an image under 50 KB', async () => {
    const small = await noisyJpeg(300, 200);
    expect(small.length).toBeLessThan(50_000);
    await expectRefused(
      [photoPart('foto_0', photo), photoPart('foto_1', small)],
      ['foto_0', 'foto_1'],
      400,
      PHOTO_MESSAGES.fileSizeExceeded,
    );
  });

  it('an image over 5 MB', async () => {
    const large = await noisyJpeg(3000, 2250, 90);
    expect(large.length).toBeGreaterThan(5_000_000);
    await expectRefused([photoPart('foto_0', large)], ['foto_0'], 413, PHOTO_MESSAGES.fileSizeExceeded);
  });

  it('26 photos', async () => {
    const names = Array.from({ length: 26 }, (_, index) => `foto_${index}`);
    await expectRefused(
      names.map((name) => photoPart(name, photo)),
      names,
      400,
      PHOTO_MESSAGES.maxFilesExceeded,
    );
  });

  it('a decompression bomb (a PNG header of 20000 × 20000 pixels)', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeGreaterThanOrEqual(50_000);
    await expectRefused(
      [photoPart('foto_0', bomb, 'auto.png')],
      ['foto_0'],
      413,
      PHOTO_MESSAGES.tooManyPixels,
    );
  });

  it('a PNG with a valid header (1000 × 1000) whose pixel data is not (libvips fails at encode time)', async () => {
    const corrupt = await pngClaiming(1000, 1000);
    expect(corrupt.length).toBeGreaterThanOrEqual(50_000);
    await expectRefused(
      [photoPart('foto_0', photo), photoPart('foto_1', corrupt, 'auto.png')],
      ['foto_0', 'foto_1'],
      400,
      PHOTO_MESSAGES.unreadable,
    );
  });

  it('a JPEG that cannot be decoded', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60_000, 7)]);
    await expectRefused([photoPart('foto_0', broken)], ['foto_0'], 400, PHOTO_MESSAGES.unreadable);
  });
});

describe('client mistakes answer 4xx', () => {
  it('a body that is not multipart, a missing or malformed form, a missing file, an invalid field', async () => {
    const json = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', payload: {} });
    expect(json.statusCode).toBe(400);
    const missing = await multipartBody({ otro: 'x' });
    expect(
      (await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...missing })).statusCode,
    ).toBe(400);
    const malformed = await multipartBody({ automovil: '{no es json' });
    expect(
      (await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...malformed })).statusCode,
    ).toBe(400);
    const noFile = await create('ADMIN', vehicleForm({ placa: 'ERR-001', fotos: slots('foto_3') }));
    expect(noFile.statusCode).toBe(400);
    const invalid = await create(
      'ADMIN',
      vehicleForm({ marca: ' ', propietario: { ...owner('123'), nombres: '' } }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      marca: 'Completa la marca',
      'propietario.dni': 'El DNI debe tener 8 dígitos',
      'propietario.nombres': 'Completa los nombres del propietario',
    });
    const unknown = await update('ADMIN', 999_999, vehicleForm({ versionRegistro: 1 }));
    expect(unknown.statusCode).toBe(404);
    const foreign = await create(
      'ADMIN',
      vehicleForm({ placa: 'ERR-002', fotos: [{ imagen: 'ajena.webp' }] }),
    );
    expect(foreign.statusCode).toBe(400);
  });
});
