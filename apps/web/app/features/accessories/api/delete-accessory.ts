import { accessoryDeletedResponseSchema } from '@motorplaza/domain/accessories/accessory.schema';
import { api } from '../../../lib/api';
import { ACCESSORIES_PATH } from './accessory-keys';

/** DELETE /accesorios/{id}: removed, or inactivated when a vehicle carries it (the server decides). */
export async function deleteAccessory(idAccesorio: number) {
  const response = await api.request(`${ACCESSORIES_PATH}/${idAccesorio}`, {
    method: 'DELETE',
    schema: accessoryDeletedResponseSchema,
  });
  return { message: response.message, resultado: response.data.resultado };
}
