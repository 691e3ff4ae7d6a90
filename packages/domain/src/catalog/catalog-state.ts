import { withBrands } from './brand-models';
import type { CatalogOptions } from './catalog-options';
import { searchWords } from './catalog-search';
import type { SortOption } from './catalog-sort';
import { type ChipTarget, removeChip } from './filter-chips';
import {
  type BooleanFilter,
  emptyFilterSet,
  type FilterBounds,
  type FilterSet,
  isFilterActive,
  type OptionGroup,
  type RangeFilter,
} from './filter-set';
import {
  findQuickRange,
  type PopularSearchId,
  popularSearchFilters,
  toggleQuickRange,
} from './quick-filters';
import { withSliderRange } from './slider';

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Everything the catalogue screen shows depends on this state and the loaded list (catalog-view). */
export interface CatalogState {
  /** The search box as typed (words are split at match time). */
  term: string;
  filters: FilterSet;
  /** null = no choice yet ('Ordenar'): the list keeps its own order. */
  sort: SortOption | null;
  /** 1-based; catalog-view clamps it to the pages there are. */
  page: number;
  view: ViewMode;
  showAllBrands: boolean;
}

export function initialCatalogState(): CatalogState {
  return { term: '', filters: emptyFilterSet(), sort: null, page: 1, view: 'grid', showAllBrands: false };
}

export type CatalogAction =
  | { type: 'search'; term: string }
  | { type: 'toggleOption'; group: OptionGroup; value: string | number }
  | { type: 'toggleBoolean'; key: BooleanFilter }
  | { type: 'setRange'; range: RangeFilter; value: readonly [number, number] }
  | { type: 'toggleQuickRange'; range: RangeFilter; id: string }
  | { type: 'popularSearch'; id: PopularSearchId }
  | { type: 'removeChip'; target: ChipTarget }
  | { type: 'clearAll' }
  | { type: 'sort'; sort: SortOption | null }
  | { type: 'page'; page: number }
  | { type: 'view'; view: ViewMode }
  | { type: 'toggleAllBrands' };

/** What the transitions read from the loaded list: its options (brand → models) and bounds. */
export interface CatalogContext {
  options: CatalogOptions;
  bounds: FilterBounds;
}

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** Spec 000 §4: any filter change goes back to page 1. */
function withFilters(state: CatalogState, filters: FilterSet): CatalogState {
  return { ...state, filters, page: 1 };
}

/** Spec 000 §4 catalogue behaviour, as one pure transition. */
export function reduceCatalog(
  state: CatalogState,
  action: CatalogAction,
  context: CatalogContext,
): CatalogState {
  const { filters } = state;
  switch (action.type) {
    case 'search': {
      if (action.term === state.term) return state;
      // Spec 000 §4: a search term clears the filters when filters are applied.
      const clears = searchWords(action.term).length > 0 && isFilterActive(filters, context.bounds);
      return { ...state, term: action.term, filters: clears ? emptyFilterSet() : filters, page: 1 };
    }
    case 'toggleOption': {
      // Clicking a selected option removes it (spec 000 §4).
      if (action.group === 'marca') {
        return withFilters(
          state,
          withBrands(filters, toggled(filters.marca, String(action.value)), context.options),
        );
      }
      const values = toggled<string | number>(filters[action.group], action.value);
      return withFilters(state, { ...filters, [action.group]: values });
    }
    case 'toggleBoolean':
      // Boolean filters toggle between true and null (spec 000 §4).
      return withFilters(state, { ...filters, [action.key]: filters[action.key] === true ? null : true });
    case 'setRange':
      return withFilters(state, withSliderRange(filters, context.bounds, action.range, action.value));
    case 'toggleQuickRange': {
      const quick = findQuickRange(action.range, action.id);
      return quick ? withFilters(state, toggleQuickRange(filters, action.range, quick)) : state;
    }
    case 'popularSearch':
      // Spec 000 §4: a quick filter first clears everything, then applies its rule.
      return { ...clearAll(state), filters: popularSearchFilters(action.id) };
    case 'removeChip':
      return withFilters(state, removeChip(filters, action.target, context.options));
    case 'clearAll':
      return clearAll(state);
    case 'sort':
      // A new order starts from its first page (docs/decisions/0008).
      return { ...state, sort: action.sort, page: 1 };
    case 'page':
      return { ...state, page: Number.isFinite(action.page) ? Math.max(1, Math.trunc(action.page)) : 1 };
    case 'view':
      return { ...state, view: action.view };
    case 'toggleAllBrands':
      return { ...state, showAllBrands: !state.showAllBrands };
  }
}

/**
 * Spec 000 §4 clear-all: every filter, the search term, the sort choice, the model list narrowed by
 * brands (it follows the cleared brands), page 1 and 'show all brands'. The view mode is a display
 * preference and stays.
 */
export function clearAll(state: CatalogState): CatalogState {
  return { ...initialCatalogState(), view: state.view };
}
