import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import { automovil, movimiento, vehicleStatusHistory } from '../../db/schema/index';

const t = fileTestApp();

let plate = 0;
async function insertVehicle(values: Partial<typeof automovil.$inferInsert> = {}) {
  plate += 1;
  const [row] = await t()
    .database.db.insert(automovil)
    .values({
      marca: 'Kia',
      modelo: 'Sportage',
      anioFabricacion: 2021,
      precioCompra: 21_000,
      placa: `EST-${String(plate).padStart(3, '0')}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

const patch = (role: 'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2', idAuto: number, estadoDes: string) =>
  t().injectAs(role, {
    method: 'PATCH',
    url: `/api/v1/automoviles/${idAuto}/estado`,
    payload: { estadoDes },
  });

async function lastAction() {
  const [row] = await t().database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
  return row?.accion;
}

describe('PATCH /api/v1/automoviles/:idAuto/estado', () => {
  it('marks a vehicle sold: history with price and user, sale price, movement', async () => {
    const vehicle = await insertVehicle({ ultimoPrecioCompra: 19_900 });
    const response = await patch('EJECUTIVO', vehicle.idAuto, 'VENDIDO');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(VEHICLE_MESSAGES.sold);
    expect(response.json().data.automovil).toMatchObject({ estadoDes: 'VENDIDO', precioVenta: 19_900 });
    const history = await t()
      .database.db.select()
      .from(vehicleStatusHistory)
      .where(eq(vehicleStatusHistory.idAuto, vehicle.idAuto));
    expect(history).toMatchObject([
      {
        fromStatus: 'DISPONIBLE',
        toStatus: 'VENDIDO',
        price: 19_900,
        idUsuario: t().users.EJECUTIVO.idUsuario,
      },
    ]);
    expect(await lastAction()).toBe('Marcó como vendido el automóvil Kia Sportage (EST-001)');
    const again = await patch('ADMIN', vehicle.idAuto, 'VENDIDO');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VEHICLE_MESSAGES.sameStatus);
  });

  // Decision 0024: a sale's history entry carries the sale price the reports add up; a car whose sale
  // was undone keeps its precioVenta, so selling it again records that price, not the listed one.
  it('records the sale price of a car sold again, and the listed price of other changes', async () => {
    const vehicle = await insertVehicle({ ultimoPrecioCompra: 19_900, precioVenta: 24_000 });
    expect((await patch('ADMIN', vehicle.idAuto, 'VENDIDO')).json().data.automovil.precioVenta).toBe(24_000);
    const other = await insertVehicle({ ultimoPrecioCompra: 19_900, precioVenta: 24_000 });
    expect((await patch('ADMIN', other.idAuto, 'NO DISPONIBLE')).statusCode).toBe(200);
    const prices = async (idAuto: number) =>
      (
        await t()
          .database.db.select({ toStatus: vehicleStatusHistory.toStatus, price: vehicleStatusHistory.price })
          .from(vehicleStatusHistory)
          .where(eq(vehicleStatusHistory.idAuto, idAuto))
      ).map((entry) => `${entry.toStatus} ${entry.price}`);
    expect(await prices(vehicle.idAuto)).toEqual(['VENDIDO 24000']);
    expect(await prices(other.idAuto)).toEqual(['NO DISPONIBLE 19900']);
  });

  it('marks a vehicle not available, for ADMIN; asesores get 403; bad input 400/404', async () => {
    const vehicle = await insertVehicle();
    for (const role of ['ASESOR1', 'ASESOR2'] as const) {
      expect((await patch(role, vehicle.idAuto, 'NO DISPONIBLE')).statusCode).toBe(403);
    }
    const response = await patch('ADMIN', vehicle.idAuto, 'NO DISPONIBLE');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(VEHICLE_MESSAGES.inactivated);
    expect(response.json().data.automovil.precioVenta).toBeNull();
    expect((await patch('ADMIN', vehicle.idAuto, 'SELL IN')).statusCode).toBe(400);
    expect((await patch('ADMIN', 999_999, 'VENDIDO')).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/automoviles/:idAuto and POST …/restaurar', () => {
  async function listed(idAuto: number) {
    const list = (await t().injectAs('ASESOR1', { method: 'GET', url: '/api/v1/automoviles' })).json();
    const report = (
      await t().injectAs('ASESOR1', { method: 'GET', url: '/api/v1/automoviles/reporte-estados' })
    ).json();
    const catalogue = (await t().injectAs(null, { method: 'GET', url: '/api/v1/catalogo' })).json();
    return {
      list: list.data.automoviles.some((car: { idAuto: number }) => car.idAuto === idAuto),
      catalogue: catalogue.data.automoviles.some((car: { idAuto: number }) => car.idAuto === idAuto),
      total: report.data.totalAutos as number,
      // The list's total is remembered between inventory changes: an archive must drop it.
      listTotal: list.data.total as number,
    };
  }

  it('archives: gone from list, report and public catalogue; an administrator restores it', async () => {
    const vehicle = await insertVehicle();
    const before = await listed(vehicle.idAuto);
    expect(before).toMatchObject({ list: true, catalogue: true });
    for (const role of ['ASESOR1', 'ASESOR2'] as const) {
      const refused = await t().injectAs(role, {
        method: 'DELETE',
        url: `/api/v1/automoviles/${vehicle.idAuto}`,
      });
      expect(refused.statusCode).toBe(403);
    }
    const archived = await t().injectAs('EJECUTIVO', {
      method: 'DELETE',
      url: `/api/v1/automoviles/${vehicle.idAuto}`,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().message).toBe(VEHICLE_MESSAGES.archived);
    expect(await lastAction()).toBe(`Eliminó el automóvil Kia Sportage (${vehicle.placa})`);
    expect(await listed(vehicle.idAuto)).toEqual({
      list: false,
      catalogue: false,
      total: before.total - 1,
      listTotal: before.listTotal - 1,
    });
    const [row] = await t().database.db.select().from(automovil).where(eq(automovil.idAuto, vehicle.idAuto));
    expect(row?.archivadoPor).toBe(t().users.EJECUTIVO.idUsuario);

    const detail = (role: 'ADMIN' | 'EJECUTIVO') =>
      t().injectAs(role, { method: 'GET', url: `/api/v1/automoviles/${vehicle.idAuto}` });
    expect((await detail('EJECUTIVO')).statusCode).toBe(404);
    expect((await detail('ADMIN')).statusCode).toBe(200);
    const archivedList = (role: 'ADMIN' | 'EJECUTIVO') =>
      t().injectAs(role, { method: 'GET', url: '/api/v1/automoviles/archivados' });
    expect((await archivedList('EJECUTIVO')).statusCode).toBe(403);
    const ids = (await archivedList('ADMIN'))
      .json()
      .data.automoviles.map((car: { idAuto: number }) => car.idAuto);
    expect(ids[0]).toBe(vehicle.idAuto);
    // Paged by the server, most recently archived first, with the total of every archived vehicle.
    const archivedRows = await t()
      .database.db.select()
      .from(automovil)
      .where(isNotNull(automovil.archivadoEn));
    const firstOfOne = await t().injectAs('ADMIN', {
      method: 'GET',
      url: '/api/v1/automoviles/archivados?page=1&pageSize=1',
    });
    expect(firstOfOne.json().data).toMatchObject({ total: archivedRows.length, page: 1, pageSize: 1 });
    expect(firstOfOne.json().data.automoviles.map((car: { idAuto: number }) => car.idAuto)).toEqual([
      vehicle.idAuto,
    ]);
    const tooBig = await t().injectAs('ADMIN', {
      method: 'GET',
      url: '/api/v1/automoviles/archivados?pageSize=51',
    });
    expect(tooBig.statusCode).toBe(400);

    const restore = (role: 'ADMIN' | 'EJECUTIVO') =>
      t().injectAs(role, { method: 'POST', url: `/api/v1/automoviles/${vehicle.idAuto}/restaurar` });
    expect((await restore('EJECUTIVO')).statusCode).toBe(403);
    const restored = await restore('ADMIN');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe(VEHICLE_MESSAGES.restored);
    expect(restored.json().data.automovil.archivadoEn).toBeNull();
    expect(await lastAction()).toBe(`Restauró el automóvil Kia Sportage (${vehicle.placa})`);
    expect(await listed(vehicle.idAuto)).toEqual(before);
    const twice = await restore('ADMIN');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(VEHICLE_MESSAGES.notArchived);
  });

  it('refuses to restore a vehicle whose plate another active vehicle now has', async () => {
    const vehicle = await insertVehicle({ placa: 'RES-001' });
    await t().injectAs('ADMIN', { method: 'DELETE', url: `/api/v1/automoviles/${vehicle.idAuto}` });
    await insertVehicle({ placa: 'RES-001' });
    const response = await t().injectAs('ADMIN', {
      method: 'POST',
      url: `/api/v1/automoviles/${vehicle.idAuto}/restaurar`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(VEHICLE_MESSAGES.placaTaken);
  });

  it('answers 404 to an unknown or already archived vehicle', async () => {
    expect(
      (await t().injectAs('ADMIN', { method: 'DELETE', url: '/api/v1/automoviles/999999' })).statusCode,
    ).toBe(404);
    const vehicle = await insertVehicle();
    await t().injectAs('ADMIN', { method: 'DELETE', url: `/api/v1/automoviles/${vehicle.idAuto}` });
    const again = await t().injectAs('ADMIN', {
      method: 'DELETE',
      url: `/api/v1/automoviles/${vehicle.idAuto}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
