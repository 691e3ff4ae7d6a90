import type { VehicleStatus } from './status';

/** Spec 001 §2.1: the card shows the latest purchase price when there is one, otherwise precioCompra. */
export function inventoryPrice(vehicle: {
  readonly precioCompra: number;
  readonly ultimoPrecioCompra: number | null;
}): number {
  return vehicle.ultimoPrecioCompra ?? vehicle.precioCompra;
}

/** Mantine colour names of the status badges (spec 000 §9 status colours). */
export type InventoryStatusColor = 'green' | 'red' | 'gray' | 'yellow' | 'blue';

const STATUS_COLORS: Readonly<Record<VehicleStatus, InventoryStatusColor>> = {
  DISPONIBLE: 'green',
  VENDIDO: 'red',
  'NO DISPONIBLE': 'gray',
  'SELL IN': 'yellow',
};

/** Spec 001 §4: compared case-insensitively; any other value takes the default style. */
export function statusColor(estadoDes: string): InventoryStatusColor {
  const normalized = estadoDes.trim().toUpperCase();
  return STATUS_COLORS[normalized as VehicleStatus] ?? 'blue';
}

/** Spec 001 §2.3: the comma-separated adicionales text as tags (blank pieces dropped, repeats once). */
export function additionalTags(adicionales: string | null | undefined): string[] {
  if (!adicionales) return [];
  const tags = adicionales
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  return [...new Set(tags)];
}
