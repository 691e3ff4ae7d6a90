import { describe, expect, it } from 'vitest';
import { clientsMonths, funnelLines, salesMonths } from './report-series';
import {
  clientsChartSummary,
  funnelChartSummary,
  profitChartSummary,
  salesChartSummary,
  topBrandsChartSummary,
} from './report-summaries';

const period = { desde: '2026-01-01', hasta: '2026-03-31' };
const sales = salesMonths(
  [
    { anioVenta: 2026, mesVenta: 1, cantidadVendidos: 1, totalPrecioCompra: 20_000, utilidadBruta: 1_500 },
    { anioVenta: 2026, mesVenta: 2, cantidadVendidos: 3, totalPrecioCompra: 45_000, utilidadBruta: 4_500 },
  ],
  period,
);

describe('chart summaries', () => {
  it('sales: the period, the totals and the best month', () => {
    expect(salesChartSummary(sales)).toBe(
      'Ventas mensuales de Ene 2026 a Mar 2026: 4 autos por US$ 65,000. Mes con más ventas: Feb 2026, US$ 45,000 (3 autos).',
    );
  });

  it('sales of one month without any sale', () => {
    const empty = salesMonths([], { desde: '2026-05-01', hasta: '2026-05-20' });
    expect(salesChartSummary(empty)).toBe('Ventas mensuales en May 2026: 0 autos por US$ 0.');
    expect(profitChartSummary(empty)).toBe('Utilidad bruta por unidad en May 2026: sin ventas.');
  });

  it('profit per unit over the period', () => {
    expect(profitChartSummary(sales)).toBe(
      'Utilidad bruta por unidad de Ene 2026 a Mar 2026: US$ 1,500 por unidad en el período (US$ 6,000 en 4 autos).',
    );
  });

  it('clients: total and best month', () => {
    const months = clientsMonths([{ anio: 2026, mes: 3, cantidadClientes: 1 }], period);
    expect(clientsChartSummary(months)).toBe(
      'Nuevos clientes interesados de Ene 2026 a Mar 2026: 1 en total. Mes con más clientes: Mar 2026 (1).',
    );
  });

  it('top brands: units and stock of each brand', () => {
    expect(
      topBrandsChartSummary([
        { marca: 'Toyota', cantidadVendidos: 12, totalVentas: 1, utilidadBruta: 1, stockDisponible: 5 },
        { marca: 'Kia', cantidadVendidos: 1, totalVentas: 1, utilidadBruta: 1, stockDisponible: 0 },
      ]),
    ).toBe('Unidades vendidas y stock disponible por marca: Toyota 12 (stock 5), Kia 1 (stock 0).');
  });

  it('funnel: each asesor with the three steps', () => {
    const lines = funnelLines([{ idUsuario: 3, asesor: 'Ana', leads: 5, atendidos: 4, vendidos: 1 }]);
    expect(funnelChartSummary(lines)).toBe(
      'Embudo de clientes por asesor: Ana, 5 interesados, 4 atendidos, 1 vendidos.',
    );
  });
});
