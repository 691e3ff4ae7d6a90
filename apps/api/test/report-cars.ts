import type { Role } from '@motorplaza/domain/access/roles';

export type ReportStatus = 'DISPONIBLE' | 'VENDIDO' | 'SELL IN' | 'NO DISPONIBLE';

export interface ReportCar {
  marca: string;
  modelo: string;
  estadoDes: ReportStatus;
  swPiso?: number;
  precioCompra: number;
  ultimoPrecioCompra?: number;
  precioVenta?: number;
  fechaIng: string;
  archived?: boolean;
  /** Status changes after the entry into DISPONIBLE at fechaIng, in id order: [Lima time, status, price]. */
  changes?: [string, ReportStatus, number][];
}

/**
 * The report tests' inventory, inserted in this order (their plates REP-001 … follow it). Read against
 * the pinned clock of report-fixtures.ts: Sunday 15 March 2026, noon in Lima.
 */
export const REPORT_CARS = {
  // Sold, listed at 14,000 (ultimoPrecioCompra), sold for 16,000 at 23:30 on 28 February in Lima,
  // already 1 March in UTC: a February sale. Profit 16,000 − 14,000 = 2,000.
  yaris: {
    marca: 'Toyota',
    modelo: 'Yaris',
    estadoDes: 'VENDIDO',
    precioCompra: 15_000,
    ultimoPrecioCompra: 14_000,
    precioVenta: 16_000,
    fechaIng: '2025-10-01 10:00',
    changes: [['2026-02-28 23:30', 'VENDIDO', 16_000]],
  },
  // Sold on 2 March for 21,500, listed at 20,000: profit 1,500.
  corolla: {
    marca: 'Toyota',
    modelo: 'Corolla',
    estadoDes: 'VENDIDO',
    precioCompra: 20_000,
    precioVenta: 21_500,
    fechaIng: '2025-11-10 10:00',
    changes: [['2026-03-02 10:00', 'VENDIDO', 21_500]],
  },
  // A sale undone (VENDIDO → DISPONIBLE): no sale; available, outside the stores (swPiso 0),
  // 104 days in stock on 15 March (1 Dec → 31 Dec 30, + 31 + 28 + 15).
  rio: {
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
  },
  // Sold in August 2025, the sale undone, sold again on 15 January 2026: one sale, in January, for
  // 26,000; listed at 24,000: profit 2,000.
  tucson: {
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
  },
  // Sold this month but archived: in no report.
  sportage: {
    marca: 'Kia',
    modelo: 'Sportage',
    estadoDes: 'VENDIDO',
    precioCompra: 28_000,
    precioVenta: 30_000,
    fechaIng: '2025-09-01 10:00',
    archived: true,
    changes: [['2026-03-05 10:00', 'VENDIDO', 30_000]],
  },
  // SELL IN this month at its listed price 27,000: the month's sell-in.
  rav4: {
    marca: 'Toyota',
    modelo: 'RAV4',
    estadoDes: 'SELL IN',
    precioCompra: 28_000,
    ultimoPrecioCompra: 27_000,
    fechaIng: '2025-12-15 10:00',
    changes: [['2026-03-10 10:00', 'SELL IN', 27_000]],
  },
  // SELL IN last month: not this month's.
  sentra: {
    marca: 'Nissan',
    modelo: 'Sentra',
    estadoDes: 'SELL IN',
    precioCompra: 18_000,
    fechaIng: '2025-11-01 10:00',
    changes: [['2026-02-10 10:00', 'SELL IN', 18_000]],
  },
  // SELL IN this month, undone the next day: no sell-in. Available in Surco (swPiso 2), 14 days.
  kicks: {
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
  },
  // Two sale entries at the same instant (a double submit): the latest by id counts, once, for
  // 19,500; listed at 18,000: profit 1,500.
  cx5: {
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
  },
  // Available in San Isidro, listed at 33,000, entered at 23:30 on 12 February in Lima (13 February
  // in UTC): 31 Lima days in stock, the 31–60 bucket (30 days, 0–30, if counted in UTC).
  hilux: {
    marca: 'Toyota',
    modelo: 'Hilux',
    estadoDes: 'DISPONIBLE',
    precioCompra: 35_000,
    ultimoPrecioCompra: 33_000,
    fechaIng: '2026-02-12 23:30',
  },
  // Available, 11,000, exactly 90 days (15 Dec → 31 Dec 16, + 31 + 28 + 15): the 61–90 bucket.
  accent: {
    marca: 'Hyundai',
    modelo: 'Accent',
    estadoDes: 'DISPONIBLE',
    precioCompra: 11_000,
    fechaIng: '2025-12-15 08:00',
  },
  // Available but archived, the oldest of all: in no report.
  swift: {
    marca: 'Suzuki',
    modelo: 'Swift',
    estadoDes: 'DISPONIBLE',
    precioCompra: 9_000,
    fechaIng: '2024-01-01 10:00',
    archived: true,
  },
  // Not available: no stock.
  yaris2: {
    marca: 'Toyota',
    modelo: 'Yaris',
    estadoDes: 'NO DISPONIBLE',
    precioCompra: 13_000,
    fechaIng: '2024-06-01 10:00',
    changes: [['2024-07-01 10:00', 'NO DISPONIBLE', 13_000]],
  },
  // Available outside the stores, 9,500, 299 days (20 May 2025 → 15 March 2026).
  picanto: {
    marca: 'Kia',
    modelo: 'Picanto',
    estadoDes: 'DISPONIBLE',
    swPiso: 0,
    precioCompra: 9_500,
    fechaIng: '2025-05-20 10:00',
  },
  // Sold at 23:30 on 15 December in Lima (16 December in UTC): a December sale, one day before the
  // 90 days of days supply. 14,000 listed at 12,500: profit 1,500.
  versa: {
    marca: 'Nissan',
    modelo: 'Versa',
    estadoDes: 'VENDIDO',
    precioCompra: 13_000,
    ultimoPrecioCompra: 12_500,
    precioVenta: 14_000,
    fechaIng: '2025-10-01 10:00',
    changes: [['2025-12-15 23:30', 'VENDIDO', 14_000]],
  },
  // Sold in February 2025, before the default period: 10,000, listed at 9,000, profit 1,000.
  sail: {
    marca: 'Chevrolet',
    modelo: 'Sail',
    estadoDes: 'VENDIDO',
    precioCompra: 9_000,
    precioVenta: 10_000,
    fechaIng: '2025-01-05 10:00',
    changes: [['2025-02-10 10:00', 'VENDIDO', 10_000]],
  },
} satisfies Record<string, ReportCar>;

export type ReportCarKey = keyof typeof REPORT_CARS;

export type ReportLead = [
  fechaReg: string,
  asesor: Extract<Role, 'ASESOR1' | 'ASESOR2'> | null,
  estado: boolean,
  resultado?: 'VENDIDO' | 'PERDIDO',
];

/** The report tests' leads: [Lima time of registration, asesor, attended, outcome]. */
export const REPORT_LEADS: ReportLead[] = [
  ['2025-03-15 10:00', 'ASESOR2', true], // before the default period
  ['2025-11-20 10:00', 'ASESOR1', true, 'VENDIDO'],
  ['2025-12-05 10:00', 'ASESOR1', false],
  ['2025-12-31 22:00', 'ASESOR2', true], // 1 January 2026 in UTC: December's
  ['2026-01-01 00:30', null, false],
  ['2026-01-20 10:00', 'ASESOR2', true, 'VENDIDO'],
  ['2026-02-10 10:00', 'ASESOR1', true, 'PERDIDO'],
  ['2026-03-01 08:00', 'ASESOR2', false],
  ['2026-03-10 10:00', null, false],
  ['2026-03-14 23:00', 'ASESOR1', true], // 15 March in UTC; March either way
];
