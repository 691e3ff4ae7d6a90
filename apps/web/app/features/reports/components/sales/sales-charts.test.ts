import { salesMonths } from '@motorplaza/domain/reports/report-series';
import { describe, expect, it } from 'vitest';
import { profitChartConfig, profitTooltipLabel, salesChartConfig, salesTooltipLabel } from './sales-charts';

const months = salesMonths(
  [
    { anioVenta: 2026, mesVenta: 1, totalPrecioCompra: 45_000, cantidadVendidos: 3, utilidadBruta: 6_000 },
    { anioVenta: 2026, mesVenta: 2, totalPrecioCompra: 9_000, cantidadVendidos: 1, utilidadBruta: -400 },
  ],
  { desde: '2025-12-01', hasta: '2026-02-28' },
);

describe('the sales chart (spec 000 §2)', () => {
  const config = salesChartConfig(months);

  it('draws every month with its Spanish label, amount on the left axis and count on the right', () => {
    expect(config.type).toBe('line');
    expect(config.data.labels).toEqual(['Dic 2025', 'Ene 2026', 'Feb 2026']);
    const [amount, count] = config.data.datasets;
    expect(amount).toMatchObject({ label: 'Ventas ($)', yAxisID: 'y', data: [0, 45_000, 9_000] });
    expect(count).toMatchObject({ label: 'Cantidad Vendidos', yAxisID: 'y1', data: [0, 3, 1] });
    expect(config.options?.scales?.y).toMatchObject({ position: 'left' });
    expect(config.options?.scales?.y1).toMatchObject({
      position: 'right',
      ticks: { precision: 0, stepSize: 1 },
    });
  });

  it('says "Ventas: US$ …" and "Cantidad: n autos" in its tooltip', () => {
    expect(salesTooltipLabel({ datasetIndex: 0, parsed: { x: 1, y: 45_000 } })).toBe('Ventas: US$ 45,000');
    expect(salesTooltipLabel({ datasetIndex: 1, parsed: { x: 1, y: 3 } })).toBe('Cantidad: 3 autos');
  });
});

describe('the gross profit chart', () => {
  it('has no bar for a month without sales and paints a loss red', () => {
    const config = profitChartConfig(months);
    const [bars] = config.data.datasets;
    expect(bars?.data).toEqual([null, 2_000, -400]);
    expect(bars?.borderColor).toEqual(['#2b8a3e', '#2b8a3e', '#b71f24']);
  });

  it('tells the profit per unit and the cars of the month', () => {
    expect(profitTooltipLabel(months[1])).toBe('Utilidad por unidad: US$ 2,000 (3 autos)');
    expect(profitTooltipLabel(months[2])).toBe('Utilidad por unidad: -US$ 400 (1 auto)');
    expect(profitTooltipLabel(months[0])).toBe('Utilidad por unidad: —');
  });
});
