import type { StatusReport } from './admin-vehicle.schema';
import type { VehicleStatus } from './status';

/** The statistics row of the inventory screen (spec 001 §2.1). */
export interface InventoryStats {
  readonly total: number;
  readonly disponibles: number;
  readonly vendidos: number;
  readonly sellIn: number;
  readonly noDisponibles: number;
}

type Counts = Readonly<Record<VehicleStatus, number>>;

function fromCounts(counts: Counts, total: number): InventoryStats {
  return {
    total,
    disponibles: counts.DISPONIBLE,
    vendidos: counts.VENDIDO,
    sellIn: counts['SELL IN'],
    noDisponibles: counts['NO DISPONIBLE'],
  };
}

const ZERO: Counts = { DISPONIBLE: 0, VENDIDO: 0, 'SELL IN': 0, 'NO DISPONIBLE': 0 };

/** Spec 001 §4: statuses compare case-insensitively (and, here, without surrounding spaces). */
function statusOf(estadoDes: string): VehicleStatus | null {
  const normalized = estadoDes.trim().toUpperCase();
  return normalized in ZERO ? (normalized as VehicleStatus) : null;
}

/**
 * Spec 001 §7/§9: the statistics of GET /automoviles/reporte-estados; the total is totalAutos, or the
 * sum of the counts when the report carries none.
 */
export function statsFromReport(report: {
  readonly totalAutos?: number | null;
  readonly reporteAutosPorEstado: StatusReport['reporteAutosPorEstado'];
}): InventoryStats {
  const counts = { ...ZERO };
  let sum = 0;
  for (const row of report.reporteAutosPorEstado) {
    sum += row.cantidad;
    const status = statusOf(row.estadoDes);
    if (status) counts[status] += row.cantidad;
  }
  return fromCounts(counts, report.totalAutos ?? sum);
}

/**
 * Spec 001 §8 "Statistics fail: silent fallback to local counts": counted from the list the screen
 * loaded, which is one status (or one search within it) paged by the server, so its total is that
 * status's count and the others are unknown, shown as zero (docs/decisions/0034).
 */
export function statsFromListTotal(estado: VehicleStatus, total: number): InventoryStats {
  return fromCounts({ ...ZERO, [estado]: total }, total);
}
