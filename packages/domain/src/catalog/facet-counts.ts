import { compileFilters, failedParts, PART_BIT, rangePredicate } from './catalog-filter';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import {
  BOOLEAN_FILTERS,
  type BooleanFilter,
  type FilterBounds,
  type FilterSet,
  OPTION_GROUPS,
  type OptionGroup,
  optionValueOf,
  RANGE_FILTERS,
  type RangeFilter,
} from './filter-set';
import { QUICK_RANGES } from './quick-filters';

/**
 * How many cars each choice would leave: the count with every OTHER part of the filter (and the search)
 * applied, plus this choice. Within a group the choices add up (any of them), so the count of an option
 * is what selecting it would give while its group is still empty.
 */
export interface FacetCounts {
  options: Record<OptionGroup, Map<string | number, number>>;
  booleans: Record<BooleanFilter, number>;
  /** Aligned with QUICK_RANGES[range]. */
  quickRanges: Record<RangeFilter, number[]>;
}

export interface CatalogScan {
  /** The cars matching the search and every filter, in list order. */
  results: CatalogVehicle[];
  counts: FacetCounts;
}

/** One pass over the list: which parts each car fails decides both the results and every count. */
export function scanCatalog(
  vehicles: readonly CatalogVehicle[],
  filters: FilterSet,
  term: string,
  bounds: FilterBounds,
): CatalogScan {
  const tests = compileFilters(vehicles, filters, term, bounds);
  const options = Object.fromEntries(
    OPTION_GROUPS.map((group) => [group, new Map()]),
  ) as FacetCounts['options'];
  const booleans: FacetCounts['booleans'] = { swFacturable: 0, swTresFilas: 0 };
  const quickTests = Object.fromEntries(
    RANGE_FILTERS.map((range) => [
      range,
      QUICK_RANGES[range].map((quick) => rangePredicate(range, [quick.min, quick.max], bounds)),
    ]),
  ) as Record<RangeFilter, (((vehicle: CatalogVehicle) => boolean) | null)[]>;
  const quickRanges = Object.fromEntries(
    RANGE_FILTERS.map((range) => [range, QUICK_RANGES[range].map(() => 0)]),
  ) as FacetCounts['quickRanges'];
  const results: CatalogVehicle[] = [];

  for (let index = 0; index < vehicles.length; index++) {
    const vehicle = vehicles[index] as CatalogVehicle;
    const failed = failedParts(tests, vehicle, index);
    if (failed === 0) results.push(vehicle);
    // A car failing two or more parts counts nowhere; checking that first skips most of the work.
    if ((failed & (failed - 1)) !== 0) continue;
    for (const group of OPTION_GROUPS) {
      if ((failed & ~PART_BIT[group]) !== 0) continue;
      const value = optionValueOf(vehicle, group);
      if (value !== null) options[group].set(value, (options[group].get(value) ?? 0) + 1);
    }
    for (const key of BOOLEAN_FILTERS) {
      if ((failed & ~PART_BIT[key]) === 0 && vehicle[key]) booleans[key]++;
    }
    for (const range of RANGE_FILTERS) {
      if ((failed & ~PART_BIT[range]) !== 0) continue;
      const counts = quickRanges[range];
      quickTests[range].forEach((test, position) => {
        if (test === null || test(vehicle)) counts[position] = (counts[position] ?? 0) + 1;
      });
    }
  }
  return { results, counts: { options, booleans, quickRanges } };
}

export function facetCounts(
  vehicles: readonly CatalogVehicle[],
  filters: FilterSet,
  term: string,
  bounds: FilterBounds,
): FacetCounts {
  return scanCatalog(vehicles, filters, term, bounds).counts;
}
