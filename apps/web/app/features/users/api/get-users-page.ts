import { type UserPageQuery, userPageResponseSchema } from '@motorplaza/domain/users/user-admin.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_PATH, userKeys } from './user-keys';

/** GET /usuario?q&rol&estado&sort&page&pageSize: one page, searched and filtered by the server. */
export async function getUsersPage(query: UserPageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    estado: query.estado,
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q) params.set('q', query.q);
  if (query.rol) params.set('rol', query.rol);
  const response = await api.request(`${USERS_PATH}?${params}`, { schema: userPageResponseSchema, signal });
  return response.data;
}

/** The page stays on screen while the next one loads (typing in the search does not blank the list). */
export function useUsersPage(query: UserPageQuery) {
  return useQuery({
    queryKey: userKeys.page(query),
    queryFn: ({ signal }) => getUsersPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
