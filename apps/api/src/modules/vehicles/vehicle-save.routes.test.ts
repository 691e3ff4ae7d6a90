import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoPart, vehicleForm } from '../../../test/vehicle-fixtures';
import { vehicleSaveTestApp } from '../../../test/vehicle-save-fixtures';
import { automovil, automovilFoto, cliente, movimiento, vehicleStatusHistory } from '../../db/schema/index';

const fx = vehicleSaveTestApp();
const { create, update, threePhotos, slots, owner } = fx;

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
      const stored = await fx.t.storage.get(`autos/${vehicle.idAuto}/${name}`);
      expect(stored).toBeDefined();
    }
    const webp = await fx.t.storage.get(`autos/${vehicle.idAuto}/${p0}`);
    const chunks: Buffer[] = [];
    for await (const chunk of webp?.body ?? []) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).format).toBe('webp');

    const history = await fx.t.database.db
      .select()
      .from(vehicleStatusHistory)
      .where(eq(vehicleStatusHistory.idAuto, vehicle.idAuto));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'DISPONIBLE', price: 25_000, idUsuario: fx.t.users.ADMIN.idUsuario },
    ]);
    const [movement] = await fx.t.database.db
      .select()
      .from(movimiento)
      .orderBy(desc(movimiento.idLog))
      .limit(1);
    expect(movement?.accion).toBe('Registró el automóvil Toyota RAV4 (ABC-123)');
    const catalogue = (await fx.t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' })).json();
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
    const removedKeys = [...fx.storage.keys].filter((key) => key.includes(p0?.replace('.webp', '') ?? '?'));
    expect(removedKeys).toEqual([]);
    expect(await fx.t.storage.exists(`autos/${vehicle.idAuto}/${p0}`)).toBe(false);
    expect(await fx.t.storage.exists(`autos/${vehicle.idAuto}/${p2}`)).toBe(true);
    const rows = await fx.t.database.db
      .select()
      .from(automovilFoto)
      .where(eq(automovilFoto.idAuto, vehicle.idAuto));
    expect(rows.sort((a, b) => a.orden - b.orden).map((row) => row.imagen)).toEqual([p2, p1]);
    const changes = await fx.t.database.db
      .select()
      .from(vehicleStatusHistory)
      .where(eq(vehicleStatusHistory.idAuto, vehicle.idAuto));
    expect(changes.at(-1)).toMatchObject({
      fromStatus: 'DISPONIBLE',
      toStatus: 'SELL IN',
      price: 23_500,
      idUsuario: fx.t.users.EJECUTIVO.idUsuario,
    });
    const [last] = await fx.t.database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
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
    const before = await fx.t.database.db.select().from(cliente);
    const second = await create(
      'ADMIN',
      vehicleForm({ placa: 'CLI-002', propietario: owner('70000002', 'Rosa María') }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data.automovil.propietario.idCliente).toBe(
      first.json().data.automovil.propietario.idCliente,
    );
    const after = await fx.t.database.db.select().from(cliente);
    expect(after.length).toBe(before.length);
    expect(after.find((row) => row.dni === '70000002')?.nombres).toBe('Rosa María');
    const third = await create('ADMIN', vehicleForm({ placa: 'CLI-003', propietario: owner('70000003') }));
    expect(third.statusCode).toBe(201);
    expect((await fx.t.database.db.select().from(cliente)).length).toBe(before.length + 1);
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
    const [before] = await fx.t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.idAuto, vehicle.idAuto));
    const keys = new Set(fx.storage.keys);
    const stale = await update(
      'EJECUTIVO',
      vehicle.idAuto,
      vehicleForm({ placa: 'VER-001', versionRegistro: 1, color: 'Azul', fotos: slots('foto_0') }),
      [photoPart('foto_0', fx.photo)],
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(VEHICLE_MESSAGES.conflict);
    const [after] = await fx.t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.idAuto, vehicle.idAuto));
    expect(after).toEqual(before);
    expect(after?.color).toBe('Rojo');
    expect(fx.storage.keys).toEqual(keys);
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
    const link = await fx.t.injectAs('ASESOR2', {
      method: 'GET',
      url: '/api/v1/automoviles/placa/pdf001/revision',
    });
    expect(link.json()).toEqual({ success: true, urlPdf: vehicle.urlPdf });
    const notPdf = await create('ADMIN', vehicleForm({ placa: 'PDF-002' }), [
      { name: 'revision', filename: 'revision.pdf', data: fx.photo, type: 'application/pdf' },
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
    await fx.t.database.db
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
        await fx.t.database.db
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
