import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import type { Role } from '@motorplaza/domain/access/roles';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { REPORT_PERIOD_MESSAGES } from '@motorplaza/domain/reports/report-period';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { automovil, interesado, vehicleStatusHistory } from '../../db/schema/index';

/** A Lima wall-clock time (UTC−5, no daylight saving) as an instant. */
const lima = (time: string) => new Date(`${time.replace(' ', 'T')}:00-05:00`);

/**
 * The pinned clock: Sunday 15 March 2026, noon in Lima. "This month" is March 2026, last month
 * February, the default period 2025-04-01 … 2026-03-15, the 90 days of days supply 2025-12-16 …
 * 2026-03-15.
 */
const NOW = lima('2026-03-15 12:00');

let t: TestApp;

type Status = 'DISPONIBLE' | 'VENDIDO' | 'SELL IN' | 'NO DISPONIBLE';

interface CarSpec {
  marca: string;
  modelo: string;
  estadoDes: Status;
  swPiso?: number;
  precioCompra: number;
  ultimoPrecioCompra?: number;
  precioVenta?: number;
  fechaIng: string;
  archived?: boolean;
  /** Status changes after the entry into DISPONIBLE at fechaIng, in id order: [Lima time, status, price]. */
  changes?: [string, Status, number][];
}

