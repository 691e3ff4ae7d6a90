import {
  type MarketingWithdrawal,
  marketingWithdrawalSavedResponseSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { api } from '../../../lib/api';
import { WITHDRAWALS_PATH } from './withdrawal-keys';

/** PUT /bajas-publicidad/{id}/atencion with the version read: the request as now stored. */
export async function handleWithdrawal(request: Pick<MarketingWithdrawal, 'id' | 'version'>) {
  const response = await api.request(`${WITHDRAWALS_PATH}/${request.id}/atencion`, {
    method: 'PUT',
    body: { version: request.version },
    schema: marketingWithdrawalSavedResponseSchema,
  });
  return response;
}
