import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fetchDocument } from '../../../test/openapi-document';
import { vehicleForm } from '../../../test/vehicle-fixtures';
import { vehicleSaveTestApp } from '../../../test/vehicle-save-fixtures';
import { automovil } from '../../db/schema/index';

const fx = vehicleSaveTestApp();

async function createCar(placa: string, overrides: Parameters<typeof vehicleForm>[0] = {}) {
  const created = await fx.create('ADMIN', vehicleForm({ placa, ...overrides }), []);
  expect(created.statusCode).toBe(201);
  return created.json().data.automovil as { idAuto: number; versionRegistro: number };
}

async function selection(query: string) {
  return fx.t.injectAs(null, { method: 'GET', url: `/api/v1/catalogo/seleccion?${query}` });
}

describe('GET /api/v1/catalogo/seleccion (Favoritos)', () => {
  it('gives each saved car its current price and state; sold cars stay, gone and never-public ones are null', async () => {
    const available = await createCar('SEL-101', { precioCompra: 21_000, ultimoPrecioCompra: 19_900 });
    const sold = await createCar('SEL-102');
    const selling = await fx.update(
      'ADMIN',
      sold.idAuto,
      vehicleForm({ placa: 'SEL-102', versionRegistro: sold.versionRegistro, estadoDes: 'VENDIDO' }),
      [],
    );
    expect(selling.statusCode).toBe(200);
    // Bought in and never listed: the public must not learn it exists.
    const neverPublic = await createCar('SEL-103', { modelo: 'Prototipo Secreto', estadoDes: 'SELL IN' });
    const archived = await createCar('SEL-104');
    await fx.t.database.db
      .update(automovil)
      .set({ archivadoEn: new Date() })
      .where(eq(automovil.idAuto, archived.idAuto));

    const ids = [available.idAuto, sold.idAuto, neverPublic.idAuto, archived.idAuto, 999_999];
    const response = await selection(`autos=${ids.join(',')}`);
    expect(response.statusCode).toBe(200);
    const items = response.json().data.automoviles as { idAuto: number; automovil: PublicVehicle | null }[];
    expect(items.map((item) => item.idAuto)).toEqual(ids);
    expect(items[0]?.automovil).toMatchObject({
      estadoDes: 'DISPONIBLE',
      precioCompra: 19_900,
      precioAnterior: 21_000,
    });
    expect(items[1]?.automovil).toMatchObject({ estadoDes: 'VENDIDO' });
    expect(items.slice(2).map((item) => item.automovil)).toEqual([null, null, null]);
    expect(response.body).not.toContain('Prototipo Secreto');
    expect(response.body).not.toMatch(/placa|SEL-10|propietario|precioVenta/);
  });

  it('refuses a list that is not ids, or too long, with a Spanish 400', async () => {
    for (const query of ['autos=abc', 'autos=', 'autos=1,-2', '']) {
      const response = await selection(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Los datos enviados no son válidos.');
      expect(response.body, query).toMatch(/Indica los autos/);
    }
    const many = Array.from({ length: 31 }, (_, index) => index + 1).join(',');
    const tooMany = await selection(`autos=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('Puedes consultar hasta 30 autos a la vez.');
  });

  it('is described in the OpenAPI document, public', async () => {
    const document = await fetchDocument(fx.t);
    const operation = document.paths['/api/v1/catalogo/seleccion']?.get;
    expect(operation?.security).toEqual([]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
  });
});

describe('price story of a vehicle page', () => {
  const rav4 = (placa: string, precioCompra: number) =>
    createCar(placa, {
      marca: 'Mazda',
      modelo: 'CX-5',
      anioFabricacion: 2020,
      kilometraje: 40_000,
      precioCompra,
    });

  it('tells the market position only with five comparables, and the history newest first after a staff change', async () => {
    const target = await rav4('MKT-100', 20_000);
    for (const [index, precio] of [19_000, 21_000, 22_000, 23_000].entries())
      await rav4(`MKT-10${index + 1}`, precio);
    // Another model never counts.
    await createCar('MKT-200', {
      marca: 'Mazda',
      modelo: 'CX-30',
      anioFabricacion: 2020,
      kilometraje: 40_000,
    });
    const vehicle = await fx.t.catalog.vehicle(target.idAuto);
    if (!vehicle) throw new Error('the car was created');
    expect((await fx.t.catalog.priceStory(vehicle)).mercado).toBeNull();

    await rav4('MKT-105', 24_000);
    const story = await fx.t.catalog.priceStory(vehicle);
    // Comparables 19, 21, 22, 23, 24 thousand (the car itself left out): median 22,000.
    expect(story.mercado).toEqual({ comparables: 5, mediana: 22_000, diferencia: -2_000, masCaros: 4 });

    const cut = await fx.update(
      'EJECUTIVO',
      target.idAuto,
      vehicleForm({
        placa: 'MKT-100',
        marca: 'Mazda',
        modelo: 'CX-5',
        anioFabricacion: 2020,
        kilometraje: 40_000,
        precioCompra: 20_000,
        ultimoPrecioCompra: 18_500,
        versionRegistro: target.versionRegistro,
      }),
      [],
    );
    expect(cut.statusCode).toBe(200);
    const after = await fx.t.catalog.vehicle(target.idAuto);
    if (!after) throw new Error('the car is still there');
    const history = (await fx.t.catalog.priceStory(after)).historial;
    expect(history.map((point) => point.precio)).toEqual([18_500, 20_000]);
    expect(Object.keys(history[0] ?? {}).sort()).toEqual(['fecha', 'precio']);
  });
});
