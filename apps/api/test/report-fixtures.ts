import type { Role } from '@motorplaza/domain/access/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { automovil, interesado, vehicleStatusHistory } from '../src/db/schema/index';
import { fileTestApp } from './file-test-app';
import { REPORT_CARS, REPORT_LEADS, type ReportCar, type ReportCarKey, type ReportLead } from './report-cars';
import type { TestApp } from './test-app';

/** A Lima wall-clock time (UTC−5, no daylight saving) as an instant. */
export const lima = (time: string) => new Date(`${time.replace(' ', 'T')}:00-05:00`);

/**
 * The pinned clock: Sunday 15 March 2026, noon in Lima. "This month" is March 2026, last month
 * February, the default period 2025-04-01 … 2026-03-15, the 90 days of days supply 2025-12-16 …
 * 2026-03-15.
 */
export const REPORT_NOW = lima('2026-03-15 12:00');

/**
 * The test file's app on the pinned clock with the report tests' cars and leads (report-cars.ts);
 * read its members inside the tests. Each file gets a database of its own, so a file that adds rows
 * changes no other file's figures.
 */
export function reportTestApp() {
  const t = fileTestApp({ now: () => REPORT_NOW });
  let placa = 0;
  let lead = 0;
  const ids = {} as Record<ReportCarKey, number>;

  /** Inserts a car and its status history; its plate is the next REP-nnn. */
  async function car(spec: ReportCar): Promise<number> {
    placa += 1;
    const [row] = await t()
      .database.db.insert(automovil)
      .values({
        marca: spec.marca,
        modelo: spec.modelo,
        anioFabricacion: 2020,
        placa: `REP-${String(placa).padStart(3, '0')}`,
        estadoDes: spec.estadoDes,
        swPiso: spec.swPiso ?? 1,
        precioCompra: spec.precioCompra,
        ultimoPrecioCompra: spec.ultimoPrecioCompra ?? null,
        precioVenta: spec.precioVenta ?? null,
        fechaIng: lima(spec.fechaIng),
        archivadoEn: spec.archived ? lima('2026-03-12 09:00') : null,
      })
      .returning({ idAuto: automovil.idAuto });
    if (!row) throw new Error('insert failed');
    const entries = [[spec.fechaIng, 'DISPONIBLE', spec.precioCompra] as const, ...(spec.changes ?? [])];
    await t()
      .database.db.insert(vehicleStatusHistory)
      .values(
        entries.map(([at, toStatus, price], index) => ({
          idAuto: row.idAuto,
          fromStatus: index === 0 ? null : (entries[index - 1]?.[1] ?? null),
          toStatus,
          price,
          changedAt: lima(at),
        })),
      );
    return row.idAuto;
  }

  /** Inserts a lead; answers its DNI. */
  async function interested(...[fechaReg, asesor, estado, outcome]: ReportLead): Promise<string> {
    lead += 1;
    const dni = String(45_000_000 + lead);
    await t()
      .database.db.insert(interesado)
      .values({
        nombreCompleto: `Interesado ${lead}`,
        dni,
        correo: `interesado${lead}@example.pe`,
        celular: `98765${String(lead).padStart(4, '0')}`,
        automovil: 'Toyota Yaris 2020',
        consentimientoPrivacidad: true,
        fechaReg: lima(fechaReg),
        estado,
        idUsuarioAsignado: asesor ? t().users[asesor].idUsuario : null,
        resultado: outcome ?? null,
        fechaCierre: outcome ? lima(fechaReg) : null,
      });
    return dni;
  }

  /** GET /api/v1/reportes{url} as that role (null = visitor). */
  const get = (url: string, role: Role | null = 'EJECUTIVO') =>
    t().injectAs(role, { method: 'GET', url: `/api/v1/reportes${url}` });

  beforeAll(async () => {
    for (const [key, spec] of Object.entries(REPORT_CARS) as [ReportCarKey, ReportCar][]) {
      ids[key] = await car(spec);
    }
    for (const spec of REPORT_LEADS) await interested(...spec);
  });

  return {
    get t(): TestApp {
      return t();
    },
    /** The id of each car of REPORT_CARS. */
    ids,
    car,
    interested,
    get,
    /** The `data` of a 200 answer of GET /api/v1/reportes{url}. */
    async data(url: string, role: Role = 'EJECUTIVO') {
      const response = await get(url, role);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      return body.data;
    },
  };
}

/** Deletes a lead `interested` inserted, so that later tests of the file see the fixture alone. */
export async function deleteLead(t: TestApp, dni: string): Promise<void> {
  await t.database.db.delete(interesado).where(eq(interesado.dni, dni));
}
