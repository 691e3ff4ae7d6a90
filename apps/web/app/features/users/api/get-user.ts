import { type AdminUser, userResponseSchema } from '@motorplaza/domain/users/user-admin.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_PATH, userKeys } from './user-keys';

/** GET /usuario/{id}: the user the form edits. */
export async function getUser(idUsuario: number, signal?: AbortSignal): Promise<AdminUser> {
  const response = await api.request(`${USERS_PATH}/${idUsuario}`, { schema: userResponseSchema, signal });
  return response.data.usuario;
}

/** The form saves the version it loaded: always a fresh copy, never a cached one. */
export function useUser(idUsuario: number | null, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.detail(idUsuario ?? 0),
    queryFn: ({ signal }) => getUser(idUsuario ?? 0, signal),
    enabled: enabled && idUsuario !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
