import { clientsResponseSchema, type RegisteredClient } from '@motorplaza/domain/clients/client.schema';
import { api } from '../../../lib/api';
import { CLIENTS_PATH } from './client-keys';

/** GET /clientes/all: every client, unfiltered (spec 001 §9: the exports' source; needs EXPORTAR_DATOS). */
export async function getAllClients(signal?: AbortSignal): Promise<RegisteredClient[]> {
  const response = await api.request(`${CLIENTS_PATH}/all`, { schema: clientsResponseSchema, signal });
  return response.data.clientes;
}
