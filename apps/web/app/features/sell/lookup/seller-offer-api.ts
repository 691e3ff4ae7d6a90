import {
  type SellerCancel,
  type SellerLookup,
  type SellerMove,
  sellerOfferResponseSchema,
} from '@motorplaza/domain/offers/seller-offer.schema';
import { api } from '../../../lib/api';

/** POST /vende-tu-auto/consulta: the offer's state and inspection; throws ApiError (404 alike for both data). */
export async function lookupSellerOffer(request: SellerLookup) {
  const response = await api.request('/vende-tu-auto/consulta', {
    method: 'POST',
    body: request,
    schema: sellerOfferResponseSchema,
  });
  return response.data.oferta;
}

/** POST /vende-tu-auto/consulta/reprogramar: the offer with its new inspection (409 when the slot filled). */
export async function moveInspection(request: SellerMove) {
  const response = await api.request('/vende-tu-auto/consulta/reprogramar', {
    method: 'POST',
    body: request,
    schema: sellerOfferResponseSchema,
  });
  return { offer: response.data.oferta, message: response.message ?? '' };
}

/** POST /vende-tu-auto/consulta/cancelar: the cancelled offer. */
export async function cancelOffer(request: SellerCancel) {
  const response = await api.request('/vende-tu-auto/consulta/cancelar', {
    method: 'POST',
    body: request,
    schema: sellerOfferResponseSchema,
  });
  return { offer: response.data.oferta, message: response.message ?? '' };
}
