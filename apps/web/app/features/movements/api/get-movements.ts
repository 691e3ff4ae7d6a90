import {
  MOVEMENTS_PAGE_SIZE,
  type Movement,
  movementsResponseSchema,
} from '@motorplaza/domain/movements/movement.schema';
import { type MovementListState, movementFilterParams } from '@motorplaza/domain/movements/movement-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const MOVEMENTS_PATH = '/usuario/logs';

export const movementKeys = {
  all: ['movimientos'] as const,
  list: (query: string) => ['movimientos', 'lista', query] as const,
  users: ['movimientos', 'usuarios'] as const,
};

/** The API query of one page of the list: the filters, the page and the page size. */
function pageQuery(state: MovementListState): URLSearchParams {
  const query = movementFilterParams(state);
  query.set('page', String(state.page));
  query.set('pageSize', String(MOVEMENTS_PAGE_SIZE));
  return query;
}

/** GET /usuario/logs?q&idUsuario&tipo&desde&hasta&page&pageSize: one page, newest first. */
export async function getMovements(query: URLSearchParams, signal?: AbortSignal) {
  const response = await api.request(`${MOVEMENTS_PATH}?${query}`, {
    schema: movementsResponseSchema,
    signal,
  });
  return response.data;
}

/** The page of the URL's filters; the previous page stays on screen while the next one loads. */
export function useMovements(state: MovementListState, enabled: boolean) {
  const query = pageQuery(state);
  return useQuery({
    queryKey: movementKeys.list(query.toString()),
    queryFn: ({ signal }) => getMovements(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /usuario/logs/export: every movement of the filters (up to 10,000) for Excel, PDF and print. */
export async function getMovementsForExport(state: MovementListState): Promise<Movement[]> {
  const response = await api.request(`${MOVEMENTS_PATH}/export?${movementFilterParams(state)}`, {
    schema: movementsResponseSchema,
  });
  return response.data.logs;
}
