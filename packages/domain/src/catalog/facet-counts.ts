import { compileFilters, failedParts, PART_BIT } from './catalog-filter';
import { catalogIndex } from './catalog-index';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import {
  BOOLEAN_FILTERS,
  type BooleanFilter,
  type FilterSet,
  filterBounds,
  OPTION_GROUPS,
  type OptionGroup,
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
  /** 1 at the list position of each matching car (for the presorted walk of catalog-sort). */
  matched: Uint8Array;
  counts: FacetCounts;
}

/**
 * One pass over the list: which parts each car fails decides both the results and every count. The
 * bounds are the list's own (filterBounds), as the quick ranges of the index are.
 */
export function scanCatalog(
  vehicles: readonly CatalogVehicle[],
  filters: FilterSet,
  term: string,
): CatalogScan {
  const bounds = filterBounds(vehicles);
  const index = catalogIndex(vehicles);
  const tests = compileFilters(vehicles, filters, term, bounds);
  const groupCodes = OPTION_GROUPS.map((group) => index.codes[group]);
  const groupBits = OPTION_GROUPS.map((group) => PART_BIT[group]);
  const groupCounts = OPTION_GROUPS.map((group) => new Int32Array(index.values[group].length));
  const booleanCounts: Record<BooleanFilter, number> = { swFacturable: 0, swTresFilas: 0 };
  const quickCounts = RANGE_FILTERS.map((range) => QUICK_RANGES[range].map(() => 0));
  const quickMasks = RANGE_FILTERS.map((range) => index.quickMasks[range]);
  const results: CatalogVehicle[] = [];
  const matched = new Uint8Array(vehicles.length);

  for (let position = 0; position < vehicles.length; position++) {
    const vehicle = vehicles[position] as CatalogVehicle;
    const failed = tests.length === 0 ? 0 : failedParts(tests, vehicle, position);
    if (failed === 0) {
      results.push(vehicle);
      matched[position] = 1;
    } else if ((failed & (failed - 1)) !== 0) {
      // A car failing two or more parts counts nowhere.
      continue;
    }
    for (let group = 0; group < groupCodes.length; group++) {
      if ((failed & ~(groupBits[group] as number)) !== 0) continue;
      const code = (groupCodes[group] as Int32Array)[position] as number;
      const counts = groupCounts[group] as Int32Array;
      if (code >= 0) counts[code] = (counts[code] ?? 0) + 1;
    }
    for (const key of BOOLEAN_FILTERS) {
      if ((failed & ~PART_BIT[key]) === 0 && vehicle[key]) booleanCounts[key]++;
    }
    for (let range = 0; range < RANGE_FILTERS.length; range++) {
      if ((failed & ~PART_BIT[RANGE_FILTERS[range] as RangeFilter]) !== 0) continue;
      let mask = (quickMasks[range] as Uint8Array)[position] as number;
      const counts = quickCounts[range] as number[];
      for (let bit = 0; mask !== 0; bit++, mask >>= 1) {
        if (mask & 1) counts[bit] = (counts[bit] ?? 0) + 1;
      }
    }
  }

  const options = {} as FacetCounts['options'];
  OPTION_GROUPS.forEach((group, slot) => {
    const counts = groupCounts[slot] as Int32Array;
    options[group] = new Map(index.values[group].map((value, code) => [value, counts[code] ?? 0]));
  });
  const quickRanges = Object.fromEntries(
    RANGE_FILTERS.map((range, slot) => [range, quickCounts[slot]]),
  ) as FacetCounts['quickRanges'];
  return { results, matched, counts: { options, booleans: booleanCounts, quickRanges } };
}

export function facetCounts(
  vehicles: readonly CatalogVehicle[],
  filters: FilterSet,
  term: string,
): FacetCounts {
  return scanCatalog(vehicles, filters, term).counts;
}
