import { describe, expect, it } from 'vitest';
import { exportTable } from '../export/export-definition';
import type { InventoryReport, KpisPrincipales } from './report.schema';
import {
  carCount,
  dashboardExportRows,
  dashboardFigures,
  formatDaysSupply,
  formatPercent,
  ZERO_KPIS,
} from './report-dashboard';
import { DASHBOARD_REPORT_EXPORT } from './report-export';

const kpis: KpisPrincipales = {
  cantidadVehiculosDisponibles: 45,
  ventasMesPasado: 3,
  ventasMesActual: 5,
  montoVentasMesActual: 75_001,
  clientesInteresadosMesActual: 12,
  autosDisponiblesEnPiso: 30,
  autosDisponiblesExternos: 15,
  ingresosSellinMesActual: 40_000,
  cantidadSellinMesActual: 2,
  valorTotalInventarioDisponible: 900_000,
};

const inventory: Pick<InventoryReport, 'stockDisponible' | 'ventasUltimos90Dias' | 'antiguedad'> = {
  stockDisponible: 45,
  ventasUltimos90Dias: 9,
  antiguedad: [
    { rango: '0-30', cantidad: 20, valor: 400_000 },
    { rango: '31-60', cantidad: 1, valor: 18_000 },
    { rango: '61-90', cantidad: 0, valor: 0 },
    { rango: '90+', cantidad: 24, valor: 482_000 },
  ],
};

describe('dashboard figures (spec 000 §9, decision 0024)', () => {
  it('derives the Resumen General and the breakdowns from the KPIs and days supply from the inventory', () => {
    expect(dashboardFigures(kpis, inventory)).toEqual({
      kpis,
      promedioVenta: 15_000,
      tendencia: 'up',
      conversion: 41.7,
      rotacion: 11.1,
      valorPromedio: 20_000,
      diasInventario: 450,
    });
  });

  it('is all zeros for the zero KPIs of a failed load, without days supply', () => {
    const figures = dashboardFigures(ZERO_KPIS, undefined);
    expect(figures).toMatchObject({
      promedioVenta: 0,
      tendencia: 'flat',
      conversion: 0,
      rotacion: 0,
      valorPromedio: 0,
    });
    expect(figures.diasInventario).toBeUndefined();
  });

  it('has no days supply (null) when nothing sold in 90 days', () => {
    expect(dashboardFigures(kpis, { stockDisponible: 45, ventasUltimos90Dias: 0 }).diasInventario).toBeNull();
  });

  it('formats percents with one decimal, days and car counts', () => {
    expect(formatPercent(41.7)).toBe('41.7%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(200)).toBe('200.0%');
    expect(formatDaysSupply(128.6)).toBe('128.6 días');
    expect(formatDaysSupply(1240)).toBe('1,240 días');
    expect(formatDaysSupply(null)).toBe('Sin ventas en 90 días');
    expect(carCount(1)).toBe('1 auto');
    expect(carCount(0)).toBe('0 autos');
  });
});

describe('dashboardExportRows', () => {
  it('lists every indicator as shown, then days supply and the four aging buckets', () => {
    const table = exportTable(dashboardExportRows(kpis, inventory), DASHBOARD_REPORT_EXPORT.columns.pdf);
    expect(table.headers).toEqual(['Indicador', 'Valor']);
    expect(table.rows).toEqual([
      ['Vehículos Disponibles', '45'],
      ['Vehículos Disponibles In Piso', '30'],
      ['Vehículos Disponibles Externos', '15'],
      ['Ventas Mes Actual', '5'],
      ['Ventas Mes Pasado', '3'],
      ['Ingresos Mes Actual', 'US$ 75,001'],
      ['Promedio por venta', 'US$ 15,000'],
      ['Clientes Interesados (este mes)', '12'],
      ['Valor Total Inventario', 'US$ 900,000'],
      ['Ingresos Sell-In (mes actual)', 'US$ 40,000'],
      ['Autos Sell-In Mes Actual', '2'],
      ['Tasa de Conversión', '41.7%'],
      ['Rotación Inventario', '11.1%'],
      ['Valor Promedio Vehículo', 'US$ 20,000'],
      ['Días de Inventario', '450 días'],
      ['Antigüedad del Inventario: 0 a 30 días', '20 autos · US$ 400,000'],
      ['Antigüedad del Inventario: 31 a 60 días', '1 auto · US$ 18,000'],
      ['Antigüedad del Inventario: 61 a 90 días', '0 autos · US$ 0'],
      ['Antigüedad del Inventario: Más de 90 días', '24 autos · US$ 482,000'],
    ]);
  });

  it('says so when nothing sold in 90 days and leaves out the inventory rows when it did not load', () => {
    const idle = dashboardExportRows(kpis, { ...inventory, ventasUltimos90Dias: 0 });
    expect(idle.find((row) => row.indicador === 'Días de Inventario')?.valor).toBe('Sin ventas en 90 días');
    const withoutInventory = dashboardExportRows(kpis, null);
    expect(withoutInventory).toHaveLength(14);
    expect(withoutInventory.some((row) => row.indicador.startsWith('Antigüedad'))).toBe(false);
  });
});