let placa = 0;
async function car(spec: CarSpec): Promise<number> {
  placa += 1;
  const [row] = await t.database.db
    .insert(automovil)
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
  await t.database.db.insert(vehicleStatusHistory).values(
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

let lead = 0;
async function interested(
  fechaReg: string,
  asesor: 'ASESOR1' | 'ASESOR2' | null,
  estado: boolean,
  resultado: 'VENDIDO' | 'PERDIDO' | null = null,
) {
  lead += 1;
  await t.database.db.insert(interesado).values({
    nombreCompleto: `Interesado ${lead}`,
    dni: String(45_000_000 + lead),
    correo: `interesado${lead}@example.pe`,
    celular: `98765${String(lead).padStart(4, '0')}`,
    automovil: 'Toyota Yaris 2020',
    consentimientoPrivacidad: true,
    fechaReg: lima(fechaReg),
    estado,
    idUsuarioAsignado: asesor ? t.users[asesor].idUsuario : null,
    resultado,
    fechaCierre: resultado ? lima(fechaReg) : null,
  });
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });

  // Sold, listed at 14,000 (ultimoPrecioCompra), sold for 16,000 at 23:30 on 28 February in Lima,
  // already 1 March in UTC: a February sale. Profit 16,000 − 14,000 = 2,000.
  ids.yaris = await car({
    marca: 'Toyota',
    modelo: 'Yaris',
    estadoDes: 'VENDIDO',
    precioCompra: 15_000,
    ultimoPrecioCompra: 14_000,
    precioVenta: 16_000,
    fechaIng: '2025-10-01 10:00',
    changes: [['2026-02-28 23:30', 'VENDIDO', 16_000]],
  });
  // Sold on 2 March for 21,500, listed at 20,000: profit 1,500.
  ids.corolla = await car({
    marca: 'Toyota',
    modelo: 'Corolla',
    estadoDes: 'VENDIDO',
    precioCompra: 20_000,
    precioVenta: 21_500,
    fechaIng: '2025-11-10 10:00',
    changes: [['2026-03-02 10:00', 'VENDIDO', 21_500]],
  });
  // A sale undone (VENDIDO → DISPONIBLE): no sale; available, outside the stores (swPiso 0),
  // 104 days in stock on 15 March (1 Dec → 31 Dec 30, + 31 + 28 + 15).
  ids.rio = await car({
    marca: 'Kia',
    modelo: 'Rio',
    estadoDes: 'DISPONIBLE',
    swPiso: 0,
    precioCompra: 12_000,
    precioVenta: 12_500,
    fechaIng: '2025-12-01 10:00',
    changes: [
      ['2026-01-10 10:00', 'VENDIDO', 12_500],
      ['2026-01-20 10:00', 'DISPONIBLE', 12_000],
    ],
  });
  // Sold in August 2025, the sale undone, sold again on 15 January 2026: one sale, in January, for
  // 26,000; listed at 24,000: profit 2,000.
  ids.tucson = await car({
    marca: 'Hyundai',
    modelo: 'Tucson',
    estadoDes: 'VENDIDO',
    precioCompra: 25_000,
    ultimoPrecioCompra: 24_000,
    precioVenta: 26_000,
    fechaIng: '2025-06-01 10:00',
    changes: [
      ['2025-08-05 10:00', 'VENDIDO', 26_000],
      ['2025-08-20 10:00', 'DISPONIBLE', 24_000],
      ['2026-01-15 10:00', 'VENDIDO', 26_000],
    ],
  });
  // Sold this month but archived: in no report.
  ids.sportage = await car({
    marca: 'Kia',
    modelo: 'Sportage',
    estadoDes: 'VENDIDO',
    precioCompra: 28_000,
    precioVenta: 30_000,
    fechaIng: '2025-09-01 10:00',
    archived: true,
    changes: [['2026-03-05 10:00', 'VENDIDO', 30_000]],
  });
  // SELL IN this month at its listed price 27,000: the month's sell-in.
  ids.rav4 = await car({
    marca: 'Toyota',
    modelo: 'RAV4',
    estadoDes: 'SELL IN',
    precioCompra: 28_000,
    ultimoPrecioCompra: 27_000,
    fechaIng: '2025-12-15 10:00',
    changes: [['2026-03-10 10:00', 'SELL IN', 27_000]],
  });
  // SELL IN last month: not this month's.
  ids.sentra = await car({
    marca: 'Nissan',
    modelo: 'Sentra',
    estadoDes: 'SELL IN',
    precioCompra: 18_000,
    fechaIng: '2025-11-01 10:00',
    changes: [['2026-02-10 10:00', 'SELL IN', 18_000]],
  });
  // SELL IN this month, undone the next day: no sell-in. Available in Surco (swPiso 2), 14 days.
  ids.kicks = await car({
    marca: 'Nissan',
    modelo: 'Kicks',
    estadoDes: 'DISPONIBLE',
    swPiso: 2,
    precioCompra: 17_000,
    fechaIng: '2026-03-01 09:00',
    changes: [
      ['2026-03-03 10:00', 'SELL IN', 17_000],
      ['2026-03-04 10:00', 'DISPONIBLE', 17_000],
    ],
  });
  // Two sale entries at the same instant (a double submit): the latest by id counts, once, for
  // 19,500; listed at 18,000: profit 1,500.
  ids.cx5 = await car({
    marca: 'Mazda',
    modelo: 'CX-5',
    estadoDes: 'VENDIDO',
    precioCompra: 18_000,
    precioVenta: 19_500,
    fechaIng: '2025-12-20 10:00',
    changes: [
      ['2026-03-08 15:00', 'VENDIDO', 19_000],
      ['2026-03-08 15:00', 'VENDIDO', 19_500],
    ],
  });
  // Available in San Isidro, listed at 33,000, entered at 23:30 on 12 February in Lima (13 February
  // in UTC): 31 Lima days in stock, the 31–60 bucket (30 days, 0–30, if counted in UTC).
  ids.hilux = await car({
    marca: 'Toyota',
    modelo: 'Hilux',
    estadoDes: 'DISPONIBLE',
    precioCompra: 35_000,
    ultimoPrecioCompra: 33_000,
    fechaIng: '2026-02-12 23:30',
  });
  // Available, 11,000, exactly 90 days (15 Dec → 31 Dec 16, + 31 + 28 + 15): the 61–90 bucket.
  ids.accent = await car({
    marca: 'Hyundai',
    modelo: 'Accent',
    estadoDes: 'DISPONIBLE',
    precioCompra: 11_000,
    fechaIng: '2025-12-15 08:00',
  });
  // Available but archived, the oldest of all: in no report.
  ids.swift = await car({
    marca: 'Suzuki',
    modelo: 'Swift',
    estadoDes: 'DISPONIBLE',
    precioCompra: 9_000,
    fechaIng: '2024-01-01 10:00',
    archived: true,
  });
  // Not available: no stock.
  ids.yaris2 = await car({
    marca: 'Toyota',
    modelo: 'Yaris',
    estadoDes: 'NO DISPONIBLE',
    precioCompra: 13_000,
    fechaIng: '2024-06-01 10:00',
    changes: [['2024-07-01 10:00', 'NO DISPONIBLE', 13_000]],
  });
  // Available outside the stores, 9,500, 299 days (20 May 2025 → 15 March 2026).
  ids.picanto = await car({
    marca: 'Kia',
    modelo: 'Picanto',
    estadoDes: 'DISPONIBLE',
    swPiso: 0,
    precioCompra: 9_500,
    fechaIng: '2025-05-20 10:00',
  });
  // Sold at 23:30 on 15 December in Lima (16 December in UTC): a December sale, one day before the
  // 90 days of days supply. 14,000 listed at 12,500: profit 1,500.
  ids.versa = await car({
    marca: 'Nissan',
    modelo: 'Versa',
    estadoDes: 'VENDIDO',
    precioCompra: 13_000,
    ultimoPrecioCompra: 12_500,
    precioVenta: 14_000,
    fechaIng: '2025-10-01 10:00',
    changes: [['2025-12-15 23:30', 'VENDIDO', 14_000]],
  });
  // Sold in February 2025, before the default period: 10,000, listed at 9,000, profit 1,000.
  ids.sail = await car({
    marca: 'Chevrolet',
    modelo: 'Sail',
    estadoDes: 'VENDIDO',
    precioCompra: 9_000,
    precioVenta: 10_000,
    fechaIng: '2025-01-05 10:00',
    changes: [['2025-02-10 10:00', 'VENDIDO', 10_000]],
  });

  // Leads: [Lima time of registration, asesor, attended, outcome].
  await interested('2025-03-15 10:00', 'ASESOR2', true); // before the default period
  await interested('2025-11-20 10:00', 'ASESOR1', true, 'VENDIDO');
  await interested('2025-12-05 10:00', 'ASESOR1', false);
  await interested('2025-12-31 22:00', 'ASESOR2', true); // 1 January 2026 in UTC: December's
  await interested('2026-01-01 00:30', null, false);
  await interested('2026-01-20 10:00', 'ASESOR2', true, 'VENDIDO');
  await interested('2026-02-10 10:00', 'ASESOR1', true, 'PERDIDO');
  await interested('2026-03-01 08:00', 'ASESOR2', false);
  await interested('2026-03-10 10:00', null, false);
  await interested('2026-03-14 23:00', 'ASESOR1', true); // 15 March in UTC; March either way
}, 60_000);

