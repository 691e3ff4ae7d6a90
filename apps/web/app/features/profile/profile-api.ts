import {
  type Profile,
  type ProfileUpdate,
  profileResponseSchema,
  profileUpdateResponseSchema,
} from '@motorplaza/domain/web/profile.schema';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

/** GET /auth/perfil. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.request('/auth/perfil', { schema: profileResponseSchema, signal });
  return response.data.perfil;
}

/** PUT /auth/perfil; the answer's token replaces the session's (it carries the new name). */
export async function updateProfile(update: ProfileUpdate): Promise<void> {
  const { contrasenaActual, contrasenaNueva, ...data } = update;
  const body = contrasenaNueva ? { ...data, contrasenaActual, contrasenaNueva } : data;
  const { jwt } = await api.request('/auth/perfil', {
    schema: profileUpdateResponseSchema,
    method: 'PUT',
    body,
  });
  sessionStore.setToken(jwt);
}
