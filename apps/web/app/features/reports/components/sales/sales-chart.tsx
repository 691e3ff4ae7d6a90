import type { SalesMonth } from '@motorplaza/domain/reports/report-series';
import { salesChartSummary } from '@motorplaza/domain/reports/report-summaries';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { salesChartConfig } from './sales-charts';

const TEXTS = REPORT_TEXTS.sales;

const COLUMNS = [
  { header: REPORT_TEXTS.period },
  { header: TEXTS.countSeries, align: 'right' },
  { header: TEXTS.amountSeries, align: 'right' },
] as const;

/** 'Evolución de Ventas Mensuales' and its numbers (Período, Cantidad Vendidos, Ventas ($)). */
export function SalesChart({ months }: { readonly months: readonly SalesMonth[] }) {
  const config = useMemo(() => salesChartConfig(months) as ChartConfiguration, [months]);
  const rows = months.map((m) => [m.periodo, String(m.cantidadVendidos), formatUsd(m.totalVentas)]);
  return (
    <>
      <ChartCanvas config={config} summary={salesChartSummary(months)} />
      <ChartDataTable caption={TEXTS.chartTitle} columns={COLUMNS} rows={rows} />
    </>
  );
}
