import {
  type OfferConfirm,
  offerConfirmResponseSchema,
} from '@motorplaza/domain/offers/offer-confirm.schema';
import { api } from '../../../lib/api';

/** POST /vende-tu-auto/confirmar: the confirmed offer and the server's message; throws ApiError. */
export async function confirmOffer(request: OfferConfirm) {
  const response = await api.request('/vende-tu-auto/confirmar', {
    method: 'POST',
    body: request,
    schema: offerConfirmResponseSchema,
  });
  return { offer: response.data.oferta, message: response.message };
}
