import { staffListResponseSchema } from '@motorplaza/domain/users/user.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interestedKeys } from './interested-keys';

/** GET /usuario/list: the active staff, for the attending-user and asesor selectors (spec 001 §7). */
export function useStaff(enabled: boolean) {
  return useQuery({
    queryKey: interestedKeys.staff,
    queryFn: async ({ signal }) =>
      (await api.request('/usuario/list', { schema: staffListResponseSchema, signal })).data.usuarios,
    enabled,
    staleTime: 60_000,
  });
}
