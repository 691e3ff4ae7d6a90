import { movementUsersResponseSchema } from '@motorplaza/domain/movements/movement.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MOVEMENTS_PATH, movementKeys } from './get-movements';

/** GET /usuario/logs/usuarios: everyone who appears in the log (active or not), for the user filter. */
export async function getMovementUsers(signal?: AbortSignal) {
  const response = await api.request(`${MOVEMENTS_PATH}/usuarios`, {
    schema: movementUsersResponseSchema,
    signal,
  });
  return response.data.usuarios;
}

export function useMovementUsers() {
  return useQuery({
    queryKey: movementKeys.users,
    queryFn: ({ signal }) => getMovementUsers(signal),
    staleTime: 5 * 60_000,
  });
}
