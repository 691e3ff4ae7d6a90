import { type ClientPageQuery, clientPageResponseSchema } from '@motorplaza/domain/clients/client.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CLIENTS_PATH, clientKeys } from './client-keys';

/** GET /clientes?q&estado&sort&page&pageSize: one page, searched and filtered by the server. */
export async function getClientsPage(query: ClientPageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q) params.set('q', query.q);
  if (query.estado) params.set('estado', query.estado);
  const response = await api.request(`${CLIENTS_PATH}?${params}`, {
    schema: clientPageResponseSchema,
    signal,
  });
  return response.data;
}

/** The page stays on screen while the next one loads. */
export function useClientsPage(query: ClientPageQuery) {
  return useQuery({
    queryKey: clientKeys.page(query),
    queryFn: ({ signal }) => getClientsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
