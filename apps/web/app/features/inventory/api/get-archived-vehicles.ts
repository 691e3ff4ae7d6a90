import {
  ADMIN_VEHICLES_PATH,
  type AdminVehicle,
  adminVehicleListResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** Under vehicleKeys.all, so any inventory change reloads it too. */
export const archivedVehiclesKey = [...vehicleKeys.all, 'archivados'] as const;

/** GET /automoviles/archivados (ADMIN): the deleted (archived) vehicles. */
export async function getArchivedVehicles(signal?: AbortSignal): Promise<AdminVehicle[]> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/archivados`, {
    schema: adminVehicleListResponseSchema,
    signal,
  });
  return response.data.automoviles;
}

export function useArchivedVehicles(enabled: boolean) {
  return useQuery({
    queryKey: archivedVehiclesKey,
    queryFn: ({ signal }) => getArchivedVehicles(signal),
    enabled,
  });
}
