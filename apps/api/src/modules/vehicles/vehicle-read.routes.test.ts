import { PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { VEHICLE_LIST_MESSAGES } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_STATUSES } from '@motorplaza/domain/vehicles/status';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
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
  precioCompra: number;
  ultimoPrecioCompra: number | null;
}

interface VehiclePage {
  automoviles: ListedVehicle[];
  total: number;
  page: number;
  pageSize: number;
}

async function page(query: string, role: 'ADMIN' | 'ASESOR2' = 'ASESOR2'): Promise<VehiclePage> {
  const response = await t.injectAs(role, { method: 'GET', url: `/api/v1/automoviles${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: VehiclePage }>().data;
}

/** Every page of a filter, walked 50 at a time; checks that each page agrees on the total. */
async function list(query: string, role: 'ADMIN' | 'ASESOR2' = 'ASESOR2'): Promise<ListedVehicle[]> {
  const joiner = query ? '&' : '?';
  const first = await page(`${query}${joiner}pageSize=50`, role);
  const vehicles = [...first.automoviles];
  for (let next = 2; vehicles.length < first.total; next += 1) {
    const more = await page(`${query}${joiner}pageSize=50&page=${next}`, role);
    expect(more.total).toBe(first.total);
    expect(more.automoviles.length).toBeGreaterThan(0);
    vehicles.push(...more.automoviles);
  }
  expect(vehicles).toHaveLength(first.total);
  return vehicles;
}

const price = (v: ListedVehicle) => v.ultimoPrecioCompra ?? v.precioCompra;

async function availableIds(): Promise<number[]> {
  const rows = await t.database.db
    .select({ idAuto: automovil.idAuto })
    .from(automovil)
    .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), isNull(automovil.archivadoEn)));
  return rows.map((row) => row.idAuto).sort((a, b) => a - b);
}

describe('GET /api/v1/automoviles', () => {
  it('answers the first 12 available vehicles by default, newest first, with the total', async () => {
    const ids = await availableIds();
    expect(ids.length).toBeGreaterThan(12);
    const first = await page('');
    expect(first).toMatchObject({ total: ids.length, page: 1, pageSize: 12 });
    expect(first.automoviles).toHaveLength(12);
    expect(first.automoviles[0]).not.toHaveProperty('propietario');
    expect(first.automoviles[0]).not.toHaveProperty('idPropietario');

    const vehicles = await list('');
    expect(vehicles.map((v) => v.idAuto).sort((a, b) => a - b)).toEqual(ids);
    expect(vehicles.slice(0, 12)).toEqual(first.automoviles);
    const dates = vehicles.map((v) => v.fechaIng);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages without repeating or skipping, and answers an empty page past the end', async () => {
    const whole = await list('');
    const pages = Math.ceil(whole.length / 12);
    const walked: ListedVehicle[] = [];
    for (let number = 1; number <= pages; number += 1) {
      const current = await page(`?page=${number}`);
      expect(current.page).toBe(number);
      walked.push(...current.automoviles);
    }
    expect(walked).toEqual(whole);
    const past = await page(`?page=${pages + 1}`);
    expect(past).toMatchObject({ automoviles: [], total: whole.length, page: pages + 1 });
  });

  it('lists each status on request', async () => {
    for (const estado of VEHICLE_STATUSES) {
      const vehicles = await list(`?estado=${encodeURIComponent(estado)}`);
      const [row] = await t.database.db
        .select({ total: count() })
        .from(automovil)
        .where(and(eq(automovil.estadoDes, estado), isNull(automovil.archivadoEn)));
      expect(vehicles).toHaveLength(row?.total ?? -1);
      expect(vehicles.every((v) => v.estadoDes === estado)).toBe(true);
    }
  });

  it('searches brand, model and plate case-insensitively, and "marca modelo" words', async () => {
    const [sample] = await t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), isNotNull(automovil.placa)));
    if (!sample?.placa) throw new Error('the demo data has an available car with a plate');
    const byPlate = await page(`?q=${encodeURIComponent(sample.placa.toLowerCase())}`);
    expect(byPlate.total).toBe(1);
    expect(byPlate.automoviles.map((v) => v.idAuto)).toEqual([sample.idAuto]);
    const words = `${sample.marca} ${sample.modelo}`.toUpperCase();
    const byWords = await list(`?q=${encodeURIComponent(`  ${words} `)}`);
    expect(byWords.map((v) => v.idAuto)).toContain(sample.idAuto);
    expect(byWords.every((v) => `${v.marca} ${v.modelo}`.toUpperCase().includes(words))).toBe(true);
    const brand = await list(`?q=${encodeURIComponent(sample.marca.toLowerCase())}`);
    const everyOfBrand = (await list('')).filter((v) =>
      `${v.marca} ${v.modelo} ${v.placa ?? ''}`.toLowerCase().includes(sample.marca.toLowerCase()),
    );
    expect(brand).toEqual(everyOfBrand);
    expect(await list('?q=%20%20')).toEqual(await list(''));
    expect(await page('?q=%25')).toMatchObject({ automoviles: [], total: 0 });
  });

  it('sorts by the whitelisted orders, each stable on idAuto', async () => {
    const newest = await list('?sort=reciente');
    expect(newest).toEqual(await list(''));
    const oldest = await list('?sort=antiguo');
    expect(oldest.map((v) => v.idAuto)).toEqual(newest.map((v) => v.idAuto).reverse());
    const cheapest = await list('?sort=precioAsc');
    const byPrice = [...newest].sort((a, b) => price(a) - price(b) || a.idAuto - b.idAuto);
    expect(cheapest.map((v) => v.idAuto)).toEqual(byPrice.map((v) => v.idAuto));
    const dearest = await list('?sort=precioDesc');
    expect(dearest.map((v) => v.idAuto)).toEqual(byPrice.map((v) => v.idAuto).reverse());
  });

  it.each([
    ['estado=NUEVO', 'estado', null],
    ['pageSize=0', 'pageSize', VEHICLE_LIST_MESSAGES.pageSize],
    ['pageSize=51', 'pageSize', VEHICLE_LIST_MESSAGES.pageSize],
    ['pageSize=abc', 'pageSize', VEHICLE_LIST_MESSAGES.pageSize],
    ['page=0', 'page', VEHICLE_LIST_MESSAGES.page],
    ['page=1.5', 'page', VEHICLE_LIST_MESSAGES.page],
    ['page=100001', 'page', VEHICLE_LIST_MESSAGES.page],
    ['sort=placa', 'sort', VEHICLE_LIST_MESSAGES.sort],
    [`q=${'x'.repeat(101)}`, 'q', null],
  ])('answers 400 with a Spanish message to %s', async (query, field, message) => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/automoviles?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string; errors?: Record<string, string> }>();
    expect(body).toMatchObject({ success: false, message: HTTP_MESSAGES.badRequest });
    expect(body.errors?.[field]).toBeTruthy();
    if (message) expect(body.errors?.[field]).toBe(message);
    expect(response.body).not.toMatch(/Invalid|Too big|Too small|expected/);
  });
});

describe('GET /api/v1/automoviles/all (the export source)', () => {
  it('answers the whole filtered list in the order of the pages, export columns only', async () => {
    const [sample] = await t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'VENDIDO'), isNull(automovil.archivadoEn)));
    if (!sample) throw new Error('the demo data has a sold car');
    for (const query of ['estado=VENDIDO', `estado=VENDIDO&q=${encodeURIComponent(sample.marca)}`, '']) {
      const response = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/automoviles/all?${query}` });
      expect(response.statusCode).toBe(200);
      const all = response.json<{ data: { automoviles: Record<string, unknown>[] } }>().data.automoviles;
      const pages = await list(`?${query}`, 'ADMIN');
      expect(all.map((v) => v.idAuto)).toEqual(pages.map((v) => v.idAuto));
      expect(Object.keys(all[0] ?? {}).sort()).toEqual(
        [
          'idAuto',
          'marca',
          'modelo',
          'anioFabricacion',
          'color',
          'precioVenta',
          'ultimoPrecioCompra',
          'precioCompra',
          'estadoDes',
          'combustible',
          'transmision',
          'kilometraje',
          'placa',
          'cilindrada',
        ].sort(),
      );
    }
  });

  it('needs EXPORTAR_DATOS and refuses a bad order with a 400', async () => {
    const url = '/api/v1/automoviles/all';
    expect((await t.injectAs('ASESOR2', { method: 'GET', url })).statusCode).toBe(403);
    const withoutExport = PERMISSION_NAMES.filter((name) => name !== 'EXPORTAR_DATOS');
    expect((await t.injectWith('ADMIN', withoutExport, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('ADMIN', { method: 'GET', url: `${url}?sort=marca` })).statusCode).toBe(400);
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

  it('answers 404 to an unknown vehicle and to an id that is not a number (no such path)', async () => {
    const missing = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VEHICLE_MESSAGES.notFound);
    const malformed = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/abc' });
    expect(malformed.statusCode).toBe(404);
    const tooBig = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/99999999999' });
    expect(tooBig.statusCode).toBe(400);
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

  it('answers null to an unknown DNI (a normal answer, issue 22), 400 to a malformed one and 403 to asesores', async () => {
    const unknown = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/00000001' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, data: { cliente: null } });
    const malformed = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/12ab' });
    expect(malformed.statusCode).toBe(400);
    const asesor = await t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/clientes/dni/12345678' });
    expect(asesor.statusCode).toBe(403);
  });
});
