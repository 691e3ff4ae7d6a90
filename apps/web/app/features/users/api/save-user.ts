import {
  type AdminUser,
  type UserCreate,
  type UserUpdate,
  userSavedResponseSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import { api } from '../../../lib/api';
import { USERS_PATH } from './user-keys';

export type UserSave =
  | {
      readonly kind: 'create';
      readonly usuario: UserCreate;
      readonly photo: File | null;
      /** The fill's key (decision 0044). */
      readonly idempotencyKey: string;
    }
  | { readonly kind: 'update'; readonly usuario: UserUpdate; readonly photo: File | null };

/**
 * POST /usuario (new) or PUT /usuario (existing): multipart with the part `usuario` (JSON) and, when
 * a photo was picked, the part `file` (spec 001 §7).
 */
export async function saveUser(save: UserSave): Promise<AdminUser> {
  const body = new FormData();
  body.append('usuario', JSON.stringify(save.usuario));
  if (save.photo) body.append('file', save.photo, save.photo.name);
  const response = await api.request(USERS_PATH, {
    method: save.kind === 'create' ? 'POST' : 'PUT',
    body,
    schema: userSavedResponseSchema,
    ...(save.kind === 'create' ? { idempotencyKey: save.idempotencyKey } : {}),
  });
  return response.data.usuario;
}
