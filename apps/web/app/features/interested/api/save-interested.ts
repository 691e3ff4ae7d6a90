import {
  type Interested,
  type InterestedCreateRequest,
  type InterestedStateRequest,
  interestedAssignSchema,
  interestedCloseSchema,
  interestedContactSchema,
  interestedCreateSchema,
  interestedNoteSchema,
  interestedSaleAnswerSchema,
  interestedSavedResponseSchema,
  interestedStateSchema,
} from '@motorplaza/domain/leads/interested.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { reloadSaleViews } from '../../../lib/sale-queries';
import { INTERESTED_PATH } from './interested-keys';

/**
 * Every write of the screen: the body is checked by the operation's own schema before it leaves. The
 * writes that add a record carry their fill's key (decision 0044).
 */
export type InterestedWrite =
  | { readonly kind: 'create'; readonly body: InterestedCreateRequest; readonly idempotencyKey?: string }
  | { readonly kind: 'state'; readonly id: number; readonly body: InterestedStateRequest }
  | { readonly kind: 'assign'; readonly id: number; readonly body: z.input<typeof interestedAssignSchema> }
  | {
      readonly kind: 'contact';
      readonly id: number;
      readonly body: z.input<typeof interestedContactSchema>;
      readonly idempotencyKey?: string;
    }
  | { readonly kind: 'close'; readonly id: number; readonly body: z.input<typeof interestedCloseSchema> }
  | {
      readonly kind: 'note';
      readonly id: number;
      readonly body: z.input<typeof interestedNoteSchema>;
      readonly idempotencyKey?: string;
    }
  | {
      readonly kind: 'confirmSale' | 'rejectSale';
      readonly id: number;
      readonly body: z.input<typeof interestedSaleAnswerSchema>;
    };

function send(path: string, method: 'POST' | 'PUT', body: unknown, idempotencyKey?: string) {
  return api.request(`${INTERESTED_PATH}${path}`, {
    method,
    body,
    schema: interestedSavedResponseSchema,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export function saveInterested(
  write: InterestedWrite,
): Promise<{ message: string; data: { interesado: Interested } }> {
  switch (write.kind) {
    case 'create':
      return send('/registro', 'POST', interestedCreateSchema.parse(write.body), write.idempotencyKey);
    case 'state':
      return send(`/${write.id}/estado`, 'PUT', interestedStateSchema.parse(write.body));
    case 'assign':
      return send(`/${write.id}/asignacion`, 'PUT', interestedAssignSchema.parse(write.body));
    case 'contact':
      return send(
        `/${write.id}/contactos`,
        'POST',
        interestedContactSchema.parse(write.body),
        write.idempotencyKey,
      );
    case 'close':
      return send(`/${write.id}/cierre`, 'PUT', interestedCloseSchema.parse(write.body));
    case 'note':
      return send(`/${write.id}/notas`, 'POST', interestedNoteSchema.parse(write.body), write.idempotencyKey);
    case 'confirmSale':
      return send(`/${write.id}/venta/confirmacion`, 'POST', interestedSaleAnswerSchema.parse(write.body));
    case 'rejectSale':
      return send(`/${write.id}/venta/rechazo`, 'POST', interestedSaleAnswerSchema.parse(write.body));
  }
}

/** Any write; afterwards the list and the open detail reload (spec 001 §4: "the list reloads"). */
export function useSaveInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterested,
    // A sale changes the inventory too (decision 0040): its lists and statistics reload.
    onSettled: () => reloadSaleViews(queryClient),
  });
}
