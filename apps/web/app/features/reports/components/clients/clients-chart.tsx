import type { ClientsRow } from '@motorplaza/domain/reports/report.schema';
import { type ClientsMonth, lastClientsPeriod } from '@motorplaza/domain/reports/report-series';
import { clientsChartSummary } from '@motorplaza/domain/reports/report-summaries';
import { clientsFooter, REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import split from '../report-split.module.css';
import { clientsChartConfig } from './clients-charts';

const TEXTS = REPORT_TEXTS.clients;

const COLUMNS = [{ header: TEXTS.xAxis }, { header: TEXTS.yAxis, align: 'right' }] as const;

interface ClientsChartProps {
  readonly months: readonly ClientsMonth[];
  /** The server's rows, for the footer's last period. */
  readonly rows: readonly ClientsRow[];
}

/** 'Nuevos Clientes', its table and the footer 'Último período: …' (spec 000 §2). */
export function ClientsChart({ months, rows }: ClientsChartProps) {
  const config = useMemo(() => clientsChartConfig(months) as ChartConfiguration, [months]);
  return (
    <>
      <ChartCanvas config={config} summary={clientsChartSummary(months)} />
      <ChartDataTable
        caption={TEXTS.chartTitle}
        columns={COLUMNS}
        rows={months.map((m) => [m.periodo, String(m.cantidadClientes)])}
      />
      <p className={split.footer}>{clientsFooter(lastClientsPeriod(rows))}</p>
    </>
  );
}
