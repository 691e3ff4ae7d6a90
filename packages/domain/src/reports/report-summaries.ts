/**
 * The spoken summaries of the report charts (issue 11, WCAG 1.1.1): each chart is an image whose
 * accessible name says what it shows; its numbers follow in a table.
 */
import { formatUsd } from '../shared/format';
import type { TopBrandRow } from './report.schema';
import type { ClientsMonth, FunnelLine, SalesMonth } from './report-series';
import { salesTotals } from './report-series';

function span(months: readonly { readonly periodo: string }[]): string {
  const first = months[0]?.periodo;
  const last = months.at(-1)?.periodo;
  if (!first || !last) return '';
  return first === last ? `en ${first}` : `de ${first} a ${last}`;
}

function autos(n: number): string {
  return n === 1 ? '1 auto' : `${n} autos`;
}

/** The month with the highest value (the first of equals); undefined when every month is 0. */
function peak<T>(months: readonly T[], value: (month: T) => number): T | undefined {
  let best: T | undefined;
  for (const month of months) {
    if (value(month) > 0 && (best === undefined || value(month) > value(best))) best = month;
  }
  return best;
}

/** 'Ventas mensuales de Ene 2025 a Dic 2025: 34 autos por US$ 512,000. Mes con más ventas: …' */
export function salesChartSummary(months: readonly SalesMonth[]): string {
  const totals = salesTotals(months);
  const best = peak(months, (m) => m.totalVentas);
  const head = `Ventas mensuales ${span(months)}: ${autos(totals.cantidadVendidos)} por ${formatUsd(totals.totalVentas)}.`;
  return best
    ? `${head} Mes con más ventas: ${best.periodo}, ${formatUsd(best.totalVentas)} (${autos(best.cantidadVendidos)}).`
    : head;
}

/** 'Utilidad bruta por unidad de … : US$ 2,100 por unidad en el período (US$ 71,400 en 34 autos).' */
export function profitChartSummary(months: readonly SalesMonth[]): string {
  const totals = salesTotals(months);
  if (totals.utilidadPorUnidad === null) return `Utilidad bruta por unidad ${span(months)}: sin ventas.`;
  return `Utilidad bruta por unidad ${span(months)}: ${formatUsd(totals.utilidadPorUnidad)} por unidad en el período (${formatUsd(totals.utilidadBruta)} en ${autos(totals.cantidadVendidos)}).`;
}

/** 'Nuevos clientes interesados de … : 120 en total. Mes con más clientes: Abr 2025 (18).' */
export function clientsChartSummary(months: readonly ClientsMonth[]): string {
  const total = months.reduce((n, m) => n + m.cantidadClientes, 0);
  const best = peak(months, (m) => m.cantidadClientes);
  const head = `Nuevos clientes interesados ${span(months)}: ${total} en total.`;
  return best ? `${head} Mes con más clientes: ${best.periodo} (${best.cantidadClientes}).` : head;
}

/** 'Unidades vendidas por marca: Toyota 12 (stock 5), Hyundai 9 (stock 3).' */
export function topBrandsChartSummary(rows: readonly TopBrandRow[]): string {
  const brands = rows.map((row) => `${row.marca} ${row.cantidadVendidos} (stock ${row.stockDisponible})`);
  return `Unidades vendidas y stock disponible por marca: ${brands.join(', ')}.`;
}

/** 'Embudo por asesor: Ana Pérez, 20 interesados, 15 atendidos, 5 vendidos; …' */
export function funnelChartSummary(lines: readonly FunnelLine[]): string {
  const parts = lines.map(
    (line) =>
      `${line.asesor}, ${line.leads} interesados, ${line.atendidos} atendidos, ${line.vendidos} vendidos`,
  );
  return `Embudo de clientes por asesor: ${parts.join('; ')}.`;
}
