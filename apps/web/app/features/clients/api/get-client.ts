import { type ClientDetail, clientDetailResponseSchema } from '@motorplaza/domain/clients/client.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CLIENTS_PATH, clientKeys } from './client-keys';

/** GET /clientes/{id}: the client, its vehicles and its interest requests. */
export async function getClient(idCliente: number, signal?: AbortSignal): Promise<ClientDetail> {
  const response = await api.request(`${CLIENTS_PATH}/${idCliente}`, {
    schema: clientDetailResponseSchema,
    signal,
  });
  return response.data;
}

/** The detail and the form read a fresh copy (the form saves the version it loaded). */
export function useClient(idCliente: number | null, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.detail(idCliente ?? 0),
    queryFn: ({ signal }) => getClient(idCliente ?? 0, signal),
    enabled: enabled && idCliente !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