afterAll(async () => {
  await t.close();
});

const get = (url: string, role: Role | null = 'EJECUTIVO') =>
  t.injectAs(role, { method: 'GET', url: `/api/v1/reportes${url}` });

async function data(url: string, role: Role = 'EJECUTIVO') {
  const response = await get(url, role);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.data;
}

describe('GET /api/v1/reportes/dashboard', () => {
  it('counts this Lima month, last month, the available stock and its value', async () => {
    expect(await data('/dashboard')).toEqual({
      kpisPrincipales: {
        // Rio, Kicks, Hilux, Accent, Picanto (archived Swift and NO DISPONIBLE Yaris out).
        cantidadVehiculosDisponibles: 5,
        // Yaris, sold at 23:30 on 28 February in Lima.
        ventasMesPasado: 1,
        // Corolla and CX-5 (the archived Sportage out, CX-5 once).
        ventasMesActual: 2,
        // 21,500 + 19,500.
        montoVentasMesActual: 41_000,
        // 1, 10 and 14 March.
        clientesInteresadosMesActual: 3,
        // Kicks (Surco), Hilux and Accent (San Isidro).
        autosDisponiblesEnPiso: 3,
        // Rio and Picanto (Previa Cita).
        autosDisponiblesExternos: 2,
        // RAV4 (Sentra went SELL IN in February; Kicks came back).
        ingresosSellinMesActual: 27_000,
        cantidadSellinMesActual: 1,
        // 12,000 + 17,000 + 33,000 + 11,000 + 9,500.
        valorTotalInventarioDisponible: 82_500,
      },
    });
  });
});

