import {
  clientsReportResponseSchema,
  funnelReportResponseSchema,
} from '@motorplaza/domain/reports/report.schema';
import { CLIENTS_REPORT_EXPORT, REPORT_EXPORT_MESSAGES } from '@motorplaza/domain/reports/report-export';
import { clientsMonths } from '@motorplaza/domain/reports/report-series';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { type ReactNode, useMemo, useRef } from 'react';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { type ReportPhase, reportPhase, useReport } from '../../api/use-report';
import { PeriodSelector, usePeriodState } from '../period-selector';
import { ReportScreen, ReportSection } from '../report-screen';
import { ReportEmpty, ReportError, ReportLoading } from '../report-states';
import { ClientsChart } from './clients-chart';
import { FunnelSection } from './funnel-section';

const TEXTS = REPORT_TEXTS.clients;

/**
 * 'Reporte de Clientes Interesados' (spec 000 §2, issue 11): new interested clients per month of the
 * chosen period, then the lead funnel per asesor. 'Actualizar' reloads both.
 */
export function ClientsScreen() {
  const [periodState, setPeriodState] = usePeriodState();
  const { period } = periodState;
  const report = useReport({ name: 'clientes', schema: clientsReportResponseSchema, period });
  const funnel = useReport({ name: 'embudo', schema: funnelReportResponseSchema, period });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const funnelHeadingRef = useRef<HTMLHeadingElement>(null);

  // spec 000 §8: an answer without success and data is shown as 'No hay datos disponibles'.
  const data = report.isError ? undefined : report.data;
  const rows = data?.reporteClientes ?? [];
  const months = useMemo(() => (data ? clientsMonths(data.reporteClientes, data) : []), [data]);

  function reload() {
    headingRef.current?.focus();
    void report.refetch();
  }

  const body: Record<ReportPhase, () => ReactNode> = {
    loading: () => <ReportLoading text={TEXTS.loading} />,
    error: () => <ReportError onRetry={reload} text={TEXTS.errorText} />,
    empty: () => (
      <ReportEmpty
        title={TEXTS.emptyTitle}
        text={TEXTS.emptyText}
        action={{ label: REPORT_TEXTS.refresh, onClick: reload }}
      />
    ),
    data: () => <ClientsChart months={months} rows={rows} />,
  };

  return (
    <ReportScreen
      title={TEXTS.title}
      onRefresh={() => {
        void report.refetch();
        void funnel.refetch();
      }}
      refreshing={report.isFetching || funnel.isFetching}
      actions={
        <ExportButtons
          definition={CLIENTS_REPORT_EXPORT}
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
      <FunnelSection
        report={funnel}
        headingRef={funnelHeadingRef}
        onRetry={() => {
          funnelHeadingRef.current?.focus();
          void funnel.refetch();
        }}
      />
    </ReportScreen>
  );
}
