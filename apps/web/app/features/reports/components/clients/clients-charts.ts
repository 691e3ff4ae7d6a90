import type { ClientsMonth, FunnelLine } from '@motorplaza/domain/reports/report-series';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import type { ChartConfiguration } from 'chart.js';
import { CHART_COLORS, withAlpha } from '../chart-colors';

const TEXTS = REPORT_TEXTS.clients;

/** '7 clientes' in the bar's tooltip. */
export function clientsTooltipLabel(count: number): string {
  return `${TEXTS.chartTitle}: ${count === 1 ? '1 cliente' : `${count} clientes`}`;
}

/** 'Nuevos Clientes' (spec 000 §2): a bar per month, y 'Cantidad de Clientes', x 'Período'. */
export function clientsChartConfig(months: readonly ClientsMonth[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: months.map((m) => m.periodo),
      datasets: [
        {
          label: TEXTS.chartTitle,
          data: months.map((m) => m.cantidadClientes),
          backgroundColor: withAlpha(CHART_COLORS.navy, 0.85),
          borderColor: CHART_COLORS.navy,
          borderWidth: 1,
          maxBarThickness: 56,
        },
      ],
    },
    options: {
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => clientsTooltipLabel(item.parsed.y ?? 0) } },
      },
      scales: {
        x: {
          title: { display: true, text: TEXTS.xAxis },
          ticks: { autoSkipPadding: 8, maxRotation: 50 },
        },
        y: {
          beginAtZero: true,
          title: { display: true, text: TEXTS.yAxis },
          ticks: { precision: 0, stepSize: 1 },
        },
      },
    },
  };
}

/** 'Embudo de Clientes por Asesor': per asesor, three horizontal bars (interested, attended, sold). */
export function funnelChartConfig(lines: readonly FunnelLine[]): ChartConfiguration<'bar'> {
  const step = (label: string, color: string, value: (line: FunnelLine) => number) => ({
    label,
    data: lines.map(value),
    backgroundColor: withAlpha(color, 0.85),
    borderColor: color,
    borderWidth: 1,
    maxBarThickness: 18,
  });
  return {
    type: 'bar',
    data: {
      labels: lines.map((line) => line.asesor),
      datasets: [
        step(TEXTS.leadsSeries, CHART_COLORS.navy, (line) => line.leads),
        step(TEXTS.attendedSeries, CHART_COLORS.teal, (line) => line.atendidos),
        step(TEXTS.soldSeries, CHART_COLORS.red, (line) => line.vendidos),
      ],
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { position: 'top' } },
      scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
}
