import { interestedAllResponseSchema } from '@motorplaza/domain/leads/interested.schema';
import { api } from '../../../lib/api';
import { INTERESTED_PATH } from './interested-keys';

/** GET /interesados/all: spec 001 §7 "fetch all", the source of the report (EXPORTAR_DATOS). */
export async function getAllInterested() {
  const response = await api.request(`${INTERESTED_PATH}/all`, { schema: interestedAllResponseSchema });
  return response.data.interesados;
}
