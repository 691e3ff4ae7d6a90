import { formatPercent } from '@motorplaza/domain/reports/report-dashboard';
import type { StatusSummary } from '@motorplaza/domain/reports/report-status';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { ReportSection } from '../report-screen';
import classes from './status.module.css';

const T = REPORT_TEXTS.status;

/** Spec 000 §9: the doughnut's hole is 60 % of its radius. */
export const DOUGHNUT_CUTOUT = '60%';

/** The chart's spoken summary: the total, the available by the summary rule (spec 000 §4), each status. */
export function statusChartSummary(summary: StatusSummary): string {
  const parts = summary.filas.map(
    (fila) => `${fila.estadoDes}: ${fila.cantidad} (${formatPercent(fila.porcentaje)})`,
  );
  return `Gráfico de dona de ${summary.total} vehículos por estado; disponibles ${summary.disponiblesResumen}. ${parts.join('; ')}.`;
}

/**
 * The doughnut of spec 000 §2 (colours of §9, cutout 60 %) with the total in its hole, and its legend
 * 'Detalle por Estado': a visible table with each status's colour, count and percent.
 */
export function StatusChart({ summary }: { readonly summary: StatusSummary }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'doughnut',
      data: {
        labels: summary.filas.map((fila) => fila.estadoDes),
        datasets: [
          {
            data: summary.filas.map((fila) => fila.cantidad),
            backgroundColor: summary.filas.map((fila) => fila.color),
            borderColor: '#ffffff',
            borderWidth: 2,
            hoverOffset: 6,
          },
        ],
      },
      options: {
        cutout: DOUGHNUT_CUTOUT,
        layout: { padding: 8 },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (context) => {
                const fila = summary.filas[context.dataIndex];
                return fila ? ` ${fila.cantidad} (${formatPercent(fila.porcentaje)})` : '';
              },
            },
          },
        },
      },
    }),
    [summary],
  );
  return (
    <ReportSection title={T.chartTitle}>
      <div className={classes.chartLayout}>
        <div className={classes.doughnut}>
          <ChartCanvas config={config} summary={statusChartSummary(summary)} height={300} />
          <p className={classes.doughnutTotal} aria-hidden="true">
            <strong>{summary.total}</strong>
            <span>{summary.total === 1 ? 'vehículo' : 'vehículos'}</span>
          </p>
        </div>
        <ChartDataTable
          caption={T.legendTitle}
          columns={[
            { header: T.legendStatus },
            { header: T.legendCount, align: 'right' },
            { header: T.legendPercent, align: 'right' },
          ]}
          rows={summary.filas.map((fila) => [
            fila.estadoDes,
            String(fila.cantidad),
            formatPercent(fila.porcentaje),
          ])}
          colors={summary.filas.map((fila) => fila.color)}
          initiallyVisible
        />
      </div>
    </ReportSection>
  );
}
