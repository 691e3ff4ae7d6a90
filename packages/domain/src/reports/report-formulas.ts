/**
 * Spec 000 §9 formulas of the dashboard's 'Resumen General' and KPI breakdowns, plus the dealer
 * measures of issue 11 (days supply, gross profit per unit). Pure, shared by the server and browser.
 */

/** Rounds to one decimal (the spec's percentages). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Part of a total in percent with one decimal; 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : oneDecimal((part / total) * 100);
}

/** 'Tasa de Conversión' = current month sales / interested clients × 100 (divisor 1 if zero), one decimal. */
export function conversionRate(ventasMesActual: number, clientesInteresados: number): number {
  return oneDecimal((ventasMesActual / (clientesInteresados === 0 ? 1 : clientesInteresados)) * 100);
}

/**
 * 'Rotación Inventario' = sales / available vehicles × 100, one decimal. The spec gives no divisor for
 * an empty stock (the original showed Infinity or NaN): 0 here (decision 0024).
 */
export function inventoryRotation(ventas: number, disponibles: number): number {
  return disponibles === 0 ? 0 : oneDecimal((ventas / disponibles) * 100);
}

/** 'Valor Promedio Vehículo' = inventory value / available vehicles, whole dollars; 0 without stock. */
export function averageVehicleValue(valorInventario: number, disponibles: number): number {
  return disponibles === 0 ? 0 : Math.round(valorInventario / disponibles);
}

/** Average per sale = sales amount / sales count (divisor 1 if zero), whole dollars. */
export function averagePerSale(montoVentas: number, cantidadVentas: number): number {
  return Math.round(montoVentas / (cantidadVentas === 0 ? 1 : cantidadVentas));
}

export type Trend = 'up' | 'down' | 'flat';

/** The arrow of 'Ventas Mes Actual' against last month. */
export function salesTrend(actual: number, pasado: number): Trend {
  if (actual > pasado) return 'up';
  if (actual < pasado) return 'down';
  return 'flat';
}

/** The number of days the sales window of days supply covers. */
export const DAYS_SUPPLY_WINDOW = 90;

/**
 * Days supply = available stock ÷ average daily sales of the last 90 days, one decimal; null when
 * nothing sold in those days (the stock would last forever at that pace).
 */
export function daysSupply(stockDisponible: number, ventasUltimos90Dias: number): number | null {
  if (ventasUltimos90Dias === 0) return null;
  return oneDecimal(stockDisponible / (ventasUltimos90Dias / DAYS_SUPPLY_WINDOW));
}

/** Gross profit per unit sold, whole dollars; 0 when nothing sold. */
export function grossProfitPerUnit(utilidadBruta: number, unidades: number): number {
  return unidades === 0 ? 0 : Math.round(utilidadBruta / unidades);
}

/** The inventory-aging buckets of available cars, by whole days since their entry date. */
export const AGING_BUCKETS = [
  { rango: '0-30', etiqueta: '0 a 30 días', desde: 0, hasta: 30 },
  { rango: '31-60', etiqueta: '31 a 60 días', desde: 31, hasta: 60 },
  { rango: '61-90', etiqueta: '61 a 90 días', desde: 61, hasta: 90 },
  { rango: '90+', etiqueta: 'Más de 90 días', desde: 91, hasta: null },
] as const;
export type AgingRange = (typeof AGING_BUCKETS)[number]['rango'];
export const AGING_RANGES = AGING_BUCKETS.map((bucket) => bucket.rango) as [AgingRange, ...AgingRange[]];

/** The bucket of a car `dias` whole days in stock. */
export function agingRange(dias: number): AgingRange {
  const bucket = AGING_BUCKETS.find((b) => dias >= b.desde && (b.hasta === null || dias <= b.hasta));
  return bucket?.rango ?? '0-30';
}
