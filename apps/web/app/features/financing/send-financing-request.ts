import { FINANCING_MESSAGES, type FinancingRequest } from '@motorplaza/domain/leads/financing-request.schema';
import { z } from 'zod';
import { api } from '../../lib/api';

const responseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /financiamiento/evaluaciones ('Solicitar evaluación'); resolves with the server's message. */
export async function sendFinancingRequest(
  request: FinancingRequest,
  idempotencyKey: string,
): Promise<string> {
  const { message } = await api.request('/financiamiento/evaluaciones', {
    schema: responseSchema,
    method: 'POST',
    body: request,
    idempotencyKey,
  });
  return message || FINANCING_MESSAGES.created;
}
