import { type AdminUser, usersResponseSchema } from '@motorplaza/domain/users/user-admin.schema';
import { api } from '../../../lib/api';
import { USERS_PATH } from './user-keys';

/** GET /usuario/all: every user, for the exports (spec 001 §9; needs EXPORTAR_DATOS). */
export async function getAllUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const response = await api.request(`${USERS_PATH}/all`, { schema: usersResponseSchema, signal });
  return response.data.usuarios;
}
