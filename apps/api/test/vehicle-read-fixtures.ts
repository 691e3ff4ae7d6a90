import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { automovil } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './test-app';

export interface ListedVehicle {
  idAuto: number;
  marca: string;
  modelo: string;
  placa: string | null;
  estadoDes: string;
  fechaIng: string;
  precioCompra: number;
  ultimoPrecioCompra: number | null;
}

export interface VehiclePage {
  automoviles: ListedVehicle[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The vehicle read tests' app (the demo data) and helpers: one page of the inventory list, every page
 * of a filter, the ids of the available cars.
 */
export function vehicleReadTestApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(async () => {
    await t.close();
  });

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

  return {
    get t() {
      return t;
    },
    page,
    list,
    price,
    availableIds,
  };
}
