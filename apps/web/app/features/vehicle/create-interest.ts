import { type InterestRequest, interestResponseSchema } from '@motorplaza/domain/leads/interest.schema';
import { api } from '../../lib/api';

/** POST /interesados ('Estoy interesado'); resolves with the server's message, throws ApiError. */
export async function createInterest(request: InterestRequest, idempotencyKey: string): Promise<string> {
  const { message } = await api.request('/interesados', {
    schema: interestResponseSchema,
    method: 'POST',
    body: request,
    idempotencyKey,
  });
  return message;
}
