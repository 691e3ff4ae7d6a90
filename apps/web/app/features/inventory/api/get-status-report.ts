import {
  ADMIN_VEHICLES_PATH,
  statusReportResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { type InventoryStats, statsFromReport } from '@motorplaza/domain/vehicles/inventory-stats';
import { useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** GET /automoviles/reporte-estados: the counts of the statistics row. */
export async function getStatusReport(signal?: AbortSignal): Promise<InventoryStats> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/reporte-estados`, {
    schema: statusReportResponseSchema,
    signal,
  });
  return statsFromReport(response.data);
}

export function useStatusReport() {
  return useQuery({
    queryKey: vehicleKeys.statusReport,
    queryFn: ({ signal }) => getStatusReport(signal),
  });
}
