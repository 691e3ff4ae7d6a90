import { formatAxisAmount, type SalesMonth } from '@motorplaza/domain/reports/report-series';
import { REPORT_TEXTS, salesAmountTooltip, salesCountTooltip } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { CHART_COLORS, withAlpha } from '../chart-colors';

const TEXTS = REPORT_TEXTS.sales;

/** Which of the two series a tooltip line belongs to. */
const AMOUNT = 0;

/** Spec 000 §2 tooltips: 'Ventas: US$ 45,000' and 'Cantidad: 3 autos'. */
export function salesTooltipLabel(item: Pick<TooltipItem<'line'>, 'datasetIndex' | 'parsed'>): string {
  const value = item.parsed.y ?? 0;
  return item.datasetIndex === AMOUNT ? salesAmountTooltip(formatUsd(value)) : salesCountTooltip(value);
}

/**
 * 'Evolución de Ventas Mensuales' (spec 000 §2): 'Ventas ($)' on the left axis, 'Cantidad Vendidos' on
 * the right one in whole steps, every month of the period.
 */
export function salesChartConfig(months: readonly SalesMonth[]): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: months.map((m) => m.periodo),
      datasets: [
        {
          label: TEXTS.amountSeries,
          data: months.map((m) => m.totalVentas),
          yAxisID: 'y',
          borderColor: CHART_COLORS.red,
          backgroundColor: CHART_COLORS.red,
          borderWidth: 3,
          pointRadius: 4,
          // Monotone curves never swing below 0 or above a month's value between two points.
          cubicInterpolationMode: 'monotone',
        },
        {
          label: TEXTS.countSeries,
          data: months.map((m) => m.cantidadVendidos),
          yAxisID: 'y1',
          borderColor: CHART_COLORS.navy,
          backgroundColor: CHART_COLORS.navy,
          borderWidth: 2,
          borderDash: [6, 4],
          pointRadius: 4,
          pointStyle: 'rectRot',
          cubicInterpolationMode: 'monotone',
        },
      ],
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'top', labels: { usePointStyle: true, boxHeight: 8 } },
        tooltip: { callbacks: { label: salesTooltipLabel } },
      },
      scales: {
        x: { ticks: { autoSkipPadding: 8, maxRotation: 50 } },
        y: {
          position: 'left',
          beginAtZero: true,
          title: { display: true, text: TEXTS.amountSeries, color: CHART_COLORS.red },
          ticks: { callback: (value) => formatAxisAmount(Number(value)) },
        },
        y1: {
          position: 'right',
          beginAtZero: true,
          title: { display: true, text: TEXTS.countSeries, color: CHART_COLORS.navy },
          // Whole cars: integer steps (spec 000 §2).
          ticks: { precision: 0, stepSize: 1 },
          grid: { drawOnChartArea: false },
        },
      },
    },
  };
}

/** 'Utilidad por unidad: US$ 2,000 (3 autos)'. */
export function profitTooltipLabel(month: SalesMonth | undefined): string {
  if (!month || month.utilidadPorUnidad === null) return `${TEXTS.profitSeries}: —`;
  const autos = month.cantidadVendidos === 1 ? '1 auto' : `${month.cantidadVendidos} autos`;
  return `${TEXTS.profitSeries}: ${formatUsd(month.utilidadPorUnidad)} (${autos})`;
}

/** 'Utilidad Bruta por Unidad': one bar per month, green for a profit, red for a loss, none without sales. */
export function profitChartConfig(months: readonly SalesMonth[]): ChartConfiguration<'bar'> {
  const colors = months.map((m) => ((m.utilidadPorUnidad ?? 0) < 0 ? CHART_COLORS.red : CHART_COLORS.green));
  return {
    type: 'bar',
    data: {
      labels: months.map((m) => m.periodo),
      datasets: [
        {
          label: TEXTS.profitSeries,
          data: months.map((m) => m.utilidadPorUnidad),
          backgroundColor: colors.map((c) => withAlpha(c, 0.8)),
          borderColor: colors,
          borderWidth: 1,
          maxBarThickness: 48,
        },
      ],
    },
    options: {
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => profitTooltipLabel(months[item.dataIndex]) } },
      },
      scales: {
        x: { ticks: { autoSkipPadding: 8, maxRotation: 50 } },
        y: {
          beginAtZero: true,
          title: { display: true, text: `${TEXTS.perUnitColumn} ($)` },
          ticks: { callback: (value) => formatAxisAmount(Number(value)) },
        },
      },
    },
  };
}
