import { accessoryOptionsResponseSchema } from '@motorplaza/domain/accessories/accessory.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ACCESSORIES_PATH, accessoryKeys } from './accessory-keys';

/** GET /accesorios/opciones: the active accessories and the known types (the forms' choices). */
export function useAccessoryOptions(enabled: boolean) {
  return useQuery({
    queryKey: accessoryKeys.options,
    queryFn: async ({ signal }) =>
      (await api.request(`${ACCESSORIES_PATH}/opciones`, { schema: accessoryOptionsResponseSchema, signal }))
        .data,
    enabled,
  });
}
