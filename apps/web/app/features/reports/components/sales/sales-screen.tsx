import { salesReportResponseSchema } from '@motorplaza/domain/reports/report.schema';
import {
  REPORT_EXPORT_MESSAGES,
  SALES_REPORT_EXPORT,
  salesExportRows,
} from '@motorplaza/domain/reports/report-export';
import { salesMonths } from '@motorplaza/domain/reports/report-series';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { isInvalidReportAnswer, type ReportPhase, reportPhase, useReport } from '../../api/use-report';
import { PeriodSelector, usePeriodState } from '../period-selector';
import { ReportScreen, ReportSection } from '../report-screen';
import { ReportEmpty, ReportError, ReportLoading } from '../report-states';
import { ProfitSection } from './profit-section';
import { SalesChart } from './sales-chart';

const TEXTS = REPORT_TEXTS.sales;

/**
 * 'Reporte de Ventas' (spec 000 §2, issue 11): the monthly sales of the chosen period as a two-axis
 * line chart and its table, then the gross profit per unit; Excel and PDF of the months with sales.
 */
export function SalesScreen() {
  const [periodState, setPeriodState] = usePeriodState();
  const report = useReport({ name: 'ventas', schema: salesReportResponseSchema, period: periodState.period });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // spec 000 §5: data only when the answer is successful and reporteVentas is not empty.
  const malformed = isInvalidReportAnswer(report.error);
  const data = report.isError ? undefined : report.data;
  const rows = data?.reporteVentas ?? [];
  const months = useMemo(() => (data ? salesMonths(data.reporteVentas, data) : []), [data]);
  const exportRows = useMemo(() => salesExportRows(rows), [rows]);

  useEffect(() => {
    // spec 000 §8: the failure is logged as 'Error al cargar los datos de ventas'.
    if (report.error && !malformed) console.error(TEXTS.requestError, report.error);
  }, [report.error, malformed]);

  function retry() {
    headingRef.current?.focus();
    void report.refetch();
  }

  const body: Record<ReportPhase, () => ReactNode> = {
    loading: () => <ReportLoading text={TEXTS.loading} />,
    error: () => <ReportError onRetry={retry} />,
    empty: () => <ReportEmpty title={TEXTS.emptyTitle} text={TEXTS.emptyText} />,
    data: () => <SalesChart months={months} />,
  };

  return (
    <ReportScreen
      title={TEXTS.title}
      onRefresh={() => void report.refetch()}
      refreshing={report.isFetching}
      actions={
        <ExportButtons
          definition={SALES_REPORT_EXPORT}
          rows={exportRows}
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
      {rows.length > 0 && <ProfitSection months={months} />}
    </ReportScreen>
  );
}
