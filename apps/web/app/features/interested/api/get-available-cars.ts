import { catalogResponseSchema } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interestedKeys } from './interested-keys';

/** The cars a new lead may ask about: the available inventory, as the public catalogue lists it. */
export function useAvailableCars(enabled: boolean) {
  return useQuery({
    queryKey: interestedKeys.cars,
    queryFn: async ({ signal }) =>
      (await api.request('/catalogo', { schema: catalogResponseSchema, signal })).data.automoviles,
    enabled,
    staleTime: 60_000,
  });
}
