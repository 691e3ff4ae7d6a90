import { interestedDetailResponseSchema } from '@motorplaza/domain/leads/interested.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INTERESTED_PATH, interestedKeys } from './interested-keys';

/** GET /interesados/{id}: the lead and its timeline (the detail modal). */
export function useInterested(idInteresado: number | null) {
  return useQuery({
    queryKey: interestedKeys.detail(idInteresado ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.request(`${INTERESTED_PATH}/${idInteresado}`, {
          schema: interestedDetailResponseSchema,
          signal,
        })
      ).data,
    enabled: idInteresado !== null,
  });
}
