import { Button } from '@mantine/core';
import { REPORT_EXPORT_MESSAGES, STATUS_REPORT_EXPORT } from '@motorplaza/domain/reports/report-export';
import { type StatusShare, statusSummary } from '@motorplaza/domain/reports/report-status';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { useStatusReport } from '../../api/get-status-report';
import { isInvalidReportAnswer } from '../../api/use-report';
import { ReportScreen } from '../report-screen';
import { ReportEmpty, ReportError, ReportLoading } from '../report-states';
import { StatusCards } from './status-cards';
import { StatusChart } from './status-chart';

const T = REPORT_TEXTS.status;

/**
 * Spec 000 §2, §9 'Imprimir': the legend's rows with the print columns of STATUS_REPORT_EXPORT
 * (Estado, Cantidad, Porcentaje), portrait, with date and logo. A failure is only logged (§8).
 */
async function printStatusReport(rows: readonly StatusShare[]) {
  try {
    const { printDocument, printHtml } = await import('../../../../components/export/print-document');
    printDocument(
      printHtml(STATUS_REPORT_EXPORT, rows, new Date(), window.location.origin),
      STATUS_REPORT_EXPORT.title,
    );
  } catch (error) {
    console.error(REPORT_EXPORT_MESSAGES.failures.print, error);
  }
}

/**
 * /admin/reportes/estados (spec 000 §2, decision 0024): four stat cards, the doughnut and its legend
 * 'Detalle por Estado'; 'Imprimir' for every report reader, Excel and PDF for those who export.
 */
export function StatusScreen() {
  const report = useStatusReport();
  const summary = useMemo(
    () => (report.data ? statusSummary(report.data.reporteAutosPorEstado) : null),
    [report.data],
  );
  const hasData = summary !== null && summary.total > 0;
  const refresh = () => void report.refetch();

  useEffect(() => {
    if (report.error) console.error(T.loadError, report.error);
  }, [report.error]);

  let content: ReactNode;
  if (report.isPending) {
    content = <ReportLoading text={T.loading} />;
  } else if (report.isError) {
    content = (
      <ReportError title={isInvalidReportAnswer(report.error) ? T.invalid : T.loadError} onRetry={refresh} />
    );
  } else if (!hasData || !summary) {
    content = (
      <ReportEmpty title={T.emptyTitle} text={T.emptyList} action={{ label: T.tryAgain, onClick: refresh }} />
    );
  } else {
    content = (
      <>
        <StatusCards summary={summary} />
        <StatusChart summary={summary} />
      </>
    );
  }

  return (
    <ReportScreen
      title={T.title}
      subtitle={T.subtitle}
      onRefresh={refresh}
      refreshing={report.isFetching}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            disabled={!hasData}
            onClick={() => summary && void printStatusReport(summary.filas)}
          >
            {T.print}
          </Button>
          <ExportButtons
            definition={STATUS_REPORT_EXPORT}
            rows={hasData && summary ? summary.filas : []}
            messages={REPORT_EXPORT_MESSAGES}
            formats={['excel', 'pdf']}
            label={`Exportar ${T.title}`}
          />
        </>
      }
    >
      {content}
    </ReportScreen>
  );
}
