import {
  type HolidayCreateRequest,
  holidayCreateSchema,
  holidayDeletedResponseSchema,
  holidayListResponseSchema,
  holidaySavedResponseSchema,
} from '@motorplaza/domain/complaints/holiday.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { complaintKeys, HOLIDAYS_PATH } from './complaint-keys';

export function useHolidays(anio: number, enabled: boolean) {
  return useQuery({
    queryKey: complaintKeys.holidays(anio),
    enabled,
    queryFn: async ({ signal }) => {
      const response = await api.request(`${HOLIDAYS_PATH}?anio=${anio}`, {
        schema: holidayListResponseSchema,
        signal,
      });
      return response.data.feriados;
    },
  });
}

/** Adding or removing a holiday moves the business days left of the whole list: it reloads too. */
export function useHolidayChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: HolidayCreateRequest; idempotencyKey: string } | { remove: string }) =>
      'add' in change
        ? api.request(HOLIDAYS_PATH, {
            method: 'POST',
            body: holidayCreateSchema.parse(change.add),
            schema: holidaySavedResponseSchema,
            idempotencyKey: change.idempotencyKey,
          })
        : api.request(`${HOLIDAYS_PATH}/${change.remove}`, {
            method: 'DELETE',
            schema: holidayDeletedResponseSchema,
          }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['feriados'] });
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    },
  });
}
