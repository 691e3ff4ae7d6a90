import type { ExportDefinition } from '@motorplaza/domain/export/export-definition';
import { REPORT_EXPORT_MESSAGES } from '@motorplaza/domain/reports/report-export';
import type { PeriodState } from '@motorplaza/domain/reports/report-period';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { type ReactNode, useRef } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { type ReportPhase, reportPhase } from '../api/use-report';
import { PeriodSelector } from './period-selector';
import { ReportScreen, ReportSection } from './report-screen';
import { ReportEmpty, ReportError, ReportLoading } from './report-states';

/** What the frame reads of the report's query (useReport). */
interface PeriodReport {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

interface PeriodReportScreenProps<T> {
  /** The report's texts (REPORT_TEXTS.sales, …). */
  readonly texts: {
    readonly title: string;
    readonly subtitle?: string;
    /** The first section's title. */
    readonly chartTitle: string;
    readonly loading: string;
    readonly emptyTitle: string;
    readonly emptyText: string;
    /** Under the error card's title, when the report words its failure. */
    readonly errorText?: string;
  };
  /** The period and its setter (usePeriodState). */
  readonly period: readonly [PeriodState, (next: PeriodState) => void];
  readonly report: PeriodReport;
  /** How many rows the report answered (0 shows the empty state). */
  readonly rowCount: number;
  /** Excel and PDF of these rows. */
  readonly exports: { readonly definition: ExportDefinition<T>; readonly rows: readonly T[] };
  /** The empty state offers 'Actualizar'. */
  readonly emptyReload?: boolean;
  /** 'Actualizar' of the header, when it reloads more than the report (the clients' funnel). */
  readonly refresh?: { readonly onRefresh: () => void; readonly refreshing: boolean };
  /** The first section's data: its chart and table. */
  readonly chart: () => ReactNode;
  /** The sections after the first. */
  readonly children?: ReactNode;
}

/**
 * The frame of a report over a period (Ventas, Clientes, Top 10 marcas; spec 000 §2, §4): the title,
 * 'Actualizar', Excel and PDF, the period selector and a first section that shows the report's phase
 * (loading, error with 'Reintentar', empty or the chart). A retry moves the focus to the section's title,
 * since the button pressed disappears.
 */
export function PeriodReportScreen<T>({
  texts,
  period: [periodState, setPeriodState],
  report,
  rowCount,
  exports,
  emptyReload = false,
  refresh,
  chart,
  children,
}: PeriodReportScreenProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  function retry() {
    headingRef.current?.focus();
    void report.refetch();
  }

  const body: Record<ReportPhase, () => ReactNode> = {
    loading: () => <ReportLoading text={texts.loading} />,
    error: () => <ReportError onRetry={retry} text={texts.errorText} />,
    empty: () => (
      <ReportEmpty
        title={texts.emptyTitle}
        text={texts.emptyText}
        action={emptyReload ? { label: REPORT_TEXTS.refresh, onClick: retry } : undefined}
      />
    ),
    data: chart,
  };

  return (
    <ReportScreen
      title={texts.title}
      subtitle={texts.subtitle}
      onRefresh={refresh?.onRefresh ?? (() => void report.refetch())}
      refreshing={refresh?.refreshing ?? report.isFetching}
      actions={
        <ExportButtons
          definition={exports.definition}
          rows={exports.rows}
          messages={REPORT_EXPORT_MESSAGES}
          disabled={report.isFetching}
          formats={['excel', 'pdf']}
          label={`Exportar ${texts.title}`}
        />
      }
    >
      <PeriodSelector value={periodState} onChange={setPeriodState} />
      <ReportSection title={texts.chartTitle} headingRef={headingRef}>
        {body[reportPhase(report, rowCount === 0)]()}
      </ReportSection>
      {children}
    </ReportScreen>
  );
}
