import {
  type ClientForm,
  type ClientUpdate,
  clientSavedResponseSchema,
  type RegisteredClient,
} from '@motorplaza/domain/clients/client.schema';
import { api } from '../../../lib/api';
import { CLIENTS_PATH } from './client-keys';

/** POST /clientes (new, with the fill's key) or PUT /clientes/{id} with the version read (existing). */
export async function saveClient(
  idCliente: number | null,
  values: ClientForm | ClientUpdate,
  idempotencyKey: string,
): Promise<RegisteredClient> {
  const response = await api.request(idCliente === null ? CLIENTS_PATH : `${CLIENTS_PATH}/${idCliente}`, {
    method: idCliente === null ? 'POST' : 'PUT',
    body: values,
    schema: clientSavedResponseSchema,
    ...(idCliente === null ? { idempotencyKey } : {}),
  });
  return response.data.cliente;
}
