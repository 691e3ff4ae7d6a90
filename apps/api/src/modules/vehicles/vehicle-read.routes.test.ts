import { VEHICLE_STATUSES } from '@motorplaza/domain/vehicles/status';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { automovil, cliente } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

interface ListedVehicle {
  idAuto: number;
  marca: string;
  modelo: string;
  placa: string | null;
  estadoDes: string;
  fechaIng: string;
}

async function list(query: string, role: 'ADMIN' | 'ASESOR2' = 'ASESOR2'): Promise<ListedVehicle[]> {
  const response = await t.injectAs(role, { method: 'GET', url: `/api/v1/automoviles${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { automoviles: ListedVehicle[] } }>().data.automoviles;
}

describe('GET /api/v1/automoviles', () => {
  it('lists the available vehicles by default, newest first', async () => {
    const vehicles = await list('');
    const rows = await t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), isNull(automovil.archivadoEn)));
    expect(vehicles.map((v) => v.idAuto).sort()).toEqual(rows.map((r) => r.idAuto).sort());
    const dates = vehicles.map((v) => v.fechaIng);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(vehicles[0]).not.toHaveProperty('propietario');
    expect(vehicles[0]).not.toHaveProperty('idPropietario');
  });

  it('lists each status on request', async () => {
    for (const estado of VEHICLE_STATUSES) {
      const vehicles = await list(`?estado=${encodeURIComponent(estado)}`);
      expect(vehicles.every((v) => v.estadoDes === estado)).toBe(true);
    }
  });

  it('searches brand, model and plate case-insensitively, and "marca modelo" words', async () => {
    const [sample] = await t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), isNotNull(automovil.placa)));
    if (!sample?.placa) throw new Error('the demo data has an available car with a plate');
    const byPlate = await list(`?q=${encodeURIComponent(sample.placa.toLowerCase())}`);
    expect(byPlate.map((v) => v.idAuto)).toEqual([sample.idAuto]);
    const words = `${sample.marca} ${sample.modelo}`.toUpperCase();
    const byWords = await list(`?q=${encodeURIComponent(`  ${words} `)}`);
    expect(byWords.map((v) => v.idAuto)).toContain(sample.idAuto);
    expect(byWords.every((v) => `${v.marca} ${v.modelo}`.toUpperCase().includes(words))).toBe(true);
    expect(await list('?q=%20%20')).toEqual(await list(''));
    expect(await list('?q=%25')).toEqual([]);
  });

  it('answers 400 to an unknown status', async () => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles?estado=NUEVO' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/automoviles/reporte-estados', () => {
  it('counts every status, zeros included, and the total', async () => {
    const response = await t.injectAs('ASESOR1', {
      method: 'GET',
      url: '/api/v1/automoviles/reporte-estados',
    });
    expect(response.statusCode).toBe(200);
    const { totalAutos, reporteAutosPorEstado } = response.json().data;
    expect(reporteAutosPorEstado.map((item: { estadoDes: string }) => item.estadoDes)).toEqual([
      ...VEHICLE_STATUSES,
    ]);
    const rows = await t.database.db.select().from(automovil).where(isNull(automovil.archivadoEn));
    expect(totalAutos).toBe(rows.length);
    for (const { estadoDes, cantidad } of reporteAutosPorEstado) {
      expect(cantidad).toBe(rows.filter((row) => row.estadoDes === estadoDes).length);
    }
  });
});

describe('GET /api/v1/automoviles/opciones', () => {
  it('gives the option lists, the brands in stock alphabetically and the years newest first', async () => {
    const response = await t.injectAs('ASESOR2', { method: 'GET', url: '/api/v1/automoviles/opciones' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.transmisiones).toEqual(['Mecánico', 'Automático', 'Automático/Secuencial']);
    expect(data.carrocerias).toContain('SUV');
    const brands = new Set((await t.database.db.select().from(automovil)).map((row) => row.marca));
    expect(data.marcas).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'es')));
    expect(data.anios[0]).toBe(new Date().getUTCFullYear() + 1);
    expect(data.anios.at(-1)).toBe(1950);
  });
});

describe('GET /api/v1/automoviles/:idAuto', () => {
  async function ownedVehicle() {
    const [row] = await t.database.db.select().from(automovil).where(isNotNull(automovil.idPropietario));
    if (!row) throw new Error('the demo data has a vehicle with an owner');
    return row;
  }

  it('shows the owner to ADMIN and EJECUTIVO', async () => {
    const row = await ownedVehicle();
    const [owner] = await t.database.db
      .select()
      .from(cliente)
      .where(eq(cliente.idCliente, row.idPropietario ?? 0));
    for (const role of ['ADMIN', 'EJECUTIVO'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url: `/api/v1/automoviles/${row.idAuto}` });
      expect(response.statusCode).toBe(200);
      const detail = response.json().data.automovil;
      expect(detail.idAuto).toBe(row.idAuto);
      expect(detail.propietario.dni).toBe(owner?.dni);
      expect(Array.isArray(detail.fotos)).toBe(true);
      expect(Array.isArray(detail.accesorios)).toBe(true);
    }
  });

  it('hides the owner from asesores, in the body too', async () => {
    const row = await ownedVehicle();
    const [owner] = await t.database.db
      .select()
      .from(cliente)
      .where(eq(cliente.idCliente, row.idPropietario ?? 0));
    for (const role of ['ASESOR1', 'ASESOR2'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url: `/api/v1/automoviles/${row.idAuto}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.automovil.propietario).toBeNull();
      expect(response.body).not.toContain(owner?.dni);
    }
  });

  it('answers 404 to an unknown vehicle and 400 to an id that is not a number', async () => {
    const missing = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VEHICLE_MESSAGES.notFound);
    const malformed = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/abc' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses visitors', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/automoviles' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/automoviles/placa/:placa/revision', () => {
  it('answers 404 when the vehicle has no review document', async () => {
    const [row] = await t.database.db.select().from(automovil).where(isNotNull(automovil.placa));
    const response = await t.injectAs('ASESOR1', {
      method: 'GET',
      url: `/api/v1/automoviles/placa/${row?.placa}/revision`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(VEHICLE_MESSAGES.revisionNotFound);
  });
});

describe('GET /api/v1/clientes/dni/:dni', () => {
  it('finds a registered client for managers', async () => {
    const [row] = await t.database.db.select().from(cliente);
    const response = await t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `/api/v1/clientes/dni/${row?.dni}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cliente.idCliente).toBe(row?.idCliente);
  });

  it('answers 404 to an unknown DNI, 400 to a malformed one and 403 to asesores', async () => {
    const unknown = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/00000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No hay un cliente registrado con ese DNI.');
    const malformed = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/12ab' });
    expect(malformed.statusCode).toBe(400);
    const asesor = await t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/clientes/dni/12345678' });
    expect(asesor.statusCode).toBe(403);
  });
});
