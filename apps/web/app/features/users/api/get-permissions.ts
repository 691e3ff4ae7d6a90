import { PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { permissionsResponseSchema } from '@motorplaza/domain/users/user.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_PATH, userKeys } from './user-keys';

export interface PermissionOption {
  readonly nombre: string;
  readonly descripcion: string;
}

const DESCRIPTIONS = new Map<string, string>(PERMISSIONS.map((p) => [p.nombre, p.descripcion]));

/**
 * GET /usuario/permisos: the names the server grants (spec 001 §7), each with the description the
 * domain gives it (the multi-select shows both).
 */
export async function getPermissions(signal?: AbortSignal): Promise<PermissionOption[]> {
  const response = await api.request(`${USERS_PATH}/permisos`, { schema: permissionsResponseSchema, signal });
  return response.permisos.map((nombre) => ({ nombre, descripcion: DESCRIPTIONS.get(nombre) ?? '' }));
}

export function usePermissions(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.permissions,
    queryFn: ({ signal }) => getPermissions(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
