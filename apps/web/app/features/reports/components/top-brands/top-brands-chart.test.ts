import { describe, expect, it } from 'vitest';
import { topBrandsChartConfig, topBrandsChartHeight } from './top-brands-chart';

describe('the top brands chart', () => {
  it('is horizontal, one row per brand in the server order, units sold beside the stock', () => {
    const config = topBrandsChartConfig([
      { marca: 'Toyota', cantidadVendidos: 12, totalVentas: 1, utilidadBruta: 1, stockDisponible: 4 },
      { marca: 'Kia', cantidadVendidos: 3, totalVentas: 1, utilidadBruta: 1, stockDisponible: 0 },
    ]);
    expect(config.options?.indexAxis).toBe('y');
    expect(config.data.labels).toEqual(['Toyota', 'Kia']);
    expect(config.data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Unidades vendidas', [12, 3]],
      ['Stock disponible', [4, 0]],
    ]);
  });

  it('grows with the brands so each keeps room for its bars', () => {
    expect(topBrandsChartHeight(1)).toBe(240);
    expect(topBrandsChartHeight(10)).toBe(560);
  });
});
