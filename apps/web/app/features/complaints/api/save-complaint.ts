import {
  type ComplaintAnswerRequest,
  type ComplaintDetail,
  type ComplaintReclassifyRequest,
  complaintAnswerSchema,
  complaintAttendSchema,
  complaintReclassifySchema,
  complaintSavedResponseSchema,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COMPLAINTS_PATH, complaintKeys } from './complaint-keys';

/** The staff's actions on part 4: each body checked by its own schema before it leaves. */
export type ComplaintAction =
  | { readonly kind: 'attend'; readonly id: number; readonly version: number }
  | { readonly kind: 'answer'; readonly id: number; readonly body: ComplaintAnswerRequest }
  | { readonly kind: 'reclassify'; readonly id: number; readonly body: ComplaintReclassifyRequest };

function put(id: number, action: string, body: unknown) {
  return api.request(`${COMPLAINTS_PATH}/${id}/${action}`, {
    method: 'PUT',
    body,
    schema: complaintSavedResponseSchema,
  });
}

export function saveComplaint(
  action: ComplaintAction,
): Promise<{ message: string; data: { reclamo: ComplaintDetail } }> {
  switch (action.kind) {
    case 'attend':
      return put(action.id, 'atencion', complaintAttendSchema.parse({ version: action.version }));
    case 'answer':
      return put(action.id, 'respuesta', complaintAnswerSchema.parse(action.body));
    case 'reclassify':
      return put(action.id, 'reclasificacion', complaintReclassifySchema.parse(action.body));
  }
}

/** Any action; afterwards the list and the open sheet reload. */
export function useSaveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComplaint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
