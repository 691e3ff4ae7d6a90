import {
  ADMIN_VEHICLES_PATH,
  adminVehicleResponseSchema,
  vehicleStatusChangeSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { reloadSaleViews } from '../../../lib/sale-queries';

export type StatusChange = z.infer<typeof vehicleStatusChangeSchema>['estadoDes'];

export interface StatusChangeInput {
  readonly idAuto: number;
  readonly estadoDes: StatusChange;
  /** A sale's buyer among the car's open leads; null: none (decision 0040). */
  readonly idInteresado?: number | null;
}

/** PATCH /automoviles/{idAuto}/estado: Inactivar (NO DISPONIBLE) or Vender (VENDIDO); resolves the server's message. */
export async function changeVehicleStatus({
  idAuto,
  estadoDes,
  idInteresado,
}: StatusChangeInput): Promise<string | undefined> {
  const response = await api.request(`${ADMIN_VEHICLES_PATH}/${idAuto}/estado`, {
    method: 'PATCH',
    body: vehicleStatusChangeSchema.parse({
      estadoDes,
      ...(estadoDes === 'VENDIDO' ? { idInteresado } : {}),
    }),
    schema: adminVehicleResponseSchema,
  });
  return response.message;
}

/** After the change every inventory view (lists, statistics, detail, archived) and the leads reload. */
export function useChangeVehicleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVehicleStatus,
    onSuccess: () => reloadSaleViews(queryClient),
  });
}
