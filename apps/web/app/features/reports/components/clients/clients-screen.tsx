import {
  clientsReportResponseSchema,
  funnelReportResponseSchema,
} from '@motorplaza/domain/reports/report.schema';
import { CLIENTS_REPORT_EXPORT } from '@motorplaza/domain/reports/report-export';
import { clientsMonths } from '@motorplaza/domain/reports/report-series';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { useMemo, useRef } from 'react';
import { useReport } from '../../api/use-report';
import { PeriodReportScreen } from '../period-report-screen';
import { usePeriodState } from '../period-selector';
import { ClientsChart } from './clients-chart';
import { FunnelSection } from './funnel-section';

const TEXTS = REPORT_TEXTS.clients;

/**
 * 'Reporte de Clientes Interesados' (spec 000 §2, issue 11): new interested clients per month of the
 * chosen period, then the lead funnel per asesor. 'Actualizar' reloads both.
 */
export function ClientsScreen() {
  const period = usePeriodState();
  const report = useReport({
    name: 'clientes',
    schema: clientsReportResponseSchema,
    period: period[0].period,
  });
  const funnel = useReport({ name: 'embudo', schema: funnelReportResponseSchema, period: period[0].period });
  const funnelHeadingRef = useRef<HTMLHeadingElement>(null);

  // spec 000 §8: an answer without success and data is shown as 'No hay datos disponibles'.
  const data = report.isError ? undefined : report.data;
  const rows = data?.reporteClientes ?? [];
  const months = useMemo(() => (data ? clientsMonths(data.reporteClientes, data) : []), [data]);

  return (
    <PeriodReportScreen
      texts={TEXTS}
      period={period}
      report={report}
      rowCount={rows.length}
      exports={{ definition: CLIENTS_REPORT_EXPORT, rows }}
      emptyReload
      refresh={{
        onRefresh: () => {
          void report.refetch();
          void funnel.refetch();
        },
        refreshing: report.isFetching || funnel.isFetching,
      }}
      chart={() => <ClientsChart months={months} rows={rows} />}
    >
      <FunnelSection
        report={funnel}
        headingRef={funnelHeadingRef}
        onRetry={() => {
          funnelHeadingRef.current?.focus();
          void funnel.refetch();
        }}
      />
    </PeriodReportScreen>
  );
}