describe('GET /api/v1/reportes/ventas', () => {
  it('answers the months of the last 12 with sales, in order, by default', async () => {
    expect(await data('/ventas')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      reporteVentas: [
        // Versa, 23:30 on 15 December in Lima.
        {
          anioVenta: 2025,
          mesVenta: 12,
          totalPrecioCompra: 14_000,
          cantidadVendidos: 1,
          utilidadBruta: 1_500,
        },
        // Tucson's second sale (the first, August 2025, was undone).
        {
          anioVenta: 2026,
          mesVenta: 1,
          totalPrecioCompra: 26_000,
          cantidadVendidos: 1,
          utilidadBruta: 2_000,
        },
        // Yaris, 23:30 on 28 February in Lima.
        {
          anioVenta: 2026,
          mesVenta: 2,
          totalPrecioCompra: 16_000,
          cantidadVendidos: 1,
          utilidadBruta: 2_000,
        },
        // Corolla 21,500 (profit 1,500) and CX-5 19,500 (profit 1,500).
        {
          anioVenta: 2026,
          mesVenta: 3,
          totalPrecioCompra: 41_000,
          cantidadVendidos: 2,
          utilidadBruta: 3_000,
        },
      ],
    });
  });

  it('takes a period of Lima days: the 23:30 sale of 28 February is February, not March', async () => {
    const february = await data('/ventas?desde=2026-02-01&hasta=2026-02-28');
    expect(february.reporteVentas).toEqual([
      { anioVenta: 2026, mesVenta: 2, totalPrecioCompra: 16_000, cantidadVendidos: 1, utilidadBruta: 2_000 },
    ]);
    const march = await data('/ventas?desde=2026-03-01&hasta=2026-03-31');
    expect(march).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
      reporteVentas: [
        {
          anioVenta: 2026,
          mesVenta: 3,
          totalPrecioCompra: 41_000,
          cantidadVendidos: 2,
          utilidadBruta: 3_000,
        },
      ],
    });
    // 2025: Sail in February and Versa in December; Tucson's August sale no longer counts.
    expect((await data('/ventas?desde=2025-01-01&hasta=2025-12-31')).reporteVentas).toEqual([
      { anioVenta: 2025, mesVenta: 2, totalPrecioCompra: 10_000, cantidadVendidos: 1, utilidadBruta: 1_000 },
      { anioVenta: 2025, mesVenta: 12, totalPrecioCompra: 14_000, cantidadVendidos: 1, utilidadBruta: 1_500 },
    ]);
    // One day: only the CX-5's sale of 8 March.
    expect((await data('/ventas?desde=2026-03-08&hasta=2026-03-08')).reporteVentas).toEqual([
      { anioVenta: 2026, mesVenta: 3, totalPrecioCompra: 19_500, cantidadVendidos: 1, utilidadBruta: 1_500 },
    ]);
    expect((await data('/ventas?desde=2024-01-01&hasta=2024-12-31')).reporteVentas).toEqual([]);
  });
});

describe('GET /api/v1/reportes/estados', () => {
  it('is the inventory status count: the four statuses, archived vehicles out', async () => {
    const report = await data('/estados');
    expect(report).toEqual({
      totalAutos: 14,
      reporteAutosPorEstado: [
        // Rio, Kicks, Hilux, Accent, Picanto.
        { estadoDes: 'DISPONIBLE', cantidad: 5 },
        // Yaris, Corolla, Tucson, CX-5, Versa, Sail.
        { estadoDes: 'VENDIDO', cantidad: 6 },
        // RAV4, Sentra.
        { estadoDes: 'SELL IN', cantidad: 2 },
        // The other Yaris.
        { estadoDes: 'NO DISPONIBLE', cantidad: 1 },
      ],
    });
    const inventory = await t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: '/api/v1/automoviles/reporte-estados',
    });
    expect(inventory.json().data).toEqual(report);
  });
});

