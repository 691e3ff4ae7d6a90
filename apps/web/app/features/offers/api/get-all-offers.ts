import { OFFERS_PATH, offersAllResponseSchema } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { api } from '../../../lib/api';

/** GET /ofertas/all: the source of the Excel and PDF exports (EXPORTAR_DATOS). */
export async function getAllOffers() {
  const response = await api.request(`${OFFERS_PATH}/all`, { schema: offersAllResponseSchema });
  return response.data.ofertas;
}
