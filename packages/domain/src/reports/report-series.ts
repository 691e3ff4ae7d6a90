/**
 * What the sales, clients, top-brands and funnel screens draw (issue 11, decision 0024): the server's
 * rows turned into one entry per month of the period, totals and the funnel's step rates. Pure, so
 * the screens only lay them out.
 */
import type { ClientsRow, FunnelRow, SalesRow } from './report.schema';
import { grossProfitPerUnit, oneDecimal, percentOf } from './report-formulas';
import { compareMonths, fillMonths, monthsBetween, periodLabel, type ReportMonth } from './report-months';
import type { ReportPeriod } from './report-period';
import { REPORT_TEXTS } from './report-texts';

/** One month of the sales chart and of the gross-profit table. */
export interface SalesMonth extends ReportMonth {
  /** 'Ene 2026' (spec 000 §2). */
  readonly periodo: string;
  readonly cantidadVendidos: number;
  /** The sum of the sale prices (the API's `totalPrecioCompra`). */
  readonly totalVentas: number;
  readonly utilidadBruta: number;
  /** Gross profit per unit; null in a month without sales (nothing to divide by). */
  readonly utilidadPorUnidad: number | null;
}

/** Every month of the period, those without sales at zero (the server answers only months with data). */
export function salesMonths(rows: readonly SalesRow[], period: ReportPeriod): SalesMonth[] {
  return fillMonths(
    rows,
    monthsBetween(period.desde, period.hasta),
    (row) => ({ anio: row.anioVenta, mes: row.mesVenta }),
    (month): SalesRow => ({
      anioVenta: month.anio,
      mesVenta: month.mes,
      totalPrecioCompra: 0,
      cantidadVendidos: 0,
      utilidadBruta: 0,
    }),
  ).map((row) => ({
    anio: row.anioVenta,
    mes: row.mesVenta,
    periodo: periodLabel(row.anioVenta, row.mesVenta),
    cantidadVendidos: row.cantidadVendidos,
    totalVentas: row.totalPrecioCompra,
    utilidadBruta: row.utilidadBruta,
    utilidadPorUnidad:
      row.cantidadVendidos === 0 ? null : grossProfitPerUnit(row.utilidadBruta, row.cantidadVendidos),
  }));
}

export interface SalesTotals {
  readonly cantidadVendidos: number;
  readonly totalVentas: number;
  readonly utilidadBruta: number;
  /** Over the whole period; null when nothing sold. */
  readonly utilidadPorUnidad: number | null;
}

export function salesTotals(months: readonly SalesMonth[]): SalesTotals {
  const cantidadVendidos = sum(months, (m) => m.cantidadVendidos);
  const utilidadBruta = sum(months, (m) => m.utilidadBruta);
  return {
    cantidadVendidos,
    totalVentas: sum(months, (m) => m.totalVentas),
    utilidadBruta,
    utilidadPorUnidad: cantidadVendidos === 0 ? null : grossProfitPerUnit(utilidadBruta, cantidadVendidos),
  };
}

/** One month of the 'Nuevos Clientes' chart. */
export interface ClientsMonth extends ReportMonth {
  readonly periodo: string;
  readonly cantidadClientes: number;
}

export function clientsMonths(rows: readonly ClientsRow[], period: ReportPeriod): ClientsMonth[] {
  return fillMonths(
    rows,
    monthsBetween(period.desde, period.hasta),
    (row) => row,
    (month): ClientsRow => ({ ...month, cantidadClientes: 0 }),
  ).map((row) => ({
    anio: row.anio,
    mes: row.mes,
    periodo: periodLabel(row.anio, row.mes),
    cantidadClientes: row.cantidadClientes,
  }));
}

/**
 * Spec 000 §2 footer 'Último período: {month year}': the latest month that has clients, whatever order
 * the rows come in; null when none has (the footer then says 'Sin datos').
 */
export function lastClientsPeriod(rows: readonly ClientsRow[]): string | null {
  let last: ClientsRow | null = null;
  for (const row of rows) {
    if (row.cantidadClientes > 0 && (last === null || compareMonths(row, last) > 0)) last = row;
  }
  return last ? periodLabel(last.anio, last.mes) : null;
}

/** A funnel row as shown and exported: the unassigned leads named 'Sin asignar', each step's rate. */
export interface FunnelLine extends FunnelRow {
  /** Attended, in percent of the leads (one decimal; 0 without leads). */
  readonly atendidosPct: number;
  /** Sold, in percent of the attended (one decimal; 0 without attended). */
  readonly vendidosPct: number;
}

/** The funnel's rows in the server's order, the unassigned group last. */
export function funnelLines(rows: readonly FunnelRow[]): FunnelLine[] {
  const assigned = rows.filter((row) => row.idUsuario !== null);
  const unassigned = rows.filter((row) => row.idUsuario === null);
  return [...assigned, ...unassigned].map((row) => ({
    ...row,
    asesor: row.idUsuario === null ? REPORT_TEXTS.clients.unassigned : row.asesor,
    ...funnelRates(row),
  }));
}

/** Each step of the funnel in percent of the step before it. */
export function funnelRates(row: Pick<FunnelRow, 'leads' | 'atendidos' | 'vendidos'>): {
  atendidosPct: number;
  vendidosPct: number;
} {
  return {
    atendidosPct: percentOf(row.atendidos, row.leads),
    vendidosPct: percentOf(row.vendidos, row.atendidos),
  };
}

/** The funnel of the whole team. */
export function funnelTotal(
  rows: readonly FunnelRow[],
): Pick<FunnelLine, 'leads' | 'atendidos' | 'vendidos' | 'atendidosPct' | 'vendidosPct'> {
  const total = {
    leads: sum(rows, (r) => r.leads),
    atendidos: sum(rows, (r) => r.atendidos),
    vendidos: sum(rows, (r) => r.vendidos),
  };
  return { ...total, ...funnelRates(total) };
}

/**
 * A money axis tick in few characters, so a chart keeps its width on a phone: '950', '12.5 mil',
 * '1.3 M' (the axis title says the currency).
 */
export function formatAxisAmount(amount: number): string {
  const size = Math.abs(amount);
  if (size >= 1_000_000) return `${oneDecimal(amount / 1_000_000)} M`;
  if (size >= 1_000) return `${oneDecimal(amount / 1_000)} mil`;
  return String(amount);
}

/** '42.9%' (the one decimal of spec 000 §9's percentages). */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

function sum<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((total, row) => total + value(row), 0);
}
