import {
  OFFERS_PATH,
  type OffersPageQuery,
  offersPageResponseSchema,
} from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { offersKeys } from './offers-keys';

/** GET /ofertas?q&estado&page&pageSize: one page, searched and filtered by the server. */
export async function getOffersPage(query: OffersPageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    estado: query.estado,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q) params.set('q', query.q);
  const response = await api.request(`${OFFERS_PATH}?${params}`, {
    schema: offersPageResponseSchema,
    signal,
  });
  return response.data;
}

export function useOffersPage(query: OffersPageQuery) {
  return useQuery({
    queryKey: offersKeys.page(query),
    queryFn: ({ signal }) => getOffersPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
