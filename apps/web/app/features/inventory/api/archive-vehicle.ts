import { ADMIN_VEHICLES_PATH, messageResponseSchema } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

/** DELETE /automoviles/{idAuto}: archives the vehicle (an administrator can restore it); resolves the server's message. */
export async function archiveVehicle(idAuto: number): Promise<string> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/${idAuto}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
  return response.message;
}

/** After the change every inventory view (lists, statistics, detail, archived) reloads. */
export function useArchiveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
