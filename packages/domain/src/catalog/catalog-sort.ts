import type { CatalogVehicle } from './catalog-vehicle.schema';

/** Spec 000 §9 sort options; the URL names them by `slug`. */
export const SORT_OPTIONS = [
  { value: 1, label: 'Más recientes', slug: 'recientes' },
  { value: 2, label: 'Más antiguos', slug: 'antiguos' },
  { value: 3, label: 'Mayor precio', slug: 'mayor-precio' },
  { value: 4, label: 'Menor precio', slug: 'menor-precio' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export function isSortOption(value: unknown): value is SortOption {
  return SORT_OPTIONS.some((option) => option.value === value);
}

type Comparator = (a: CatalogVehicle, b: CatalogVehicle) => number;

/** Equal keys keep a fixed order: the newest listing (highest idAuto) first (docs/decisions: catalogue). */
const byNewestListing: Comparator = (a, b) => b.idAuto - a.idAuto;

const COMPARATORS: Record<SortOption, Comparator> = {
  1: (a, b) => b.anioFabricacion - a.anioFabricacion || byNewestListing(a, b),
  2: (a, b) => a.anioFabricacion - b.anioFabricacion || byNewestListing(a, b),
  3: (a, b) => b.precioCompra - a.precioCompra || byNewestListing(a, b),
  4: (a, b) => a.precioCompra - b.precioCompra || byNewestListing(a, b),
};

/** A sorted copy; without a choice ('Ordenar') the list keeps the order it was loaded in. */
export function sortVehicles(vehicles: readonly CatalogVehicle[], sort: SortOption | null): CatalogVehicle[] {
  const copy = [...vehicles];
  return sort === null ? copy : copy.sort(COMPARATORS[sort]);
}
