import { permissionDetailsResponseSchema } from '@motorplaza/domain/users/user-admin.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_PATH, userKeys } from './user-keys';

export interface PermissionOption {
  readonly nombre: string;
  readonly descripcion: string;
}

/** GET /usuario/permisos/detalle: the permissions the server grants, each with what it allows. */
export async function getPermissions(signal?: AbortSignal): Promise<PermissionOption[]> {
  const response = await api.request(`${USERS_PATH}/permisos/detalle`, {
    schema: permissionDetailsResponseSchema,
    signal,
  });
  return response.data.permisos;
}

export function usePermissions(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.permissions,
    queryFn: ({ signal }) => getPermissions(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
