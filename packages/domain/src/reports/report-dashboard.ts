import { formatUsd, LOCALE } from '../shared/format';
import type { InventoryReport, KpisPrincipales } from './report.schema';
import type { DashboardExportRow } from './report-export';
import {
  AGING_BUCKETS,
  averagePerSale,
  averageVehicleValue,
  conversionRate,
  daysSupply,
  inventoryRotation,
  salesTrend,
  type Trend,
} from './report-formulas';
import { REPORT_TEXTS } from './report-texts';

/** Spec 000 §8: when the dashboard cannot load, its KPIs stay at zero. */
export const ZERO_KPIS: KpisPrincipales = {
  cantidadVehiculosDisponibles: 0,
  ventasMesPasado: 0,
  ventasMesActual: 0,
  montoVentasMesActual: 0,
  clientesInteresadosMesActual: 0,
  autosDisponiblesEnPiso: 0,
  autosDisponiblesExternos: 0,
  ingresosSellinMesActual: 0,
  cantidadSellinMesActual: 0,
  valorTotalInventarioDisponible: 0,
};

/** What days supply needs from the inventory report. */
export type DaysSupplyInput = Pick<InventoryReport, 'stockDisponible' | 'ventasUltimos90Dias'>;

/** The figures the dashboard derives from its KPIs (spec 000 §9) and the inventory report (issue 11). */
export interface DashboardFigures {
  readonly kpis: KpisPrincipales;
  /** 'Ingresos Mes Actual' ÷ 'Ventas Mes Actual'. */
  readonly promedioVenta: number;
  /** 'Ventas Mes Actual' against last month. */
  readonly tendencia: Trend;
  /** 'Tasa de Conversión', percent with one decimal. */
  readonly conversion: number;
  /** 'Rotación Inventario', percent with one decimal. */
  readonly rotacion: number;
  /** 'Valor Promedio Vehículo', whole dollars. */
  readonly valorPromedio: number;
  /**
   * 'Días de Inventario': null when nothing sold in 90 days ('Sin ventas en 90 días') and undefined
   * when the inventory report is not there (it failed to load).
   */
  readonly diasInventario: number | null | undefined;
}

export function dashboardFigures(
  kpis: KpisPrincipales,
  inventory: DaysSupplyInput | null | undefined,
): DashboardFigures {
  return {
    kpis,
    promedioVenta: averagePerSale(kpis.montoVentasMesActual, kpis.ventasMesActual),
    tendencia: salesTrend(kpis.ventasMesActual, kpis.ventasMesPasado),
    conversion: conversionRate(kpis.ventasMesActual, kpis.clientesInteresadosMesActual),
    rotacion: inventoryRotation(kpis.ventasMesActual, kpis.cantidadVehiculosDisponibles),
    valorPromedio: averageVehicleValue(
      kpis.valorTotalInventarioDisponible,
      kpis.cantidadVehiculosDisponibles,
    ),
    diasInventario: inventory
      ? daysSupply(inventory.stockDisponible, inventory.ventasUltimos90Dias)
      : undefined,
  };
}

/** A percentage of the reports: one decimal and the sign ('42.9%', '0.0%'). */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

const days = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** 'Días de Inventario' as shown: '128.6 días', or 'Sin ventas en 90 días'. */
export function formatDaysSupply(value: number | null): string {
  return value === null ? REPORT_TEXTS.dashboard.sinVentas90 : `${days.format(value)} días`;
}

/** '1 auto', '3 autos'. */
export function carCount(cantidad: number): string {
  return `${cantidad} ${cantidad === 1 ? 'auto' : 'autos'}`;
}

/**
 * The rows of the dashboard's Excel and PDF (DASHBOARD_REPORT_EXPORT): every indicator of the screen
 * with its value as the screen shows it, then the inventory aging when the inventory report loaded.
 */
export function dashboardExportRows(
  kpis: KpisPrincipales,
  inventory: (DaysSupplyInput & Pick<InventoryReport, 'antiguedad'>) | null | undefined,
): DashboardExportRow[] {
  const t = REPORT_TEXTS.dashboard;
  const figures = dashboardFigures(kpis, inventory);
  const rows: DashboardExportRow[] = [
    { indicador: t.disponibles, valor: String(kpis.cantidadVehiculosDisponibles) },
    { indicador: `${t.disponibles} ${t.enPiso}`, valor: String(kpis.autosDisponiblesEnPiso) },
    { indicador: `${t.disponibles} ${t.externos}`, valor: String(kpis.autosDisponiblesExternos) },
    { indicador: t.ventasMes, valor: String(kpis.ventasMesActual) },
    { indicador: t.ventasMesPasado, valor: String(kpis.ventasMesPasado) },
    { indicador: t.ingresosMes, valor: formatUsd(kpis.montoVentasMesActual) },
    { indicador: t.promedioVenta, valor: formatUsd(figures.promedioVenta) },
    {
      indicador: `${t.clientes} (${t.esteMes.toLowerCase()})`,
      valor: String(kpis.clientesInteresadosMesActual),
    },
    { indicador: t.valorInventario, valor: formatUsd(kpis.valorTotalInventarioDisponible) },
    {
      indicador: `${t.sellIn} (${t.mesActual.toLowerCase()})`,
      valor: formatUsd(kpis.ingresosSellinMesActual),
    },
    { indicador: t.autosSellIn, valor: String(kpis.cantidadSellinMesActual) },
    { indicador: t.conversion, valor: formatPercent(figures.conversion) },
    { indicador: t.rotacion, valor: formatPercent(figures.rotacion) },
    { indicador: t.valorPromedio, valor: formatUsd(figures.valorPromedio) },
  ];
  if (!inventory) return rows;
  rows.push({ indicador: t.diasInventario, valor: formatDaysSupply(figures.diasInventario ?? null) });
  for (const bucket of AGING_BUCKETS) {
    const found = inventory.antiguedad.find((row) => row.rango === bucket.rango);
    rows.push({
      indicador: `${t.agingTitle}: ${bucket.etiqueta}`,
      valor: `${carCount(found?.cantidad ?? 0)} · ${formatUsd(found?.valor ?? 0)}`,
    });
  }
  return rows;
}
