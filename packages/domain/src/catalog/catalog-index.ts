import type { CatalogVehicle } from './catalog-vehicle.schema';
import {
  filterBounds,
  OPTION_GROUPS,
  type OptionGroup,
  optionValueOf,
  RANGE_FILTERS,
  type RangeFilter,
  rangePredicate,
} from './filter-set';
import { QUICK_RANGES } from './quick-filters';

/**
 * What the rules read over and over from one loaded list, computed once per list (the list does not
 * change once loaded): each car's value of every option group as a small number, and which quick
 * ranges it falls in. Keeps a keystroke over 10,000 cars well inside one frame (bench/README.md).
 */
export interface CatalogIndex {
  /** Per option group: the distinct values in order of appearance… */
  values: Record<OptionGroup, (string | number)[]>;
  /** …and each car's value as a position in them (-1 when the car has none). */
  codes: Record<OptionGroup, Int32Array>;
  /** Per range: bit i is set when the car is inside QUICK_RANGES[range][i] (with this list's bounds). */
  quickMasks: Record<RangeFilter, Uint8Array>;
}

const indexCache = new WeakMap<readonly CatalogVehicle[], CatalogIndex>();

export function catalogIndex(vehicles: readonly CatalogVehicle[]): CatalogIndex {
  const cached = indexCache.get(vehicles);
  if (cached) return cached;
  const bounds = filterBounds(vehicles);
  const values = {} as CatalogIndex['values'];
  const codes = {} as CatalogIndex['codes'];
  for (const group of OPTION_GROUPS) {
    const positions = new Map<string | number, number>();
    const groupCodes = new Int32Array(vehicles.length);
    vehicles.forEach((vehicle, index) => {
      const value = optionValueOf(vehicle, group);
      if (value === null) {
        groupCodes[index] = -1;
        return;
      }
      let code = positions.get(value);
      if (code === undefined) {
        code = positions.size;
        positions.set(value, code);
      }
      groupCodes[index] = code;
    });
    values[group] = [...positions.keys()];
    codes[group] = groupCodes;
  }
  const quickMasks = {} as CatalogIndex['quickMasks'];
  for (const range of RANGE_FILTERS) {
    const tests = QUICK_RANGES[range].map((quick) => rangePredicate(range, [quick.min, quick.max], bounds));
    quickMasks[range] = Uint8Array.from(vehicles, (vehicle) =>
      tests.reduce(
        (mask, test, position) => (test === null || test(vehicle) ? mask | (1 << position) : mask),
        0,
      ),
    );
  }
  const index = { values, codes, quickMasks };
  indexCache.set(vehicles, index);
  return index;
}
