import {
  type InterestedPageQuery,
  interestedPageResponseSchema,
} from '@motorplaza/domain/leads/interested.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INTERESTED_PATH, interestedKeys } from './interested-keys';

/** GET /interesados?q&estado&origen&page&pageSize: one page, searched and filtered by the server. */
export async function getInterestedPage(query: InterestedPageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    estado: query.estado,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q) params.set('q', query.q);
  if (query.origen) params.set('origen', query.origen);
  const response = await api.request(`${INTERESTED_PATH}?${params}`, {
    schema: interestedPageResponseSchema,
    signal,
  });
  return response.data;
}

export function useInterestedPage(query: InterestedPageQuery) {
  return useQuery({
    queryKey: interestedKeys.page(query),
    queryFn: ({ signal }) => getInterestedPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
