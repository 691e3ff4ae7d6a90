import {
  ADMIN_VEHICLES_PATH,
  type AdminVehicle,
  adminVehicleListResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

export interface VehicleListParams {
  readonly estado: VehicleStatus;
  /** Already trimmed; empty means the plain status list (spec 001 §4). */
  readonly q: string;
}

/** GET /automoviles?estado=&q=: the vehicles of one status, optionally matching a search term. */
export async function getVehicles(
  { estado, q }: VehicleListParams,
  signal?: AbortSignal,
): Promise<AdminVehicle[]> {
  const query = new URLSearchParams({ estado });
  if (q) query.set('q', q);
  const response = await api.request(`${ADMIN_VEHICLES_PATH}?${query}`, {
    schema: adminVehicleListResponseSchema,
    signal,
  });
  return response.data.automoviles;
}

export function useVehicles(params: VehicleListParams) {
  return useQuery({
    queryKey: vehicleKeys.list(params.estado, params.q),
    queryFn: ({ signal }) => getVehicles(params, signal),
  });
}
