import { Text, Title } from '@mantine/core';
import { LEAD_ORIGIN_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import type { FunnelOriginRow, FunnelReport } from '@motorplaza/domain/reports/report.schema';
import { FUNNEL_REPORT_EXPORT, REPORT_EXPORT_MESSAGES } from '@motorplaza/domain/reports/report-export';
import { formatPercent, funnelLines, funnelTotal } from '@motorplaza/domain/reports/report-series';
import { funnelChartSummary } from '@motorplaza/domain/reports/report-summaries';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChartConfiguration } from 'chart.js';
import { type ReactNode, type Ref, useMemo } from 'react';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { type ReportPhase, reportPhase } from '../../api/use-report';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { ReportSection } from '../report-screen';
import { ReportEmpty, ReportError, ReportLoading } from '../report-states';
import { funnelChartConfig } from './clients-charts';

const TEXTS = REPORT_TEXTS.clients;

const COLUMNS = [
  { header: TEXTS.asesorColumn, wrap: true },
  { header: TEXTS.leadsSeries, align: 'right' },
  { header: TEXTS.attendedSeries, align: 'right' },
  { header: `% ${TEXTS.attendedSeries.toLowerCase()}`, align: 'right' },
  { header: TEXTS.soldSeries, align: 'right' },
  { header: `% ${TEXTS.soldSeries.toLowerCase()}`, align: 'right' },
] as const;

interface FunnelSectionProps {
  /** GET /reportes/embudo of the screen's period. */
  readonly report: UseQueryResult<FunnelReport>;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onRetry: () => void;
}

/**
 * 'Embudo de Clientes por Asesor' (issue 11, decision 0024): the leads of the period per asesor, how
 * many were attended and how many bought, each step in percent of the one before it.
 */
export function FunnelSection({ report, headingRef, onRetry }: FunnelSectionProps) {
  const data = report.isError ? undefined : report.data;
  const lines = useMemo(() => funnelLines(data?.embudo ?? []), [data]);
  const hasLeads = lines.some((line) => line.leads > 0);

  const body: Record<ReportPhase, () => ReactNode> = {
    loading: () => <ReportLoading text={TEXTS.funnelLoading} />,
    error: () => <ReportError onRetry={onRetry} text={TEXTS.funnelErrorText} />,
    empty: () => <ReportEmpty title={TEXTS.funnelEmpty} />,
    data: () => (
      <>
        <FunnelView lines={lines} />
        <OriginTable rows={data?.porOrigen ?? []} />
      </>
    ),
  };

  return (
    <ReportSection
      title={TEXTS.funnelTitle}
      subtitle={TEXTS.funnelSubtitle}
      headingRef={headingRef}
      actions={
        <ExportButtons
          definition={FUNNEL_REPORT_EXPORT}
          rows={hasLeads ? lines : []}
          messages={REPORT_EXPORT_MESSAGES}
          disabled={report.isFetching}
          formats={['excel', 'pdf']}
          label={`Exportar ${TEXTS.funnelTitle}`}
        />
      }
    >
      {body[reportPhase(report, !hasLeads)]()}
    </ReportSection>
  );
}

const ORIGIN_COLUMNS = [
  { header: TEXTS.originColumn, wrap: true },
  { header: TEXTS.leadsSeries, align: 'right' },
  { header: TEXTS.attendedSeries, align: 'right' },
  { header: TEXTS.soldSeries, align: 'right' },
] as const;

/** Issue 26: the period's leads per origin ('Financiamiento', 'Prueba de manejo'…), as a table. */
function OriginTable({ rows }: { readonly rows: readonly FunnelOriginRow[] }) {
  const cells = rows.map((row) => [
    LEAD_ORIGIN_LABELS[row.origen],
    String(row.leads),
    String(row.atendidos),
    String(row.vendidos),
  ]);
  return (
    <div>
      <Title order={3} size="h5" mt="lg">
        {TEXTS.originTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {TEXTS.originSubtitle}
      </Text>
      <ChartDataTable caption={TEXTS.originTitle} columns={ORIGIN_COLUMNS} rows={cells} initiallyVisible />
    </div>
  );
}

function FunnelView({ lines }: { readonly lines: ReturnType<typeof funnelLines> }) {
  const config = useMemo(() => funnelChartConfig(lines) as ChartConfiguration, [lines]);
  const total = funnelTotal(lines);
  const rows = [...lines, { ...total, asesor: TEXTS.total }].map((line) => [
    line.asesor,
    String(line.leads),
    String(line.atendidos),
    formatPercent(line.atendidosPct),
    String(line.vendidos),
    formatPercent(line.vendidosPct),
  ]);
  return (
    // Stacked: six columns and the asesores' full names need the card's whole width.
    <>
      <ChartCanvas
        config={config}
        summary={funnelChartSummary(lines)}
        height={Math.max(220, lines.length * 64 + 70)}
      />
      <ChartDataTable caption={TEXTS.funnelTitle} columns={COLUMNS} rows={rows} initiallyVisible />
    </>
  );
}
