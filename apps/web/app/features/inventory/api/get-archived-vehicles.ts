import {
  ADMIN_VEHICLES_PATH,
  type AdminVehiclePage,
  type ArchivedVehicleListQuery,
  adminVehicleListResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** GET /automoviles/archivados?page&pageSize (ADMIN): one page of the deleted (archived) vehicles. */
export async function getArchivedVehicles(
  query: ArchivedVehicleListQuery,
  signal?: AbortSignal,
): Promise<AdminVehiclePage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/archivados?${params}`, {
    schema: adminVehicleListResponseSchema,
    signal,
  });
  return response.data;
}

/** Under vehicleKeys.all, so any inventory change reloads it too. */
export function useArchivedVehicles(query: ArchivedVehicleListQuery, enabled: boolean) {
  return useQuery({
    queryKey: vehicleKeys.archived(query),
    queryFn: ({ signal }) => getArchivedVehicles(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
