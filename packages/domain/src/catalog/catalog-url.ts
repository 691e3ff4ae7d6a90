import { SORT_OPTIONS } from './catalog-sort';
import { type CatalogState, initialCatalogState, VIEW_MODES, type ViewMode } from './catalog-state';
import { type FilterSet, RANGE_FILTERS, type RangeFilter, rangeOf } from './filter-set';
import { withRange } from './quick-filters';

/**
 * The catalogue state in the URL query, with short readable keys, so any view can be bookmarked,
 * shared and rendered by the server: `?q=corolla&marca=Toyota&precio=10000-20000&orden=menor-precio`.
 * Values that do not parse are ignored, never an error. `showAllBrands` is a display toggle and the
 * spec's exact-value lists are not on screen: neither goes in the URL.
 */
export const URL_KEYS = {
  term: 'q',
  swPiso: 'tienda',
  marca: 'marca',
  modelo: 'modelo',
  carroceria: 'carroceria',
  combustible: 'combustible',
  transmision: 'transmision',
  traccion: 'traccion',
  precio: 'precio',
  anio: 'anio',
  kilometraje: 'km',
  swFacturable: 'facturable',
  swTresFilas: 'tres-filas',
  sort: 'orden',
  page: 'pagina',
  view: 'vista',
} as const;

const TEXT_GROUPS = ['marca', 'modelo', 'carroceria', 'combustible', 'transmision', 'traccion'] as const;
const STORE_SLUGS: Record<number, string> = { 1: 'san-isidro', 2: 'santiago-de-surco', 0: 'previa-cita' };
const VIEW_SLUGS: Record<ViewMode, string> = { grid: 'cuadricula', list: 'lista' };
const TRUE_VALUE = '1';
const MAX_TERM_LENGTH = 200;
const MAX_VALUE_LENGTH = 100;

function rangeParam([min, max]: readonly [number | null, number | null]): string | null {
  return min === null && max === null ? null : `${min ?? ''}-${max ?? ''}`;
}

/** `10000-20000`, `40000-` (from 40,000 up) or `-2009`; an inverted or empty range is ignored. */
export function parseRangeParam(value: string | null): [number | null, number | null] | null {
  const match = value === null ? null : /^(\d{0,9})-(\d{0,9})$/.exec(value.trim());
  if (!match) return null;
  const min = match[1] ? Number(match[1]) : null;
  const max = match[2] ? Number(match[2]) : null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return [min, max];
}

export function catalogStateToSearchParams(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  if (state.term !== '') params.set(URL_KEYS.term, state.term.slice(0, MAX_TERM_LENGTH));
  for (const code of filters.swPiso) {
    const slug = STORE_SLUGS[code];
    if (slug) params.append(URL_KEYS.swPiso, slug);
  }
  for (const group of TEXT_GROUPS) {
    for (const value of filters[group]) params.append(URL_KEYS[group], value);
  }
  for (const range of RANGE_FILTERS) {
    const value = rangeParam(rangeOf(filters, range));
    if (value !== null) params.set(URL_KEYS[range], value);
  }
  if (filters.swFacturable) params.set(URL_KEYS.swFacturable, TRUE_VALUE);
  if (filters.swTresFilas) params.set(URL_KEYS.swTresFilas, TRUE_VALUE);
  const sort = SORT_OPTIONS.find((option) => option.value === state.sort);
  if (sort) params.set(URL_KEYS.sort, sort.slug);
  if (state.page > 1) params.set(URL_KEYS.page, String(state.page));
  if (state.view !== 'grid') params.set(URL_KEYS.view, VIEW_SLUGS[state.view]);
  return params;
}

/** `?…` for a link or navigation, or '' for the plain catalogue. */
export function catalogSearch(state: CatalogState): string {
  const query = catalogStateToSearchParams(state).toString();
  return query === '' ? '' : `?${query}`;
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function catalogStateFromSearchParams(params: URLSearchParams): CatalogState {
  const state = initialCatalogState();
  let filters: FilterSet = state.filters;
  const storeCodes = Object.entries(STORE_SLUGS);
  filters.swPiso = distinct(
    params
      .getAll(URL_KEYS.swPiso)
      .map((slug) => storeCodes.find(([, known]) => known === slug)?.[0])
      .filter((code) => code !== undefined)
      .map(Number),
  );
  for (const group of TEXT_GROUPS) {
    filters[group] = distinct(
      params.getAll(URL_KEYS[group]).filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH),
    );
  }
  for (const range of RANGE_FILTERS as readonly RangeFilter[]) {
    const value = parseRangeParam(params.get(URL_KEYS[range]));
    if (value) filters = withRange(filters, range, value[0], value[1]);
  }
  if (params.get(URL_KEYS.swFacturable) === TRUE_VALUE) filters.swFacturable = true;
  if (params.get(URL_KEYS.swTresFilas) === TRUE_VALUE) filters.swTresFilas = true;
  const sort = SORT_OPTIONS.find((option) => option.slug === params.get(URL_KEYS.sort));
  const page = Number(params.get(URL_KEYS.page));
  const view = VIEW_MODES.find((mode) => VIEW_SLUGS[mode] === params.get(URL_KEYS.view));
  return {
    ...state,
    term: (params.get(URL_KEYS.term) ?? '').slice(0, MAX_TERM_LENGTH),
    filters,
    sort: sort?.value ?? null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    view: view ?? state.view,
  };
}
