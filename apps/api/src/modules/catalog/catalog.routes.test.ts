import { gunzipSync } from 'node:zlib';
import { catalogColumnsSchema, fromCatalogColumns } from '@motorplaza/domain/catalog/catalog-columns';
import { initialCatalogState } from '@motorplaza/domain/catalog/catalog-state';
import { catalogVehicleSchema, publicVehicleSchema } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { PAGE_SIZE } from '@motorplaza/domain/shared/page-window';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { automovil, cliente } from '../../db/schema/index';
import { listCatalogVehicles } from './catalog.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

/** Every value the public side must never show: plates, owners' data, notes, purchase-side fields. */
async function privateValues(): Promise<string[]> {
  const cars = await t.database.db.select().from(automovil);
  const owners = await t.database.db.select().from(cliente);
  return [
    ...cars.flatMap((car) => [car.placa, car.observacion, car.observacion2, car.fuente, car.tipoOperacion]),
    ...owners.flatMap((owner) => [owner.dni, owner.correo, owner.celular, owner.apellidos, owner.ruc]),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 5);
}

/** The private values found among the string values of a JSON document. */
function leaked(document: unknown, secrets: string[]): string[] {
  const values: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') values.push(node);
    else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(document);
  const shown = new Set(values);
  return secrets.filter((secret) => shown.has(secret));
}

