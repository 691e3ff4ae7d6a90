import { formatDate, LOCALE } from '../shared/format';
import type { Paging } from '../shared/list-page';
import {
  MOVEMENT_KIND_NAMES,
  MOVEMENT_KINDS,
  MOVEMENT_SEARCH_MAX,
  MOVEMENT_SEARCH_MIN,
  MOVEMENTS_PAGE_SIZE,
  type MovementKind,
} from './movement.schema';

/** Spec 001 §2.7, §9: 15 movements a page, at most 4 rotating page links. */
export const MOVEMENTS_PAGING: Paging = { pageSize: MOVEMENTS_PAGE_SIZE, maxLinks: 4 };

/** The movements screen's state, all of it in the URL's query string so a reload keeps it. */
export interface MovementListState {
  /** The search as applied (trimmed); '' for none. */
  readonly q: string;
  readonly idUsuario: number | null;
  readonly tipo: MovementKind | null;
  /** Lima calendar days, yyyy-MM-dd; '' for none. */
  readonly desde: string;
  readonly hasta: string;
  readonly page: number;
}

export const EMPTY_MOVEMENT_LIST_STATE: MovementListState = {
  q: '',
  idUsuario: null,
  tipo: null,
  desde: '',
  hasta: '',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isKind(value: string | null): value is MovementKind {
  return (MOVEMENT_KIND_NAMES as readonly (string | null)[]).includes(value);
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** The state of a query string; anything malformed (a hand-edited link) is dropped, not an error. */
export function parseMovementListState(params: URLSearchParams): MovementListState {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').trim().slice(0, MOVEMENT_SEARCH_MAX),
    idUsuario: positiveInt(params.get('idUsuario')),
    tipo: isKind(params.get('tipo')) ? (params.get('tipo') as MovementKind) : null,
    desde: day('desde'),
    hasta: day('hasta'),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Spec 001 §5: the search applies only from 3 characters. */
export function appliedSearch(q: string): string {
  const term = q.trim();
  return term.length >= MOVEMENT_SEARCH_MIN ? term : '';
}

/** The filters as query parameters (the page's URL and the API's), without the empty ones. */
export function movementFilterParams(state: MovementListState): URLSearchParams {
  const params = new URLSearchParams();
  const q = appliedSearch(state.q);
  if (q) params.set('q', q);
  if (state.idUsuario !== null) params.set('idUsuario', String(state.idUsuario));
  if (state.tipo) params.set('tipo', state.tipo);
  if (state.desde) params.set('desde', state.desde);
  if (state.hasta) params.set('hasta', state.hasta);
  return params;
}

/** The page's query string: the filters and the page when past the first. */
export function movementListSearch(state: MovementListState): URLSearchParams {
  const params = movementFilterParams(state);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A date range that ends before it starts, which the API refuses (the schema's message). */
export function datesOutOfOrder(state: Pick<MovementListState, 'desde' | 'hasta'>): boolean {
  return state.desde !== '' && state.hasta !== '' && state.desde > state.hasta;
}

/** What the screen says of a range that ends before it starts, naming both days. */
export function movementDatesHint(state: Pick<MovementListState, 'desde' | 'hasta'>): string {
  return `«Desde» (${dayLabel(state.desde)}) es posterior a «Hasta» (${dayLabel(state.hasta)}): corrige una de las dos fechas para ver los movimientos.`;
}

export function hasMovementFilters(state: MovementListState): boolean {
  return movementFilterParams(state).size > 0;
}

const dayLabel = (day: string) => formatDate(`${day}T12:00:00-05:00`);

/** Spec 001 §2.7 "Filtrado por": one badge per active filter. */
export function movementFilterBadges(
  state: MovementListState,
  users: readonly { idUsuario: number; nombre: string }[],
): string[] {
  const badges: string[] = [];
  const q = appliedSearch(state.q);
  if (q) badges.push(`"${q}"`);
  if (state.idUsuario !== null) {
    const user = users.find((candidate) => candidate.idUsuario === state.idUsuario);
    badges.push(`Usuario: ${user?.nombre ?? `#${state.idUsuario}`}`);
  }
  if (state.tipo) badges.push(`Tipo: ${MOVEMENT_KINDS[state.tipo].label}`);
  if (state.desde) badges.push(`Desde: ${dayLabel(state.desde)}`);
  if (state.hasta) badges.push(`Hasta: ${dayLabel(state.hasta)}`);
  return badges;
}

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/**
 * Spec 001 §2.7 "Mostrando X de Y registros"; a search whose count the API stopped at its limit
 * (totalExacto false, decision 0018) reads "de más de 10,000 registros".
 */
export function movementsSummary(shown: number, total: number, exact = true): string {
  if (!exact) return `Mostrando ${shown} de más de ${integer.format(total)} registros`;
  return `Mostrando ${shown} de ${total} ${total === 1 ? 'registro' : 'registros'}`;
}
