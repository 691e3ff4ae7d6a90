import { clampPage, PAGE_SIZE, type PageWindowItem, pageCount, pageWindow } from '../shared/page-window';
import { brandToggleLabel, modelOptions, visibleBrands } from './brand-models';
import { type CatalogOptions, catalogOptions, optionLabel } from './catalog-options';
import { sortedSlice } from './catalog-sort';
import type { CatalogState } from './catalog-state';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import { scanCatalog } from './facet-counts';
import { BOOLEAN_LABELS, type FilterChip, filterChips } from './filter-chips';
import {
  BOOLEAN_FILTERS,
  type BooleanFilter,
  type FilterBounds,
  filterBounds,
  isFilterActive,
  isRangeActive,
  type NumberRange,
  OPTION_GROUPS,
  type OptionGroup,
  type PanelGroup,
  RANGE_FILTERS,
  type RangeFilter,
  rangeOf,
  sameFilters,
} from './filter-set';
import {
  isQuickRangeSelected,
  POPULAR_SEARCHES,
  type PopularSearchId,
  popularSearchFilters,
  QUICK_RANGES,
} from './quick-filters';
import { SLIDER_STEPS, sliderBounds, sliderValue } from './slider';

export interface FacetOption {
  value: string | number;
  label: string;
  /** How many cars selecting it would leave (facet-counts.ts). */
  count: number;
  selected: boolean;
}

export interface SliderView extends NumberRange {
  step: number;
  value: [number, number];
  quickRanges: FacetOption[];
}

export interface CatalogView {
  /** The cars of the current page, sorted. */
  results: CatalogVehicle[];
  total: number;
  /** The state's page clamped to the pages there are. */
  page: number;
  totalPages: number;
  pageWindow: PageWindowItem[];
  options: Record<OptionGroup, FacetOption[]>;
  /** The brands listed now (first 8 unless expanded) and the text of the toggle, if any. */
  visibleBrands: FacetOption[];
  brandToggleLabel: string | null;
  booleans: Record<BooleanFilter, FacetOption>;
  sliders: Record<RangeFilter, SliderView>;
  popularSearches: { id: PopularSearchId; label: string; selected: boolean }[];
  /** The badge of each group header: how many options are chosen, or the range when moved. */
  badges: Record<PanelGroup, string | null>;
  chips: FilterChip[];
  filtersActive: boolean;
  bounds: FilterBounds;
}

function compact(value: number): string {
  return value >= 1000 ? `${Math.round(value / 100) / 10}K` : String(value);
}

/** A short range for a group header: '10K-20K', '2020+' or '≤ 2009'. */
export function rangeBadge(range: RangeFilter, [min, max]: readonly [number | null, number | null]): string {
  const format = range === 'anio' ? String : compact;
  if (min !== null && max !== null) return `${format(min)}-${format(max)}`;
  return min !== null ? `${format(min)}+` : `≤ ${format(max ?? 0)}`;
}

/**
 * The parts of a view that follow the state alone, laid over a view computed for another state of the
 * same list: what is ticked, the slider thumbs, the badges, the chips, the popular search chosen and
 * the brands listed (with 'Ver todas las marcas'). The browser shows a change at once this way while
 * the server computes the new results and counts, and expands the brand list of a server's view, which
 * is always collapsed (the toggle is not in the URL). catalogView ends with it, so both agree
 * (decision 0030).
 */