describe('GET /api/v1/reportes/clientes', () => {
  it('counts leads per Lima month of registration, the last 12 months by default', async () => {
    expect(await data('/clientes')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      reporteClientes: [
        { anio: 2025, mes: 11, cantidadClientes: 1 },
        // 5 December and 22:00 on 31 December in Lima (already 2026 in UTC).
        { anio: 2025, mes: 12, cantidadClientes: 2 },
        { anio: 2026, mes: 1, cantidadClientes: 2 },
        { anio: 2026, mes: 2, cantidadClientes: 1 },
        { anio: 2026, mes: 3, cantidadClientes: 3 },
      ],
    });
  });

  it('takes a period across the year boundary', async () => {
    expect((await data('/clientes?desde=2025-12-01&hasta=2026-01-31')).reporteClientes).toEqual([
      { anio: 2025, mes: 12, cantidadClientes: 2 },
      { anio: 2026, mes: 1, cantidadClientes: 2 },
    ]);
    expect((await data('/clientes?desde=2025-01-01&hasta=2025-06-30')).reporteClientes).toEqual([
      { anio: 2025, mes: 3, cantidadClientes: 1 },
    ]);
  });
});

describe('GET /api/v1/reportes/top-marcas', () => {
  it('ranks brands by units, then amount, with profit and today’s available stock', async () => {
    expect(await data('/top-marcas')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      topMarcas: [
        // Yaris 16,000 + Corolla 21,500; profit 2,000 + 1,500; stock: Hilux (the other Yaris is
        // NO DISPONIBLE, the RAV4 SELL IN).
        {
          marca: 'Toyota',
          cantidadVendidos: 2,
          totalVentas: 37_500,
          utilidadBruta: 3_500,
          stockDisponible: 1,
        },
        // One unit each, by amount: Tucson 26,000, CX-5 19,500, Versa 14,000.
        {
          marca: 'Hyundai',
          cantidadVendidos: 1,
          totalVentas: 26_000,
          utilidadBruta: 2_000,
          stockDisponible: 1,
        },
        {
          marca: 'Mazda',
          cantidadVendidos: 1,
          totalVentas: 19_500,
          utilidadBruta: 1_500,
          stockDisponible: 0,
        },
        {
          marca: 'Nissan',
          cantidadVendidos: 1,
          totalVentas: 14_000,
          utilidadBruta: 1_500,
          stockDisponible: 1,
        },
      ],
    });
  });

  it('takes a period', async () => {
    expect((await data('/top-marcas?desde=2025-01-01&hasta=2025-12-31')).topMarcas).toEqual([
      // Versa 14,000 before Sail 10,000; Kia has stock (Rio, Picanto) but no sales.
      { marca: 'Nissan', cantidadVendidos: 1, totalVentas: 14_000, utilidadBruta: 1_500, stockDisponible: 1 },
      {
        marca: 'Chevrolet',
        cantidadVendidos: 1,
        totalVentas: 10_000,
        utilidadBruta: 1_000,
        stockDisponible: 0,
      },
    ]);
  });
});

describe('GET /api/v1/reportes/inventario', () => {
  it('buckets the available stock by whole Lima days since entry and lists the oldest', async () => {
    expect(await data('/inventario')).toEqual({
      stockDisponible: 5,
      // 16 December … 15 March: Tucson, Yaris, Corolla, CX-5 (Versa, 15 December in Lima, is out).
      ventasUltimos90Dias: 4,
      antiguedad: [
        { rango: '0-30', cantidad: 1, valor: 17_000 }, // Kicks, 14 days
        { rango: '31-60', cantidad: 1, valor: 33_000 }, // Hilux, 31 days
        { rango: '61-90', cantidad: 1, valor: 11_000 }, // Accent, 90 days
        { rango: '90+', cantidad: 2, valor: 21_500 }, // Picanto 299 days 9,500, Rio 104 days 12,000
      ],
      masAntiguos: [
        oldest('picanto', 'Kia', 'Picanto', '2025-05-20 10:00', 299, 9_500),
        oldest('rio', 'Kia', 'Rio', '2025-12-01 10:00', 104, 12_000),
        oldest('accent', 'Hyundai', 'Accent', '2025-12-15 08:00', 90, 11_000),
        oldest('hilux', 'Toyota', 'Hilux', '2026-02-12 23:30', 31, 33_000),
        oldest('kicks', 'Nissan', 'Kicks', '2026-03-01 09:00', 14, 17_000),
      ],
    });
  });
});

