import type { CatalogVehicle } from '../catalog/catalog-vehicle.schema';
import { LOCALE } from '../shared/format';

export const LATEST_ARRIVALS_COUNT = 8;

/** The newest cars in stock by arrival date (ties: the higher id, the later entry). */
export function latestArrivals(
  vehicles: readonly CatalogVehicle[],
  count = LATEST_ARRIVALS_COUNT,
): CatalogVehicle[] {
  return [...vehicles]
    .sort((a, b) => b.fechaIng.localeCompare(a.fechaIng) || b.idAuto - a.idAuto)
    .slice(0, count);
}

export interface BrandCount {
  readonly marca: string;
  readonly count: number;
}

/** Every brand in stock with its number of cars: most cars first, then alphabetically. */
export function brandsInStock(vehicles: readonly CatalogVehicle[]): BrandCount[] {
  const counts = new Map<string, number>();
  for (const vehicle of vehicles) counts.set(vehicle.marca, (counts.get(vehicle.marca) ?? 0) + 1);
  return [...counts]
    .map(([marca, count]) => ({ marca, count }))
    .sort((a, b) => b.count - a.count || a.marca.localeCompare(b.marca, LOCALE));
}
