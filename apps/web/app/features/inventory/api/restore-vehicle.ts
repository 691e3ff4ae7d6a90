import {
  ADMIN_VEHICLES_PATH,
  adminVehicleResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** POST /automoviles/{idAuto}/restaurar (ADMIN): brings an archived vehicle back; resolves the server's message. */
export async function restoreVehicle(idAuto: number): Promise<string | undefined> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/${idAuto}/restaurar`, {
    method: 'POST',
    schema: adminVehicleResponseSchema,
  });
  return response.message;
}

/** After the change every inventory view (lists, statistics, detail, archived) reloads. */
export function useRestoreVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
