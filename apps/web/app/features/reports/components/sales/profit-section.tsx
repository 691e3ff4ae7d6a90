import { type SalesMonth, salesTotals } from '@motorplaza/domain/reports/report-series';
import { profitChartSummary } from '@motorplaza/domain/reports/report-summaries';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { ReportSection } from '../report-screen';
import split from '../report-split.module.css';
import { profitChartConfig } from './sales-charts';

const TEXTS = REPORT_TEXTS.sales;

const COLUMNS = [
  { header: REPORT_TEXTS.period },
  { header: TEXTS.unitsColumn, align: 'right' },
  { header: TEXTS.profitColumn, align: 'right' },
  { header: TEXTS.perUnitColumn, align: 'right' },
] as const;

const perUnit = (value: number | null) => (value === null ? '—' : formatUsd(value));

/**
 * 'Utilidad Bruta por Unidad' (issue 11, decision 0024): sale price minus the latest purchase price of
 * the cars sold, per month and over the period; a month without sales has no bar and '—'.
 */
export function ProfitSection({ months }: { readonly months: readonly SalesMonth[] }) {
  const config = useMemo(() => profitChartConfig(months) as ChartConfiguration, [months]);
  const totals = salesTotals(months);
  const rows = [
    ...months.map((m) => [
      m.periodo,
      String(m.cantidadVendidos),
      formatUsd(m.utilidadBruta),
      perUnit(m.utilidadPorUnidad),
    ]),
    [
      TEXTS.total,
      String(totals.cantidadVendidos),
      formatUsd(totals.utilidadBruta),
      perUnit(totals.utilidadPorUnidad),
    ],
  ];
  return (
    <ReportSection title={TEXTS.profitTitle} subtitle={TEXTS.profitSubtitle}>
      <div className={split.split}>
        <ChartCanvas config={config} summary={profitChartSummary(months)} height={360} />
        <ChartDataTable caption={TEXTS.profitTitle} columns={COLUMNS} rows={rows} initiallyVisible />
      </div>
    </ReportSection>
  );
}
