import { describe, expect, it } from 'vitest';
import type { FunnelRow, SalesRow } from './report.schema';
import {
  clientsMonths,
  formatAxisAmount,
  formatPercent,
  funnelLines,
  funnelRates,
  funnelTotal,
  lastClientsPeriod,
  salesMonths,
  salesTotals,
} from './report-series';

const sale = (
  anioVenta: number,
  mesVenta: number,
  cantidadVendidos: number,
  total: number,
  utilidad: number,
): SalesRow => ({
  anioVenta,
  mesVenta,
  cantidadVendidos,
  totalPrecioCompra: total,
  utilidadBruta: utilidad,
});

describe('salesMonths', () => {
  it('draws every month of the period, the months without sales at zero', () => {
    const months = salesMonths([sale(2026, 1, 3, 45_000, 6_000)], {
      desde: '2025-11-15',
      hasta: '2026-02-03',
    });
    expect(months.map((m) => m.periodo)).toEqual(['Nov 2025', 'Dic 2025', 'Ene 2026', 'Feb 2026']);
    expect(months[2]).toEqual({
      anio: 2026,
      mes: 1,
      periodo: 'Ene 2026',
      cantidadVendidos: 3,
      totalVentas: 45_000,
      utilidadBruta: 6_000,
      utilidadPorUnidad: 2_000,
    });
    expect(months[0]).toMatchObject({
      cantidadVendidos: 0,
      totalVentas: 0,
      utilidadBruta: 0,
      utilidadPorUnidad: null,
    });
  });

  it('keeps a loss negative and rounds the profit per unit to whole dollars', () => {
    const [month] = salesMonths([sale(2026, 3, 3, 30_000, -1_000)], {
      desde: '2026-03-01',
      hasta: '2026-03-31',
    });
    expect(month?.utilidadPorUnidad).toBe(-333);
  });

  it('drops rows outside the period', () => {
    const months = salesMonths([sale(2024, 12, 1, 10_000, 500)], {
      desde: '2025-01-01',
      hasta: '2025-02-28',
    });
    expect(months.every((m) => m.cantidadVendidos === 0)).toBe(true);
  });
});

describe('salesTotals', () => {
  it('adds the months and divides the profit by every unit of the period', () => {
    const months = salesMonths([sale(2026, 1, 3, 45_000, 6_000), sale(2026, 2, 1, 20_000, 1_000)], {
      desde: '2026-01-01',
      hasta: '2026-03-31',
    });
    expect(salesTotals(months)).toEqual({
      cantidadVendidos: 4,
      totalVentas: 65_000,
      utilidadBruta: 7_000,
      utilidadPorUnidad: 1_750,
    });
  });

  it('has no profit per unit when nothing sold', () => {
    expect(
      salesTotals(salesMonths([], { desde: '2026-01-01', hasta: '2026-01-31' })).utilidadPorUnidad,
    ).toBeNull();
  });
});

describe('clients series', () => {
  it('fills the months without clients with 0', () => {
    const months = clientsMonths([{ anio: 2026, mes: 2, cantidadClientes: 7 }], {
      desde: '2026-01-01',
      hasta: '2026-03-10',
    });
    expect(months.map((m) => [m.periodo, m.cantidadClientes])).toEqual([
      ['Ene 2026', 0],
      ['Feb 2026', 7],
      ['Mar 2026', 0],
    ]);
  });

  it('the footer names the latest month with clients, in any row order, or nothing', () => {
    expect(
      lastClientsPeriod([
        { anio: 2026, mes: 2, cantidadClientes: 7 },
        { anio: 2025, mes: 12, cantidadClientes: 3 },
        { anio: 2026, mes: 3, cantidadClientes: 0 },
      ]),
    ).toBe('Feb 2026');
    expect(lastClientsPeriod([])).toBeNull();
    expect(lastClientsPeriod([{ anio: 2026, mes: 1, cantidadClientes: 0 }])).toBeNull();
  });
});

describe('funnel', () => {
  const rows: FunnelRow[] = [
    { idUsuario: null, asesor: '', leads: 4, atendidos: 0, vendidos: 0 },
    { idUsuario: 7, asesor: 'Ana Pérez', leads: 20, atendidos: 15, vendidos: 5 },
    { idUsuario: 9, asesor: 'Luis Díaz', leads: 3, atendidos: 2, vendidos: 1 },
  ];

  it('rates each step against the step before it, 0 when that one is 0', () => {
    expect(funnelRates({ leads: 20, atendidos: 15, vendidos: 5 })).toEqual({
      atendidosPct: 75,
      vendidosPct: 33.3,
    });
    expect(funnelRates({ leads: 0, atendidos: 0, vendidos: 0 })).toEqual({ atendidosPct: 0, vendidosPct: 0 });
  });

  it('names the unassigned group and puts it last', () => {
    const lines = funnelLines(rows);
    expect(lines.map((l) => l.asesor)).toEqual(['Ana Pérez', 'Luis Díaz', 'Sin asignar']);
    expect(lines[1]).toMatchObject({ atendidosPct: 66.7, vendidosPct: 50 });
  });

  it('totals the team', () => {
    expect(funnelTotal(rows)).toEqual({
      leads: 27,
      atendidos: 17,
      vendidos: 6,
      atendidosPct: 63,
      vendidosPct: 35.3,
    });
  });
});

it('formats percentages with one decimal', () => {
  expect(formatPercent(33.3)).toBe('33.3%');
  expect(formatPercent(100)).toBe('100.0%');
});

it('writes money axis ticks short', () => {
  expect([0, 950, 1_000, 12_500, 120_000, 1_250_000, -3_400].map(formatAxisAmount)).toEqual([
    '0',
    '950',
    '1 mil',
    '12.5 mil',
    '120 mil',
    '1.3 M',
    '-3.4 mil',
  ]);
});
