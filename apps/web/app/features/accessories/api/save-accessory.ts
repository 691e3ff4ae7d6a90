import {
  type Accessory,
  type AccessoryCreate,
  type AccessoryUpdate,
  accessoryCreateSchema,
  accessorySavedResponseSchema,
  accessoryUpdateSchema,
} from '@motorplaza/domain/accessories/accessory.schema';
import { api } from '../../../lib/api';
import { ACCESSORIES_PATH } from './accessory-keys';

export type AccessorySave =
  | { readonly kind: 'create'; readonly values: AccessoryCreate; readonly idempotencyKey: string }
  | { readonly kind: 'update'; readonly idAccesorio: number; readonly values: AccessoryUpdate };

/** POST /accesorios or PUT /accesorios/{id}; answers the saved accessory. */
export async function saveAccessory(save: AccessorySave): Promise<Accessory> {
  const response =
    save.kind === 'create'
      ? await api.request(ACCESSORIES_PATH, {
          method: 'POST',
          body: accessoryCreateSchema.parse(save.values),
          schema: accessorySavedResponseSchema,
          idempotencyKey: save.idempotencyKey,
        })
      : await api.request(`${ACCESSORIES_PATH}/${save.idAccesorio}`, {
          method: 'PUT',
          body: accessoryUpdateSchema.parse(save.values),
          schema: accessorySavedResponseSchema,
        });
  return response.data.accesorio;
}
