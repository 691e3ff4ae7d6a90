import { PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { VEHICLE_LIST_MESSAGES } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_STATUSES } from '@motorplaza/domain/vehicles/status';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ListedVehicle, vehicleReadTestApp } from '../../../test/vehicle-read-fixtures';
import { automovil } from '../../db/schema/index';

const fx = vehicleReadTestApp();
const { page, list, price, availableIds } = fx;

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
      const [row] = await fx.t.database.db
        .select({ total: count() })
        .from(automovil)
        .where(and(eq(automovil.estadoDes, estado), isNull(automovil.archivadoEn)));
      expect(vehicles).toHaveLength(row?.total ?? -1);
      expect(vehicles.every((v) => v.estadoDes === estado)).toBe(true);
    }
  });

  it('searches brand, model and plate case-insensitively, and "marca modelo" words', async () => {
    const [sample] = await fx.t.database.db
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
    const response = await fx.t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/automoviles?${query}` });
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
    const [sample] = await fx.t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'VENDIDO'), isNull(automovil.archivadoEn)));
    if (!sample) throw new Error('the demo data has a sold car');
    for (const query of ['estado=VENDIDO', `estado=VENDIDO&q=${encodeURIComponent(sample.marca)}`, '']) {
      const response = await fx.t.injectAs('ADMIN', {
        method: 'GET',
        url: `/api/v1/automoviles/all?${query}`,
      });
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
    expect((await fx.t.injectAs('ASESOR2', { method: 'GET', url })).statusCode).toBe(403);
    const withoutExport = PERMISSION_NAMES.filter((name) => name !== 'EXPORTAR_DATOS');
    expect((await fx.t.injectWith('ADMIN', withoutExport, { method: 'GET', url })).statusCode).toBe(403);
    expect((await fx.t.injectAs('ADMIN', { method: 'GET', url: `${url}?sort=marca` })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/automoviles/reporte-estados', () => {
  it('counts every status, zeros included, and the total', async () => {
    const response = await fx.t.injectAs('ASESOR1', {
      method: 'GET',
      url: '/api/v1/automoviles/reporte-estados',
    });
    expect(response.statusCode).toBe(200);
    const { totalAutos, reporteAutosPorEstado } = response.json().data;
    expect(reporteAutosPorEstado.map((item: { estadoDes: string }) => item.estadoDes)).toEqual([
      ...VEHICLE_STATUSES,
    ]);
    const rows = await fx.t.database.db.select().from(automovil).where(isNull(automovil.archivadoEn));
    expect(totalAutos).toBe(rows.length);
    for (const { estadoDes, cantidad } of reporteAutosPorEstado) {
      expect(cantidad).toBe(rows.filter((row) => row.estadoDes === estadoDes).length);
    }
  });
});

describe('GET /api/v1/automoviles/opciones', () => {
  it('gives the option lists, the brands in stock alphabetically and the years newest first', async () => {
    const response = await fx.t.injectAs('ASESOR2', { method: 'GET', url: '/api/v1/automoviles/opciones' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.transmisiones).toEqual(['Mecánico', 'Automático', 'Automático/Secuencial']);
    expect(data.carrocerias).toContain('SUV');
    const brands = new Set((await fx.t.database.db.select().from(automovil)).map((row) => row.marca));
    expect(data.marcas).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'es')));
    expect(data.anios[0]).toBe(new Date().getUTCFullYear() + 1);
    expect(data.anios.at(-1)).toBe(1950);
  });
});
