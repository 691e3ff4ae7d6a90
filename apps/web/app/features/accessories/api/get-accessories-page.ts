import {
  type AccessoryPageQuery,
  accessoryPageResponseSchema,
} from '@motorplaza/domain/accessories/accessory.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ACCESSORIES_PATH, accessoryKeys } from './accessory-keys';

/** GET /accesorios?q&inactivos&page&pageSize: one page, searched by the server. */
export async function getAccessoriesPage(query: AccessoryPageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    inactivos: String(query.inactivos),
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q) params.set('q', query.q);
  const response = await api.request(`${ACCESSORIES_PATH}?${params}`, {
    schema: accessoryPageResponseSchema,
    signal,
  });
  return response.data;
}

/** The page stays on screen while the next one loads, so typing never blanks the table. */
export function useAccessoriesPage(query: AccessoryPageQuery) {
  return useQuery({
    queryKey: accessoryKeys.page(query),
    queryFn: ({ signal }) => getAccessoriesPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
