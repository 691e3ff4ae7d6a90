import {
  ADMIN_VEHICLES_PATH,
  revisionResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { api } from '../../../lib/api';

/** GET /automoviles/placa/{placa}/revision: the technical-review PDF's address (spec 001 §7 "Find by placa"). */
export async function getRevisionUrl(placa: string): Promise<string> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/placa/${encodeURIComponent(placa)}/revision`, {
    schema: revisionResponseSchema,
  });
  return response.urlPdf;
}
