import type { CatalogVehicle } from './catalog-vehicle.schema';

/**
 * Spec 000 §3 filter set. Arrays: empty = no restriction. Booleans: true = required, null = not
 * applied. Ranges: null = at the data's own bound (not applied), so a state does not depend on the
 * inventory it is applied to and a URL stays valid when the stock changes (docs/decisions/0008).
 * `anioFabricacion`, `kilometraje` and `precioCompra` are the spec's exact-value lists; the screen filters
 * those three with the ranges, but the rules honour the lists too.
 */
export interface FilterSet {
  marca: string[];
  modelo: string[];
  anioFabricacion: number[];
  combustible: string[];
  transmision: string[];
  traccion: string[];
  kilometraje: number[];
  precioCompra: number[];
  carroceria: string[];
  /** Store codes: 1 San Isidro, 2 Santiago de Surco, 0 any other ('Previa Cita'), see `storeCode`. */
  swPiso: number[];
  swFacturable: true | null;
  swTresFilas: true | null;
  anioMin: number | null;
  anioMax: number | null;
  kilometrajeMin: number | null;
  kilometrajeMax: number | null;
  precioMin: number | null;
  precioMax: number | null;
}

/** The multi-select groups of the filter panel, in spec order, with the car field each one reads. */
export const OPTION_GROUPS = [
  'swPiso',
  'marca',
  'modelo',
  'carroceria',
  'combustible',
  'transmision',
  'traccion',
] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];
export type OptionValue<G extends OptionGroup> = FilterSet[G][number];

export const BOOLEAN_FILTERS = ['swFacturable', 'swTresFilas'] as const;
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];

