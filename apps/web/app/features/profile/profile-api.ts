import { type Profile, type ProfileUpdate, profileSchema } from '@motorplaza/domain/auth/profile.schema';
import { z } from 'zod';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

const profileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ perfil: profileSchema }),
});
const profileSavedSchema = z.object({ success: z.literal(true), jwt: z.string() });

/** GET /auth/perfil. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.request('/auth/perfil', { schema: profileResponseSchema, signal });
  return response.data.perfil;
}

/** PUT /auth/perfil; the answer's token replaces the session's (it carries the new name). */
export async function updateProfile(update: ProfileUpdate): Promise<void> {
  const { jwt } = await api.request('/auth/perfil', {
    schema: profileSavedSchema,
    method: 'PUT',
    body: update,
  });
  sessionStore.setToken(jwt);
}
