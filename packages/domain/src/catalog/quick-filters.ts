import { emptyFilterSet, type FilterSet, RANGE_KEYS, type RangeFilter, rangeOf } from './filter-set';

/** A preset range; a null end means the data's own bound (spec 000 §9 "up to the max", "from the minimum"). */
export interface QuickRange {
  id: string;
  label: string;
  min: number | null;
  max: number | null;
}

/** Spec 000 §9 quick ranges. The last mileage button starts at 80,000 km (the spec's 800,000 is a typo). */
export const QUICK_RANGES: Record<RangeFilter, readonly QuickRange[]> = {
  precio: [
    { id: '10-15k', label: '10K-15K', min: 10_000, max: 15_000 },
    { id: '15-20k', label: '15K-20K', min: 15_000, max: 20_000 },
    { id: '20-30k', label: '20K-30K', min: 20_000, max: 30_000 },
    { id: '30-40k', label: '30K-40K', min: 30_000, max: 40_000 },
    { id: '40k+', label: 'Más de 40K', min: 40_000, max: null },
  ],
  anio: [
    { id: '2020+', label: '2020+', min: 2020, max: null },
    { id: '2015-2019', label: '2015-2019', min: 2015, max: 2019 },
    { id: '2010-2014', label: '2010-2014', min: 2010, max: 2014 },
    { id: '-2009', label: 'Antes de 2010', min: null, max: 2009 },
  ],
  kilometraje: [
    { id: '0-10k', label: '0-10K', min: 0, max: 10_000 },
    { id: '10-20k', label: '10K-20K', min: 10_000, max: 20_000 },
    { id: '20-50k', label: '20K-50K', min: 20_000, max: 50_000 },
    { id: '50-80k', label: '50K-80K', min: 50_000, max: 80_000 },
    { id: '80k+', label: 'Más de 80K', min: 80_000, max: null },
  ],
};

export function findQuickRange(range: RangeFilter, id: string): QuickRange | undefined {
  return QUICK_RANGES[range].find((quick) => quick.id === id);
}

/** Sets both ends of a range (a null end = the data's bound). */
export function withRange(
  filters: FilterSet,
  range: RangeFilter,
  min: number | null,
  max: number | null,
): FilterSet {
  const keys = RANGE_KEYS[range];
  return { ...filters, [keys.min]: min, [keys.max]: max };
}

/** A quick range is shown as pressed while the range is exactly its own. */
export function isQuickRangeSelected(filters: FilterSet, range: RangeFilter, quick: QuickRange): boolean {
  const [min, max] = rangeOf(filters, range);
  return min === quick.min && max === quick.max;
}

/** Clicking a quick range applies it; clicking it again while pressed removes it (spec 000 §4). */
export function toggleQuickRange(filters: FilterSet, range: RangeFilter, quick: QuickRange): FilterSet {
  return isQuickRangeSelected(filters, range, quick)
    ? withRange(filters, range, null, null)
    : withRange(filters, range, quick.min, quick.max);
}

export const POPULAR_SEARCHES = [
  { id: 'sedanes', label: 'Sedanes' },
  { id: 'suvs', label: 'SUVs' },
  { id: 'nuevos', label: 'Nuevos' },
  { id: 'economicos', label: 'Económicos' },
] as const;
export type PopularSearchId = (typeof POPULAR_SEARCHES)[number]['id'];

/**
 * Spec 000 §9 'Búsquedas populares', applied to an empty filter set (§4: a quick filter first clears
 * everything). Nuevos runs from 2020 to the data's latest year (fallback 2025, see FALLBACK_BOUNDS).
 */
export function popularSearchFilters(id: PopularSearchId): FilterSet {
  const filters = emptyFilterSet();
  switch (id) {
    case 'sedanes':
      return { ...filters, carroceria: ['Sedán'] };
    case 'suvs':
      return { ...filters, carroceria: ['SUV', 'Camioneta'] };
    case 'nuevos':
      return withRange(filters, 'anio', 2020, null);
    case 'economicos':
      return withRange(filters, 'precio', 0, 20_000);
  }
}

export function isPopularSearchId(value: string): value is PopularSearchId {
  return POPULAR_SEARCHES.some((search) => search.id === value);
}
