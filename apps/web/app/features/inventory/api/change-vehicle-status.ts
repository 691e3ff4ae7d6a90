import {
  ADMIN_VEHICLES_PATH,
  adminVehicleResponseSchema,
  vehicleStatusChangeSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { api } from '../../../lib/api';

export type StatusChange = z.infer<typeof vehicleStatusChangeSchema>['estadoDes'];

/** PATCH /automoviles/{idAuto}/estado: Inactivar (NO DISPONIBLE) or Vender (VENDIDO); resolves the server's message. */
export async function changeVehicleStatus(
  idAuto: number,
  estadoDes: StatusChange,
): Promise<string | undefined> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/${idAuto}/estado`, {
    method: 'PATCH',
    body: vehicleStatusChangeSchema.parse({ estadoDes }),
    schema: adminVehicleResponseSchema,
  });
  return response.message;
}

/** After the change every inventory view (lists, statistics, detail, archived) reloads. */
export function useChangeVehicleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { idAuto: number; estadoDes: StatusChange }) =>
      changeVehicleStatus(input.idAuto, input.estadoDes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
