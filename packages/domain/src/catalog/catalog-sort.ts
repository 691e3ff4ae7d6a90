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

/** Equal keys keep a fixed order: the newest listing (highest idAuto) first (docs/decisions/0008). */
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

const orderCache = new WeakMap<readonly CatalogVehicle[], Map<SortOption, Int32Array>>();

/** The positions of a list's cars in sort order, computed once per list and option. */
export function sortedPositions(vehicles: readonly CatalogVehicle[], sort: SortOption): Int32Array {
  let byOption = orderCache.get(vehicles);
  if (!byOption) {
    byOption = new Map();
    orderCache.set(vehicles, byOption);
  }
  let order = byOption.get(sort);
  if (!order) {
    const compare = COMPARATORS[sort];
    order = Int32Array.from(vehicles.keys()).sort((a, b) =>
      compare(vehicles[a] as CatalogVehicle, vehicles[b] as CatalogVehicle),
    );
    byOption.set(sort, order);
  }
  return order;
}

/**
 * `count` cars from `start` of the sorted matches, where `matched[i]` says whether the list's car `i`
 * matched: one walk over the presorted list instead of sorting the matches on every keystroke.
 */
export function sortedSlice(
  vehicles: readonly CatalogVehicle[],
  matched: Uint8Array,
  sort: SortOption,
  start: number,
  count: number,
): CatalogVehicle[] {
  const page: CatalogVehicle[] = [];
  let seen = 0;
  for (const position of sortedPositions(vehicles, sort)) {
    if (matched[position] !== 1) continue;
    if (seen++ < start) continue;
    page.push(vehicles[position] as CatalogVehicle);
    if (page.length === count) break;
  }
  return page;
}
