import {
  bulkUserStateSchema,
  userStateResponseSchema,
  userStateSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { USERS_PATH, userKeys } from './user-keys';

/** PUT /usuario/{id}/estado: activates or deactivates one user; resolves the server's message. */
export async function changeUserState(idUsuario: number, estado: boolean): Promise<string> {
  const response = await api.request(`${USERS_PATH}/${idUsuario}/estado`, {
    method: 'PUT',
    body: userStateSchema.parse({ estado }),
    schema: userStateResponseSchema,
  });
  return response.message;
}

/** POST /usuario/estado: the selected users at once, in one transaction. */
export async function changeUsersState(ids: readonly number[], estado: boolean): Promise<string> {
  const response = await api.request(`${USERS_PATH}/estado`, {
    method: 'POST',
    body: bulkUserStateSchema.parse({ ids, estado }),
    schema: userStateResponseSchema,
  });
  return response.message;
}

const deletedResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** DELETE /usuario?id=: "Eliminar" inactivates the user (spec 001 §4). */
export async function deleteUser(idUsuario: number): Promise<string | undefined> {
  const response = await api.request(`${USERS_PATH}?id=${idUsuario}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
  return response.message;
}

export type UserStateAction =
  | { readonly kind: 'toggle'; readonly idUsuario: number; readonly estado: boolean }
  | { readonly kind: 'delete'; readonly idUsuario: number }
  | { readonly kind: 'bulk'; readonly ids: readonly number[]; readonly estado: boolean };

function run(action: UserStateAction): Promise<string | undefined> {
  switch (action.kind) {
    case 'toggle':
      return changeUserState(action.idUsuario, action.estado);
    case 'delete':
      return deleteUser(action.idUsuario);
    case 'bulk':
      return changeUsersState(action.ids, action.estado);
  }
}

/** Any state change; afterwards every user view reloads (spec 001 §4). */
export function useUserStateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