function oldest(key: string, marca: string, modelo: string, fechaIng: string, dias: number, precio: number) {
  const idAuto = ids[key] as number;
  return {
    idAuto,
    marca,
    modelo,
    anioFabricacion: 2020,
    placa: expect.stringMatching(/^REP-\d{3}$/),
    fechaIng: lima(fechaIng).toISOString(),
    dias,
    precio,
  };
}

describe('GET /api/v1/reportes/embudo', () => {
  const asesor1 = () => ({ idUsuario: t.users.ASESOR1.idUsuario, asesor: 'Usuario ASESOR1 De Prueba' });
  const asesor2 = () => ({ idUsuario: t.users.ASESOR2.idUsuario, asesor: 'Usuario ASESOR2 De Prueba' });
  const nobody = { idUsuario: null, asesor: 'Sin asignar' };

  it('follows the period’s leads per asesor: registered, attended, sold; most leads first', async () => {
    expect(await data('/embudo')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      embudo: [
        // 20 Nov (attended, sold), 5 Dec, 10 Feb (attended, lost), 14 Mar (attended).
        { ...asesor1(), leads: 4, atendidos: 3, vendidos: 1 },
        // 31 Dec (attended), 20 Jan (attended, sold), 1 Mar.
        { ...asesor2(), leads: 3, atendidos: 2, vendidos: 1 },
        // 1 Jan, 10 Mar.
        { ...nobody, leads: 2, atendidos: 0, vendidos: 0 },
      ],
    });
  });

  it('takes a period; ties by name, the unassigned last', async () => {
    expect((await data('/embudo?desde=2026-01-01&hasta=2026-03-31')).embudo).toEqual([
      { ...asesor1(), leads: 2, atendidos: 2, vendidos: 0 },
      { ...asesor2(), leads: 2, atendidos: 1, vendidos: 1 },
      { ...nobody, leads: 2, atendidos: 0, vendidos: 0 },
    ]);
    expect((await data('/embudo?desde=2024-01-01&hasta=2024-12-31')).embudo).toEqual([]);
  });

  it('counts a lead closed as sold as attended even if nobody marked it attended', async () => {
    await interested('2023-06-10 11:00', 'ASESOR2', false, 'VENDIDO');
    try {
      expect((await data('/embudo?desde=2023-06-01&hasta=2023-06-30')).embudo).toEqual([
        { ...asesor2(), leads: 1, atendidos: 1, vendidos: 1 },
      ]);
    } finally {
      await t.database.db.delete(interesado).where(eq(interesado.dni, String(45_000_000 + lead)));
    }
  });
});

const PERIOD_REPORTS = ['/ventas', '/clientes', '/top-marcas', '/embudo'];
const ALL_REPORTS = ['/dashboard', '/estados', '/inventario', ...PERIOD_REPORTS];

describe('the period of /ventas, /clientes, /top-marcas and /embudo', () => {
  const refused: [string, string, string][] = [
    ['reversed', '?desde=2026-03-01&hasta=2026-02-01', REPORT_PERIOD_MESSAGES.reversed],
    ['an impossible desde', '?desde=2026-02-30&hasta=2026-03-10', REPORT_PERIOD_MESSAGES.invalidDesde],
    ['an impossible hasta', '?desde=2026-02-01&hasta=2026-13-01', REPORT_PERIOD_MESSAGES.invalidHasta],
    ['not a date', '?desde=ayer&hasta=2026-03-10', REPORT_PERIOD_MESSAGES.invalidDesde],
    ['only desde', '?desde=2026-01-01', REPORT_PERIOD_MESSAGES.incomplete],
    ['only hasta', '?hasta=2026-01-01', REPORT_PERIOD_MESSAGES.incomplete],
    ['121 months', '?desde=2000-01-01&hasta=2010-01-01', REPORT_PERIOD_MESSAGES.tooLong],
  ];

  it.each(refused)('answers 400 with the Spanish message to %s', async (_name, query, message) => {
    for (const report of PERIOD_REPORTS) {
      const response = await get(`${report}${query}`);
      expect(response.statusCode, `${report}${query}`).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toBe(HTTP_MESSAGES.badRequest);
      expect(Object.values(body.errors)).toEqual([message]);
    }
  });

  it('accepts 120 months', async () => {
    for (const report of PERIOD_REPORTS) {
      expect((await get(`${report}?desde=2000-01-01&hasta=2009-12-31`)).statusCode).toBe(200);
    }
  });
});

