import {
  ADMIN_VEHICLES_PATH,
  type AdminVehicleListQuery,
  type AdminVehiclePage,
  adminVehicleListResponseSchema,
  type ExportVehicle,
  exportVehicleListResponseSchema,
  type VehicleFilterQuery,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** The filters as query parameters; a blank term is left out (spec 001 §4: the plain status list). */
export function filterParams({ estado, q, sort }: VehicleFilterQuery): URLSearchParams {
  const params = new URLSearchParams({ estado, sort });
  if (q) params.set('q', q);
  return params;
}

/**
 * GET /automoviles?estado&q&sort&page&pageSize: one page of a status, searched and sorted by the
 * server, with the total (docs/decisions/0034).
 */
export async function getVehiclesPage(
  query: AdminVehicleListQuery,
  signal?: AbortSignal,
): Promise<AdminVehiclePage> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}?${pageParams(query)}`, {
    schema: adminVehicleListResponseSchema,
    signal,
  });
  return response.data;
}

export function pageParams(query: AdminVehicleListQuery): URLSearchParams {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params;
}

/** GET /automoviles/all with the list's filters: the whole filtered list, the exports' source. */
export async function getAllVehicles(filter: VehicleFilterQuery): Promise<ExportVehicle[]> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/all?${filterParams(filter)}`, {
    schema: exportVehicleListResponseSchema,
  });
  return response.data.automoviles;
}

/**
 * The page stays on screen while the next page of the same filter loads; a new status or term shows
 * the loading state instead (spec 001 §2.1), so a stale list never passes for the new one.
 */
export function samePagesOf(filter: VehicleFilterQuery) {
  const filterKey = vehicleKeys.filter(filter);
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery && filterKey.every((part, index) => previousQuery.queryKey[index] === part)
      ? previous
      : undefined;
}

export function useVehiclesPage(query: AdminVehicleListQuery) {
  return useQuery({
    queryKey: vehicleKeys.page(query),
    queryFn: ({ signal }) => getVehiclesPage(query, signal),
    placeholderData: samePagesOf(query),
  });
}
