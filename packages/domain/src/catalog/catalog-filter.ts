import { catalogIndex } from './catalog-index';
import { haystackMatches, searchHaystacks, searchWords } from './catalog-search';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import {
  BOOLEAN_FILTERS,
  EXACT_VALUE_FILTERS,
  type FilterBounds,
  type FilterSet,
  filterBounds,
  OPTION_GROUPS,
  RANGE_FILTERS,
  rangeOf,
  rangePredicate,
} from './filter-set';

/**
 * Every independent part of the filter, one bit each, so that one pass over the list tells which parts
 * each car fails: the results are the cars failing none, and the facet count of a group reads the cars
 * failing nothing but that group (facet-counts.ts).
 */
export const FILTER_PARTS = [
  'search',
  ...OPTION_GROUPS,
  ...BOOLEAN_FILTERS,
  ...RANGE_FILTERS,
  ...EXACT_VALUE_FILTERS.map((key) => `${key}Exact` as const),
] as const;
export type FilterPart = (typeof FILTER_PARTS)[number];

export const PART_BIT = Object.fromEntries(FILTER_PARTS.map((part, index) => [part, 1 << index])) as Record<
  FilterPart,
  number
>;

interface CompiledTest {
  bit: number;
  /** true when the car passes; `index` is the car's position in the list (for the search haystacks). */
  test: (vehicle: CatalogVehicle, index: number) => boolean;
}

/** The tests of the applied parts only: a part left empty costs nothing per car. */
export function compileFilters(
  vehicles: readonly CatalogVehicle[],
  filters: FilterSet,
  term: string,
  bounds: FilterBounds = filterBounds(vehicles),
): CompiledTest[] {
  const tests: CompiledTest[] = [];
  const words = searchWords(term);
  if (words.length > 0) {
    const haystacks = searchHaystacks(vehicles);
    tests.push({ bit: PART_BIT.search, test: (_, index) => haystackMatches(haystacks[index] ?? '', words) });
  }
  const index = catalogIndex(vehicles);
  for (const group of OPTION_GROUPS) {
    if (filters[group].length === 0) continue;
    // Compare small numbers, not strings: the chosen values as positions in the index's value list.
    const allowed = new Uint8Array(index.values[group].length);
    for (const value of filters[group]) {
      const code = index.values[group].indexOf(value);
      if (code >= 0) allowed[code] = 1;
    }
    const codes = index.codes[group];
    tests.push({
      bit: PART_BIT[group],
      test: (_, position) => {
        const code = codes[position] ?? -1;
        return code >= 0 && allowed[code] === 1;
      },
    });
  }
  for (const key of BOOLEAN_FILTERS) {
    // Spec 000 §5: a boolean filter requires the car's value to be true.
    if (filters[key] === true) tests.push({ bit: PART_BIT[key], test: (vehicle) => vehicle[key] });
  }
  for (const range of RANGE_FILTERS) {
    const test = rangePredicate(range, rangeOf(filters, range), bounds);
    if (test) tests.push({ bit: PART_BIT[range], test });
  }
  for (const key of EXACT_VALUE_FILTERS) {
    if (filters[key].length === 0) continue;
    const allowed = new Set(filters[key]);
    tests.push({
      bit: PART_BIT[`${key}Exact`],
      test: (vehicle) => {
        const value = key === 'anioFabricacion' ? vehicle.anioFabricacion : vehicle[key];
        return value !== null && allowed.has(value);
      },
    });
  }
  return tests;
}

/** The bits of the parts a car fails (0 = it passes every filter and the search). */
export function failedParts(tests: readonly CompiledTest[], vehicle: CatalogVehicle, index: number): number {
  let failed = 0;
  for (const { bit, test } of tests) {
    if (!test(vehicle, index)) failed |= bit;
  }
  return failed;
}

/**
 * Spec 000 §5: the cars matching the search term and every filter, in list order. An empty array
 * means no restriction; otherwise the car's value must be in it; range bounds are inclusive; boolean
 * filters require true.
 */
export function filterVehicles(
  vehicles: readonly CatalogVehicle[],
  filters: FilterSet,
  term = '',
  bounds: FilterBounds = filterBounds(vehicles),
): CatalogVehicle[] {
  const tests = compileFilters(vehicles, filters, term, bounds);
  if (tests.length === 0) return [...vehicles];
  return vehicles.filter((vehicle, index) => failedParts(tests, vehicle, index) === 0);
}
