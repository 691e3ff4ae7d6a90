import { accessoryOptionsResponseSchema } from '@motorplaza/domain/accessories/accessory.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /accesorios/opciones: the active accessories the form offers (decision 0021). */
export function useAccessoryChoices(enabled: boolean) {
  return useQuery({
    // The accessories screen's key: its changes reload these choices too.
    queryKey: ['accesorios', 'opciones'],
    queryFn: async ({ signal }) =>
      (await api.request('/accesorios/opciones', { schema: accessoryOptionsResponseSchema, signal })).data
        .accesorios,
    enabled,
  });
}