export const RANGE_FILTERS = ['precio', 'anio', 'kilometraje'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

/** The spec's exact-value lists that the screen does not show (see FilterSet). */
export const EXACT_VALUE_FILTERS = ['anioFabricacion', 'kilometraje', 'precioCompra'] as const;
export type ExactValueFilter = (typeof EXACT_VALUE_FILTERS)[number];

/** Spec 000 §2: the collapsible groups of the filter panel, in screen order. */
export const PANEL_GROUPS = [
  'swPiso',
  'marca',
  'modelo',
  'precio',
  'anio',
  'carroceria',
  'combustible',
  'transmision',
  'traccion',
  'kilometraje',
  'caracteristicas',
] as const satisfies readonly (OptionGroup | RangeFilter | 'caracteristicas')[];
export type PanelGroup = (typeof PANEL_GROUPS)[number];

export function isOptionGroup(group: string): group is OptionGroup {
  return (OPTION_GROUPS as readonly string[]).includes(group);
}

export function isRangeFilter(group: string): group is RangeFilter {
  return (RANGE_FILTERS as readonly string[]).includes(group);
}

export interface NumberRange {
  min: number;
  max: number;
}
export type FilterBounds = Record<RangeFilter, NumberRange>;

/** Spec 000 §5: bounds when there is no data. */
export const FALLBACK_BOUNDS: FilterBounds = {
  precio: { min: 0, max: 999_999 },
  anio: { min: 1990, max: 2025 },
  kilometraje: { min: 0, max: 999_999 },
};

export const RANGE_KEYS = {
  precio: { min: 'precioMin', max: 'precioMax' },
  anio: { min: 'anioMin', max: 'anioMax' },
  kilometraje: { min: 'kilometrajeMin', max: 'kilometrajeMax' },
} as const satisfies Record<RangeFilter, { min: keyof FilterSet; max: keyof FilterSet }>;

export function emptyFilterSet(): FilterSet {
  return {
    marca: [],
    modelo: [],
    anioFabricacion: [],
    combustible: [],
    transmision: [],
    traccion: [],
    kilometraje: [],
    precioCompra: [],
    carroceria: [],
    swPiso: [],
    swFacturable: null,
    swTresFilas: null,
    anioMin: null,
    anioMax: null,
    kilometrajeMin: null,
    kilometrajeMax: null,
    precioMin: null,
    precioMax: null,
  };
}

/** Spec 000 §3: 1 San Isidro, 2 Santiago de Surco, any other value is 'Previa Cita' (code 0). */
export function storeCode(swPiso: number): 0 | 1 | 2 {
  return swPiso === 1 || swPiso === 2 ? swPiso : 0;
}

/** The value a car has for an option group (its store code for the Tienda group). */
export function optionValueOf(vehicle: CatalogVehicle, group: OptionGroup): string | number | null {
  return group === 'swPiso' ? storeCode(vehicle.swPiso) : vehicle[group];
}

export function rangeValueOf(vehicle: CatalogVehicle, range: RangeFilter): number | null {
  if (range === 'precio') return vehicle.precioCompra;
  if (range === 'anio') return vehicle.anioFabricacion;
  return vehicle.kilometraje;
}

/** The range of a filter as [min, max], each null when at the data's bound. */
export function rangeOf(filters: FilterSet, range: RangeFilter): [number | null, number | null] {
  const keys = RANGE_KEYS[range];
  return [filters[keys.min], filters[keys.max]];
}

/**
 * The test of a range (spec 000 §5: inclusive bounds), or null when it restricts nothing. An end equal
 * to the data's bound is no restriction, as §4 counts a range as applied only when it differs from it.
 */
export function rangePredicate(
  range: RangeFilter,
  [rawMin, rawMax]: readonly [number | null, number | null],
  bounds: FilterBounds,
): ((vehicle: CatalogVehicle) => boolean) | null {
  const min = rawMin === null || rawMin === bounds[range].min ? null : rawMin;
  const max = rawMax === null || rawMax === bounds[range].max ? null : rawMax;
  if (min === null && max === null) return null;
  const low = min ?? Number.NEGATIVE_INFINITY;
  const high = max ?? Number.POSITIVE_INFINITY;
  // A car without the value (e.g. no recorded mileage) cannot be shown to be inside a set range.
  return (vehicle) => {
    const value = rangeValueOf(vehicle, range);
    return value !== null && value >= low && value <= high;
  };
}

const boundsCache = new WeakMap<readonly CatalogVehicle[], FilterBounds>();

/** Spec 000 §5: slider bounds come from the data, with the fallbacks when a field has no value. */
export function filterBounds(vehicles: readonly CatalogVehicle[]): FilterBounds {
  const cached = boundsCache.get(vehicles);
  if (cached) return cached;
  const bounds = {} as FilterBounds;
  for (const range of RANGE_FILTERS) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const vehicle of vehicles) {
      const value = rangeValueOf(vehicle, range);
      if (value === null) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    bounds[range] = min <= max ? { min, max } : { ...FALLBACK_BOUNDS[range] };
  }
  boundsCache.set(vehicles, bounds);
  return bounds;
}

/** A range is applied when one of its ends is set and differs from the data's bound. */
export function isRangeActive(filters: FilterSet, range: RangeFilter, bounds: FilterBounds): boolean {
  const [min, max] = rangeOf(filters, range);
  return (min !== null && min !== bounds[range].min) || (max !== null && max !== bounds[range].max);
}

/** Spec 000 §4: any array non-empty, a boolean set, or any range differing from its initial bounds. */
export function isFilterActive(filters: FilterSet, bounds: FilterBounds): boolean {
  return (
    OPTION_GROUPS.some((group) => filters[group].length > 0) ||
    EXACT_VALUE_FILTERS.some((key) => filters[key].length > 0) ||
    BOOLEAN_FILTERS.some((key) => filters[key] !== null) ||
    RANGE_FILTERS.some((range) => isRangeActive(filters, range, bounds))
  );
}

function sameValues<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** Two filter sets restrict alike (arrays compared as sets). */
export function sameFilters(a: FilterSet, b: FilterSet): boolean {
  return (
    OPTION_GROUPS.every((group) => sameValues<string | number>(a[group], b[group])) &&
    EXACT_VALUE_FILTERS.every((key) => sameValues(a[key], b[key])) &&
    BOOLEAN_FILTERS.every((key) => a[key] === b[key]) &&
    RANGE_FILTERS.every((range) => {
      const [minA, maxA] = rangeOf(a, range);
      const [minB, maxB] = rangeOf(b, range);
      return minA === minB && maxA === maxB;
    })
  );
}
