import type { TopBrandRow } from '@motorplaza/domain/reports/report.schema';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import type { ChartConfiguration } from 'chart.js';
import { CHART_COLORS, withAlpha } from '../chart-colors';

const TEXTS = REPORT_TEXTS.topBrands;

/**
 * 'Unidades vendidas por marca': a horizontal bar per brand, most sold on top, with the brand's stock
 * beside it, so a buyer sees at a glance which brands sell and whether there are cars left to sell.
 */
export function topBrandsChartConfig(rows: readonly TopBrandRow[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: rows.map((row) => row.marca),
      datasets: [
        {
          label: TEXTS.unitsSeries,
          data: rows.map((row) => row.cantidadVendidos),
          backgroundColor: withAlpha(CHART_COLORS.red, 0.85),
          borderColor: CHART_COLORS.red,
          borderWidth: 1,
          maxBarThickness: 20,
        },
        {
          label: TEXTS.stockSeries,
          data: rows.map((row) => row.stockDisponible),
          backgroundColor: withAlpha(CHART_COLORS.navy, 0.35),
          borderColor: CHART_COLORS.navy,
          borderWidth: 1,
          maxBarThickness: 20,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      interaction: { mode: 'index', intersect: false, axis: 'y' },
      plugins: { legend: { position: 'top' } },
      scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
}

/** The drawing height that leaves each brand room for its two bars. */
export function topBrandsChartHeight(brands: number): number {
  return Math.max(240, brands * 48 + 80);
}
