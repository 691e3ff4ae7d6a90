import { type TopBrandRow, topBrandsReportResponseSchema } from '@motorplaza/domain/reports/report.schema';
import { REPORT_EXPORT_MESSAGES, TOP_BRANDS_REPORT_EXPORT } from '@motorplaza/domain/reports/report-export';
import { grossProfitPerUnit } from '@motorplaza/domain/reports/report-formulas';
import { topBrandsChartSummary } from '@motorplaza/domain/reports/report-summaries';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { ChartConfiguration } from 'chart.js';
import { type ReactNode, useMemo, useRef } from 'react';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { type ReportPhase, reportPhase, useReport } from '../../api/use-report';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { PeriodSelector, usePeriodState } from '../period-selector';
import { ReportScreen, ReportSection } from '../report-screen';
import split from '../report-split.module.css';
import { ReportEmpty, ReportError, ReportLoading } from '../report-states';
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
  const [periodState, setPeriodState] = usePeriodState();
  const report = useReport({
    name: 'top-marcas',
    schema: topBrandsReportResponseSchema,
    period: periodState.period,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = report.isError ? undefined : report.data;
  const rows = data?.topMarcas ?? [];

  function retry() {
    headingRef.current?.focus();
    void report.refetch();
  }

  const body: Record<ReportPhase, () => ReactNode> = {
    loading: () => <ReportLoading text={TEXTS.loading} />,
    error: () => <ReportError onRetry={retry} />,
    empty: () => <ReportEmpty title={TEXTS.emptyTitle} text={TEXTS.emptyText} />,
    data: () => <TopBrandsView rows={rows} />,
  };

  return (
    <ReportScreen
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      onRefresh={() => void report.refetch()}
      refreshing={report.isFetching}
      actions={
        <ExportButtons
          definition={TOP_BRANDS_REPORT_EXPORT}
          rows={rows}
          messages={REPORT_EXPORT_MESSAGES}
          disabled={report.isFetching}
          formats={['excel', 'pdf']}
          label={`Exportar ${TEXTS.title}`}
        />
      }
    >
      <PeriodSelector value={periodState} onChange={setPeriodState} />
      <ReportSection title={TEXTS.chartTitle} headingRef={headingRef}>
        {body[reportPhase(report, rows.length === 0)]()}
      </ReportSection>
    </ReportScreen>
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
