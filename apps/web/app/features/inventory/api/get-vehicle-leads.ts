import { interestedAllResponseSchema } from '@motorplaza/domain/leads/interested.schema';
import { ADMIN_VEHICLES_PATH } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** GET /automoviles/{idAuto}/interesados: the car's open leads, one of whom may have bought it (decision 0040). */
export function useVehicleLeads(idAuto: number | null) {
  return useQuery({
    queryKey: [...vehicleKeys.all, 'interesados', idAuto],
    queryFn: async ({ signal }) => {
      const response = await api.request(`${ADMIN_VEHICLES_PATH}/${idAuto}/interesados`, {
        schema: interestedAllResponseSchema,
        signal,
      });
      return response.data.interesados;
    },
    enabled: idAuto !== null,
  });
}
