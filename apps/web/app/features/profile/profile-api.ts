import {
  type Profile,
  type ProfileUpdate,
  profileResponseSchema,
  profileSavedResponseSchema,
} from '@motorplaza/domain/auth/profile.schema';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

/** GET /auth/perfil. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.request('/auth/perfil', { schema: profileResponseSchema, signal });
  return response.data.perfil;
}

/** PUT /auth/perfil; the answer's token replaces the session's (it carries the new name). */
export async function updateProfile(update: ProfileUpdate): Promise<void> {
  const { jwt } = await api.request('/auth/perfil', {
    schema: profileSavedResponseSchema,
    method: 'PUT',
    body: update,
  });
  sessionStore.setToken(jwt);
}
