import {
  ADMIN_VEHICLES_PATH,
  type AdminVehicleDetail,
  type AdminVehicleListQuery,
  type ArchivedVehicleListQuery,
  adminVehicleResponseSchema,
  type VehicleFilterQuery,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { api } from './api';

/**
 * TanStack Query keys of the back-office vehicle data, shared by the inventory list, the detail
 * modal and the form: invalidating `all` after any save or status change reloads every view.
 */
export const vehicleKeys = {
  all: ['automoviles'] as const,
  /** The prefix of every page of one filter (status, term, order). */
  filter: ({ estado, q, sort }: VehicleFilterQuery) =>
    ['automoviles', 'lista', estado, q ?? '', sort] as const,
  page: (query: AdminVehicleListQuery) => [...vehicleKeys.filter(query), query.page, query.pageSize] as const,
  archived: ({ page, pageSize }: ArchivedVehicleListQuery) =>
    ['automoviles', 'archivados', page, pageSize] as const,
  statusReport: ['automoviles', 'reporte-estados'] as const,
  options: ['automoviles', 'opciones'] as const,
  detail: (idAuto: number) => ['automoviles', 'detalle', idAuto] as const,
};

/** GET /automoviles/{idAuto}: the vehicle with photos, accessories, review link and (managers) owner. */
export async function getAdminVehicle(idAuto: number, signal?: AbortSignal): Promise<AdminVehicleDetail> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/${idAuto}`, {
    schema: adminVehicleResponseSchema,
    signal,
  });
  return response.data.automovil;
}
