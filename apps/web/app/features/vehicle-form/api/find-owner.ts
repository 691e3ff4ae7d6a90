import { DNI_PATTERN } from '@motorplaza/domain/shared/peru';
import { type Owner, ownerResponseSchema } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /clientes/dni/{dni}: the registered client with that DNI, or null when there is none. */
export async function findOwner(dni: string, signal?: AbortSignal): Promise<Owner | null> {
  const response = await api.request(`/clientes/dni/${encodeURIComponent(dni)}`, {
    schema: ownerResponseSchema,
    signal,
  });
  return response.data.cliente;
}

/** Looks the DNI up once it has 8 digits. */
export function useFindOwner(dni: string) {
  const valid = DNI_PATTERN.test(dni);
  return useQuery({
    queryKey: ['clientes', 'dni', dni],
    queryFn: ({ signal }) => findOwner(dni, signal),
    enabled: valid,
    staleTime: 60_000,
    retry: false,
  });
}
