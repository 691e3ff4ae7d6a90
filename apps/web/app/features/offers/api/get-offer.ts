import { OFFERS_PATH, offerDetailResponseSchema } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { offersKeys } from './offers-keys';

/** GET /ofertas/{id}: the offer, its photos and its history. */
export async function getOffer(id: number, signal?: AbortSignal) {
  return (await api.request(`${OFFERS_PATH}/${id}`, { schema: offerDetailResponseSchema, signal })).data;
}

export function useOffer(id: number | null) {
  return useQuery({
    queryKey: offersKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getOffer(id ?? 0, signal),
    enabled: id !== null,
  });
}