export function withState(
  view: CatalogView,
  brands: CatalogOptions['marca'],
  state: CatalogState,
): CatalogView {
  const { filters } = state;
  const { bounds } = view;
  const options = {} as Record<OptionGroup, FacetOption[]>;
  for (const group of OPTION_GROUPS) {
    const chosen = filters[group] as (string | number)[];
    options[group] = view.options[group].map((option) => ({
      ...option,
      selected: chosen.includes(option.value),
    }));
  }
  const booleans = {} as Record<BooleanFilter, FacetOption>;
  for (const key of BOOLEAN_FILTERS)
    booleans[key] = { ...view.booleans[key], selected: filters[key] === true };
  const sliders = {} as Record<RangeFilter, SliderView>;
  for (const range of RANGE_FILTERS) {
    sliders[range] = {
      ...view.sliders[range],
      value: sliderValue(filters, bounds, range),
      quickRanges: view.sliders[range].quickRanges.map((option, position) => {
        const quick = QUICK_RANGES[range][position];
        return { ...option, selected: quick !== undefined && isQuickRangeSelected(filters, range, quick) };
      }),
    };
  }
  const badges = {} as Record<PanelGroup, string | null>;
  for (const group of OPTION_GROUPS)
    badges[group] = filters[group].length > 0 ? String(filters[group].length) : null;
  for (const range of RANGE_FILTERS) {
    badges[range] = isRangeActive(filters, range, bounds) ? rangeBadge(range, rangeOf(filters, range)) : null;
  }
  const features = BOOLEAN_FILTERS.filter((key) => filters[key] !== null).length;
  badges.caracteristicas = features > 0 ? String(features) : null;
  const blankTerm = state.term.trim() === '';
  const shownBrands = new Set(visibleBrands(brands, state.showAllBrands, filters.marca));
  return {
    ...view,
    options,
    visibleBrands: options.marca.filter((option) => shownBrands.has(String(option.value)) || option.selected),
    brandToggleLabel: brandToggleLabel(brands.length, state.showAllBrands),
    booleans,
    sliders,
    popularSearches: POPULAR_SEARCHES.map(({ id, label }) => ({
      id,
      label,
      selected: blankTerm && sameFilters(filters, popularSearchFilters(id)),
    })),
    badges,
    chips: filterChips(filters, bounds),
    filtersActive: isFilterActive(filters, bounds),
  };
}

/** Everything the screen shows for a state, computed the same way by the server render and the browser. */
export function catalogView(vehicles: readonly CatalogVehicle[], state: CatalogState): CatalogView {
  const { filters } = state;
  const bounds = filterBounds(vehicles);
  const options = catalogOptions(vehicles);
  const { results, matched, counts } = scanCatalog(vehicles, filters, state.term);

  const totalPages = pageCount(results.length);
  const page = clampPage(state.page, totalPages);
  const start = (page - 1) * PAGE_SIZE;
  const pageResults =
    state.sort === null
      ? results.slice(start, start + PAGE_SIZE)
      : sortedSlice(vehicles, matched, state.sort, start, PAGE_SIZE);

  const facet = (group: OptionGroup, value: string | number): FacetOption => ({
    value,
    label: optionLabel(group, value),
    count: counts.options[group].get(value) ?? 0,
    selected: false,
  });
  const groupOptions = {} as Record<OptionGroup, FacetOption[]>;
  for (const group of OPTION_GROUPS) {
    const values: (string | number)[] =
      group === 'modelo' ? modelOptions(options, filters.marca) : options[group];
    // A chosen value the list does not offer (e.g. from an old link) stays listed, so it can be unticked.
    const missing = (filters[group] as (string | number)[]).filter((value) => !values.includes(value));
    groupOptions[group] = [...values, ...missing].map((value) => facet(group, value));
  }

  const booleans = {} as Record<BooleanFilter, FacetOption>;
  for (const key of BOOLEAN_FILTERS) {
    booleans[key] = { value: key, label: BOOLEAN_LABELS[key], count: counts.booleans[key], selected: false };
  }

  const sliders = {} as Record<RangeFilter, SliderView>;
  for (const range of RANGE_FILTERS) {
    sliders[range] = {
      ...sliderBounds(bounds, range),
      step: SLIDER_STEPS[range],
      value: sliderValue(filters, bounds, range),
      quickRanges: QUICK_RANGES[range].map((quick, position) => ({
        value: quick.id,
        label: quick.label,
        count: counts.quickRanges[range][position] ?? 0,
        selected: false,
      })),
    };
  }

  const listed: CatalogView = {
    results: pageResults,
    total: results.length,
    page,
    totalPages,
    pageWindow: pageWindow(page, totalPages),
    options: groupOptions,
    visibleBrands: [],
    brandToggleLabel: null,
    booleans,
    sliders,
    popularSearches: [],
    badges: {} as Record<PanelGroup, string | null>,
    chips: [],
    filtersActive: false,
    bounds,
  };
  return withState(listed, options.marca, state);
}