describe('GET /api/v1/catalogo', () => {
  it('lists exactly the available, non-archived cars, with public fields only', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
    expect(response.statusCode).toBe(200);
    const { automoviles } = response.json<{ data: { automoviles: Record<string, unknown>[] } }>().data;
    const available = await t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.estadoDes, 'DISPONIBLE'));
    expect(automoviles.map((car) => car.idAuto).sort()).toEqual(available.map((car) => car.idAuto).sort());
    const allowed = Object.keys(catalogVehicleSchema.shape).sort();
    for (const car of automoviles) expect(Object.keys(car).sort()).toEqual(allowed);
    expect(leaked(response.json(), await privateValues())).toEqual([]);
    expect(response.body).not.toMatch(/placa|propietario|precioVenta|observacion|fuente|tipoOperacion/);
  });

  it('reads the list in chunks of any size as one list: newest first, ties by id, each car once', async () => {
    const ids = (await listCatalogVehicles(t.database.db)).slice(0, 5).map((car) => car.idAuto);
    const before = await t.database.db
      .select({ idAuto: automovil.idAuto, fechaIng: automovil.fechaIng })
      .from(automovil)
      .where(inArray(automovil.idAuto, ids));
    // Five cars entered at the same instant: the key (date, id) must still order and split them.
    await t.database.db
      .update(automovil)
      .set({ fechaIng: new Date('2026-01-15T10:00:00.123Z') })
      .where(inArray(automovil.idAuto, ids));
    try {
      const whole = await listCatalogVehicles(t.database.db, 100_000);
      expect(whole.length).toBeGreaterThan(20);
      for (const size of [1, 2, 3, 7, whole.length, whole.length - 1]) {
        expect(await listCatalogVehicles(t.database.db, size)).toEqual(whole);
      }
      const keys = whole.map((car) => `${car.fechaIng}|${String(car.idAuto).padStart(9, '0')}`);
      expect(keys).toEqual([...keys].sort().reverse());
      expect(new Set(whole.map((car) => car.idAuto)).size).toBe(whole.length);
    } finally {
      for (const car of before) {
        await t.database.db
          .update(automovil)
          .set({ fechaIng: car.fechaIng })
          .where(eq(automovil.idAuto, car.idAuto));
      }
    }
  });

  it('shows the cut price as the asking price and the previous one beside it', async () => {
    const [cut] = await t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), isNotNull(automovil.ultimoPrecioCompra)));
    if (!cut) throw new Error('the demo data has a price cut on an available car');
    const { automoviles } = (await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' })).json().data;
    const listed = automoviles.find((car: { idAuto: number }) => car.idAuto === cut.idAuto);
    expect(listed).toMatchObject({ precioCompra: cut.ultimoPrecioCompra, precioAnterior: cut.precioCompra });
  });

  it('answers 304 to a matching If-None-Match and serves gzip and brotli from prebuilt bytes', async () => {
    const first = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
    const etag = String(first.headers.etag);
    const again = await t.injectAs(null, {
      method: 'GET',
      url: '/api/v1/catalogo',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await t.injectAs(null, {
      method: 'GET',
      url: '/api/v1/catalogo',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const br = await t.injectAs(null, {
      method: 'GET',
      url: '/api/v1/catalogo',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('is rebuilt after an inventory change, with a new ETag', async () => {
    const before = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
    const [car] = await t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.estadoDes, 'DISPONIBLE'))
      .limit(1);
    if (!car) throw new Error('no available car');
    await t.database.db
      .update(automovil)
      .set({ estadoDes: 'VENDIDO' })
      .where(eq(automovil.idAuto, car.idAuto));
    const cached = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
    expect(cached.headers.etag).toBe(before.headers.etag);
    t.catalog.invalidate();
    const rebuilt = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
    expect(rebuilt.headers.etag).not.toBe(before.headers.etag);
    const ids = rebuilt.json().data.automoviles.map((v: { idAuto: number }) => v.idAuto);
    expect(ids).not.toContain(car.idAuto);
  });
});

describe('GET /api/v1/catalogo/columnas', () => {
  it('holds the same cars as the list, public fields only, with ETag, 304 and gzip', async () => {
    const list = (await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' })).json().data.automoviles;
    const response = await t.injectAs(null, {
      method: 'GET',
      url: '/api/v1/catalogo/columnas',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(fromCatalogColumns(catalogColumnsSchema.parse(document.data))).toEqual(list);
    expect(leaked(document, await privateValues())).toEqual([]);
    const again = await t.injectAs(null, {
      method: 'GET',
      url: '/api/v1/catalogo/columnas',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('catalogue page view (the server render of /compra-tu-auto)', () => {
  it('holds one page of results and the facets of the whole list', async () => {
    const list = (await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' })).json().data.automoviles;
    const page = await t.catalog.page({ ...initialCatalogState(), page: 2 });
    expect(page.view.total).toBe(list.length);
    expect(page.view.results.map((car) => car.idAuto)).toEqual(
      list.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((car: { idAuto: number }) => car.idAuto),
    );
    const brands = new Set(list.map((car: { marca: string }) => car.marca));
    expect(page.view.options.marca.map((option) => option.value).sort()).toEqual([...brands].sort());
    expect(page.view.options.marca.reduce((sum, option) => sum + option.count, 0)).toBe(list.length);
  });
});

describe('GET /api/v1/catalogo/:idAuto', () => {
  it('shows a sold car with its status and photos list, public fields only', async () => {
    const [sold] = await t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.estadoDes, 'VENDIDO'))
      .limit(1);
    if (!sold) throw new Error('no sold car');
    const response = await t.injectAs(null, { method: 'GET', url: `/api/v1/catalogo/${sold.idAuto}` });
    expect(response.statusCode).toBe(200);
    const { automovil: car } = response.json().data;
    expect(car).toMatchObject({ idAuto: sold.idAuto, estadoDes: 'VENDIDO' });
    expect(Object.keys(car).sort()).toEqual(Object.keys(publicVehicleSchema.shape).sort());
    expect(leaked(response.json(), await privateValues())).toEqual([]);
  });

  it('answers 404 for an unknown or archived car and 400 for a bad id', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo/999999' })).statusCode).toBe(404);
    const [car] = await t.database.db.select().from(automovil).limit(1);
    if (!car) throw new Error('no car');
    await t.database.db
      .update(automovil)
      .set({ archivadoEn: new Date() })
      .where(eq(automovil.idAuto, car.idAuto));
    expect(
      (await t.injectAs(null, { method: 'GET', url: `/api/v1/catalogo/${car.idAuto}` })).statusCode,
    ).toBe(404);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo/abc' })).statusCode).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists the built public pages and every available vehicle with its last change', async () => {
    t.catalog.invalidate();
    const response = await t.injectAs(null, { method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toContain('/inicio</loc>');
    expect(response.body).toContain('/compra-tu-auto</loc>');
    expect(response.body).toContain('/terminos-y-condiciones</loc>');
    expect(response.body).toContain('/politicas-de-privacidad</loc>');
    expect(response.body).not.toContain('/admin');
    // Sell your car and the complaints book are built (decisions 0027 and 0028): listed.
    for (const path of ['/vende-tu-auto', '/reclamos']) {
      expect(response.body).toContain(`${path}</loc>`);
    }
    const available = await t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.estadoDes, 'DISPONIBLE'));
    const entries = response.body.match(/\/info-auto\/\d+<\/loc><lastmod>/g) ?? [];
    expect(entries.length).toBe(available.filter((car) => car.archivadoEn === null).length);
  });

  it('keeps /admin out of robots.txt and points to the sitemap', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });
});
