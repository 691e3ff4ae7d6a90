import {
  OFFERS_PATH,
  type OfferStateRequest,
  offerSavedResponseSchema,
  offerStateSchema,
} from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { offersKeys } from './offers-keys';

/** PUT /ofertas/{id}/estado, checked by the API's own schema before it leaves. */
export function saveOfferState(id: number, body: OfferStateRequest) {
  return api.request(`${OFFERS_PATH}/${id}/estado`, {
    method: 'PUT',
    body: offerStateSchema.parse(body),
    schema: offerSavedResponseSchema,
  });
}

/** Any state change; afterwards the list and the open detail reload. */
export function useSaveOfferState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OfferStateRequest }) => saveOfferState(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKeys.all }),
  });
}