describe('who may read the reports (decision 0017: ADMIN and EJECUTIVO with VER_REPORTES)', () => {
  it('answers ADMIN and EJECUTIVO, refuses asesores with 403 and visitors with 401', async () => {
    for (const report of ALL_REPORTS) {
      expect((await get(report, 'ADMIN')).statusCode, report).toBe(200);
      expect((await get(report, 'EJECUTIVO')).statusCode, report).toBe(200);
      for (const role of ['ASESOR1', 'ASESOR2'] as const) {
        const refused = await get(report, role);
        expect(refused.statusCode, `${report} ${role}`).toBe(403);
        expect(refused.json().message).toBe(HTTP_MESSAGES.forbidden);
      }
      const visitor = await get(report, null);
      expect(visitor.statusCode, report).toBe(401);
      expect(visitor.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    }
  });

  it('refuses an EJECUTIVO or ADMIN stripped of VER_REPORTES', async () => {
    for (const role of ['EJECUTIVO', 'ADMIN'] as const) {
      const permisos = DEFAULT_ROLE_PERMISSIONS[role].filter((p) => p !== 'VER_REPORTES');
      for (const report of ALL_REPORTS) {
        const response = await t.injectWith(role, permisos, {
          method: 'GET',
          url: `/api/v1/reportes${report}`,
        });
        expect(response.statusCode, `${report} ${role}`).toBe(403);
      }
    }
  });
});

// Runs last: it adds vehicles, which would change the figures above.
describe('the lists of ten', () => {
  it('keeps the ten best brands and the ten oldest available cars', async () => {
    // June 2024, one sale each at 10,000 but Subaru (two) and Renault (12,000).
    const brands = [
      'Audi',
      'BMW',
      'Chery',
      'Citroen',
      'Ford',
      'Honda',
      'Jeep',
      'MG',
      'Mitsubishi',
      'Peugeot',
    ];
    const sold = (marca: string, price: number) =>
      car({
        marca,
        modelo: 'X',
        estadoDes: 'VENDIDO',
        precioCompra: 9_000,
        precioVenta: price,
        fechaIng: '2024-05-01 10:00',
        changes: [['2024-06-10 10:00', 'VENDIDO', price]],
      });
    for (const marca of brands) await sold(marca, 10_000);
    await sold('Subaru', 10_000);
    await sold('Subaru', 10_000);
    await sold('Renault', 12_000);
    const top = (await data('/top-marcas?desde=2024-06-01&hasta=2024-06-30')).topMarcas;
    // Units, then amount, then name: Mitsubishi and Peugeot are 11th and 12th.
    expect(top.map((row: { marca: string }) => row.marca)).toEqual([
      'Subaru',
      'Renault',
      'Audi',
      'BMW',
      'Chery',
      'Citroen',
      'Ford',
      'Honda',
      'Jeep',
      'MG',
    ]);
    expect(top[0]).toEqual({
      marca: 'Subaru',
      cantidadVendidos: 2,
      totalVentas: 20_000,
      utilidadBruta: 2_000,
      stockDisponible: 0,
    });

    // Seven more available cars, all older than the five of the fixture.
    for (let day = 1; day <= 7; day++) {
      await car({
        marca: 'Kia',
        modelo: 'Soluto',
        estadoDes: 'DISPONIBLE',
        precioCompra: 8_000,
        fechaIng: `2023-01-0${day} 10:00`,
      });
    }
    const inventory = await data('/inventario');
    expect(inventory.stockDisponible).toBe(12);
    expect(inventory.antiguedad.at(-1)).toEqual({ rango: '90+', cantidad: 9, valor: 77_500 });
    expect(inventory.masAntiguos.map((row: { modelo: string }) => row.modelo)).toEqual([
      ...Array(7).fill('Soluto'),
      'Picanto',
      'Rio',
      'Accent',
    ]);
  });
});
