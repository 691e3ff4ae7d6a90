import {
  ADMIN_VEHICLES_PATH,
  type VehicleOptions,
  vehicleOptionsResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** GET /automoviles/opciones: body types, tractions, fuels, transmissions, brands and years. */
export async function getVehicleOptions(signal?: AbortSignal): Promise<VehicleOptions> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/opciones`, {
    schema: vehicleOptionsResponseSchema,
    signal,
  });
  return response.data;
}

export function useVehicleOptions(enabled: boolean) {
  return useQuery({
    queryKey: vehicleKeys.options,
    queryFn: ({ signal }) => getVehicleOptions(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
