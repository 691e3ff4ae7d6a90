import {
  type MarketingWithdrawalRequest,
  marketingWithdrawalAnswerSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { api } from '../../lib/api';

/** POST /bajas-publicidad (the form on the privacy policy); resolves with the server's message. */
export async function withdrawByForm(
  request: MarketingWithdrawalRequest,
  idempotencyKey: string,
): Promise<string> {
  const { message } = await api.request('/bajas-publicidad', {
    schema: marketingWithdrawalAnswerSchema,
    method: 'POST',
    body: request,
    idempotencyKey,
  });
  return message;
}

/** POST /bajas-publicidad/enlace (the unsubscribe link's page); throws ApiError for a bad token. */
export async function withdrawByLink(token: string): Promise<string> {
  const { message } = await api.request('/bajas-publicidad/enlace', {
    schema: marketingWithdrawalAnswerSchema,
    method: 'POST',
    body: { token },
  });
  return message;
}
