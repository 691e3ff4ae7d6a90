import { filterVehicles } from '../catalog/catalog-filter';
import { optionLabel } from '../catalog/catalog-options';
import { searchWords } from '../catalog/catalog-search';
import { initialCatalogState } from '../catalog/catalog-state';
import { catalogStateFromSearchParams, catalogStateToSearchParams } from '../catalog/catalog-url';
import type { CatalogVehicle } from '../catalog/catalog-vehicle.schema';
import { BOOLEAN_LABELS } from '../catalog/filter-chips';
import {
  BOOLEAN_FILTERS,
  type FilterBounds,
  type FilterSet,
  type OptionGroup,
  type RangeFilter,
  rangeOf,
} from '../catalog/filter-set';
import { formatKm, formatUsd } from '../shared/format';

/**
 * What an alert watches: the catalogue's search term and filters, exactly as a catalogue view holds
 * them (issue 26). Sort, page and view mode say how a list is shown, not which cars are in it.
 */
export interface AlertCriteria {
  term: string;
  filters: FilterSet;
}

/** The canonical query of a catalogue view's criteria (`q=…&marca=…&precio=-25000`), '' for all cars. */
export function alertQuery(criteria: AlertCriteria): string {
  return catalogStateToSearchParams({ ...initialCatalogState(), ...criteria }).toString();
}

/**
 * The criteria of a catalogue URL query, read by the catalogue's own parser (what does not parse is
 * dropped, as the catalogue does), so an alert watches what that view shows.
 */
export function alertCriteriaFromQuery(query: string): AlertCriteria {
  const state = catalogStateFromSearchParams(new URLSearchParams(query));
  return { term: state.term.trim(), filters: state.filters };
}

/**
 * Bounds no set range can equal: in the catalogue an end at the inventory's own bound restricts
 * nothing, and a car arriving outside the bound moves the bound, so the set end restricts again. With
 * these bounds every set end restricts, which is the same answer for the car being matched.
 */
const UNBOUNDED: FilterBounds = {
  precio: { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY },
  anio: { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY },
  kilometraje: { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY },
};

/** Whether the catalogue view of these criteria shows the car: the catalogue's own filter and search. */
export function alertMatches(vehicle: CatalogVehicle, criteria: AlertCriteria): boolean {
  return filterVehicles([vehicle], criteria.filters, criteria.term, UNBOUNDED).length === 1;
}

/**
 * The alerts, of many, whose criteria show the car. One list of one car is shared by every test, so
 * the search haystack and the option index are built once for the car, not once per alert.
 */
export function matchingAlerts<A extends { criteria: AlertCriteria }>(
  vehicle: CatalogVehicle,
  alerts: readonly A[],
): A[] {
  const list = [vehicle];
  return alerts.filter(
    (alert) => filterVehicles(list, alert.criteria.filters, alert.criteria.term, UNBOUNDED).length === 1,
  );
}

/** Alerts grouped by the brands they name: a car can only match those of its brand and those of none. */
export interface AlertIndex<A> {
  byBrand: Map<string, A[]>;
  anyBrand: A[];
}

export function indexAlerts<A extends { criteria: AlertCriteria }>(alerts: readonly A[]): AlertIndex<A> {
  const index: AlertIndex<A> = { byBrand: new Map(), anyBrand: [] };
  for (const alert of alerts) {
    const brands = alert.criteria.filters.marca;
    if (brands.length === 0) index.anyBrand.push(alert);
    for (const brand of brands) {
      const list = index.byBrand.get(brand);
      if (list) list.push(alert);
      else index.byBrand.set(brand, [alert]);
    }
  }
  return index;
}

/**
 * `matchingAlerts` over an index: the brand filter is one of the catalogue's conditions (an exact
 * value), so only the alerts of the car's brand and those naming no brand can match; the rest of the
 * rule is the catalogue's, unchanged.
 */
export function matchingIndexedAlerts<A extends { criteria: AlertCriteria }>(
  vehicle: CatalogVehicle,
  index: AlertIndex<A>,
): A[] {
  return matchingAlerts(vehicle, [...index.anyBrand, ...(index.byBrand.get(vehicle.marca) ?? [])]);
}

/** Words first, then what a buyer names a car by, then where and how much. */
const SUMMARY_GROUPS: readonly OptionGroup[] = [
  'marca',
  'modelo',
  'carroceria',
  'combustible',
  'transmision',
  'traccion',
  'swPiso',
];

const RANGE_WORDS: Record<RangeFilter, { format: (value: number) => string; label: string }> = {
  precio: { format: formatUsd, label: '' },
  anio: { format: String, label: 'año ' },
  kilometraje: { format: formatKm, label: '' },
};

function rangeWords(range: RangeFilter, filters: FilterSet): string | null {
  const [min, max] = rangeOf(filters, range);
  const { format, label } = RANGE_WORDS[range];
  if (min !== null && max !== null) return `${label}${format(min)} a ${format(max)}`.trim();
  if (min !== null) return `${label}desde ${format(min)}`;
  if (max !== null) return `${label}hasta ${format(max)}`;
  return null;
}

/** The criteria in words, e.g. 'Toyota · SUV · hasta US$ 25,000'; 'Todos los autos' when none. */
export function criteriaSummary(criteria: AlertCriteria): string {
  const { filters } = criteria;
  const parts: string[] = [];
  if (searchWords(criteria.term).length > 0) parts.push(`“${criteria.term.trim()}”`);
  for (const group of SUMMARY_GROUPS) {
    for (const value of filters[group]) parts.push(optionLabel(group, value));
  }
  for (const range of ['precio', 'anio', 'kilometraje'] as const) {
    const words = rangeWords(range, filters);
    if (words) parts.push(words);
  }
  for (const key of BOOLEAN_FILTERS) if (filters[key] === true) parts.push(BOOLEAN_LABELS[key]);
  return parts.length === 0 ? 'Todos los autos' : parts.join(' · ');
}
