import type { InventoryReport } from '@motorplaza/domain/reports/report.schema';
import { carCount } from '@motorplaza/domain/reports/report-dashboard';
import { AGING_BUCKETS } from '@motorplaza/domain/reports/report-formulas';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../chart-canvas';
import { ChartDataTable } from '../chart-data-table';
import { ReportSection } from '../report-screen';

const T = REPORT_TEXTS.dashboard;

/** From fresh to stale stock; each reaches 3:1 against the white card (WCAG 1.4.11). */
const BUCKET_COLORS = ['#2b8a3e', '#1971c2', '#d9480f', '#c92a2a'] as const;

interface AgingBar {
  readonly etiqueta: string;
  readonly cantidad: number;
  readonly valor: number;
}

function agingBars(antiguedad: InventoryReport['antiguedad']): AgingBar[] {
  return AGING_BUCKETS.map((bucket) => {
    const row = antiguedad.find((r) => r.rango === bucket.rango);
    return { etiqueta: bucket.etiqueta, cantidad: row?.cantidad ?? 0, valor: row?.valor ?? 0 };
  });
}

/** Issue 11 'Antigüedad del Inventario': the available cars by days in stock, as bars and a table. */
export function AgingSection({ antiguedad }: { readonly antiguedad: InventoryReport['antiguedad'] }) {
  const bars = useMemo(() => agingBars(antiguedad), [antiguedad]);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: bars.map((bar) => bar.etiqueta),
        datasets: [
          {
            label: T.agingCount,
            data: bars.map((bar) => bar.cantidad),
            backgroundColor: [...BUCKET_COLORS],
            borderRadius: 6,
            maxBarThickness: 72,
          },
        ],
      },
      options: {
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (context) => {
                const bar = bars[context.dataIndex];
                return bar ? `${carCount(bar.cantidad)} · ${formatUsd(bar.valor)}` : '';
              },
            },
          },
        },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: T.agingCount } },
        },
      },
    }),
    [bars],
  );
  const summary = `${T.agingTitle}, gráfico de barras: ${bars
    .map((bar) => `${bar.etiqueta}, ${carCount(bar.cantidad)}`)
    .join('; ')}.`;
  return (
    <ReportSection title={T.agingTitle} subtitle={T.agingSubtitle}>
      <ChartCanvas config={config} summary={summary} height={280} />
      <ChartDataTable
        caption={T.agingTitle}
        columns={[
          { header: T.agingRange },
          { header: T.agingCount, align: 'right' },
          { header: T.agingValue, align: 'right' },
        ]}
        rows={bars.map((bar) => [bar.etiqueta, String(bar.cantidad), formatUsd(bar.valor)])}
        colors={BUCKET_COLORS}
      />
    </ReportSection>
  );
}
