import { type TopBrandRow, topBrandsReportResponseSchema } from '@motorplaza/domain/reports/report.schema';
import { TOP_BRANDS_REPORT_EXPORT } from '@motorplaza/domain/reports/report-export';
import { grossProfitPerUnit } from '@motorplaza/domain/reports/report-formulas';
import { topBrandsChartSummary } from '@motorplaza/domain/reports/report-summaries';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { useReport } from '../../api/use-report';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { PeriodReportScreen } from '../period-report-screen';
import { usePeriodState } from '../period-selector';
import split from '../report-split.module.css';
import { topBrandsChartConfig, topBrandsChartHeight } from './top-brands-chart';

const TEXTS = REPORT_TEXTS.topBrands;

const COLUMNS = [
  { header: TEXTS.brandColumn },
  { header: TEXTS.unitsSeries, align: 'right' },
  { header: TEXTS.salesColumn, align: 'right' },
  { header: TEXTS.perUnitColumn, align: 'right' },
  { header: TEXTS.stockSeries, align: 'right' },
] as const;

/** The table's cells of a brand (Marca, Unidades vendidas, Ventas (US$), Utilidad por unidad, Stock disponible). */
export function topBrandCells(row: TopBrandRow): string[] {
  return [
    row.marca,
    String(row.cantidadVendidos),
    formatUsd(row.totalVentas),
    formatUsd(grossProfitPerUnit(row.utilidadBruta, row.cantidadVendidos)),
    String(row.stockDisponible),
  ];
}

/**
 * 'Top 10 Marcas' (issue 11, decision 0024; not shown in the spec): the ten brands with most units sold
 * in the period, with their sales, gross profit per unit and the stock available today.
 */
export function TopBrandsScreen() {
  const period = usePeriodState();
  const report = useReport({
    name: 'top-marcas',
    schema: topBrandsReportResponseSchema,
    period: period[0].period,
  });
  const data = report.isError ? undefined : report.data;
  const rows = data?.topMarcas ?? [];

  return (
    <PeriodReportScreen
      texts={TEXTS}
      period={period}
      report={report}
      rowCount={rows.length}
      exports={{ definition: TOP_BRANDS_REPORT_EXPORT, rows }}
      chart={() => <TopBrandsView rows={rows} />}
    />
  );
}

function TopBrandsView({ rows }: { readonly rows: readonly TopBrandRow[] }) {
  const config = useMemo(() => topBrandsChartConfig(rows) as ChartConfiguration, [rows]);
  return (
    <div className={split.split}>
      <ChartCanvas
        config={config}
        summary={topBrandsChartSummary(rows)}
        height={topBrandsChartHeight(rows.length)}
      />
      <ChartDataTable
        caption={TEXTS.tableTitle}
        columns={COLUMNS}
        rows={rows.map(topBrandCells)}
        initiallyVisible
      />
    </div>
  );
}
