import {
  type MarketingWithdrawal,
  marketingWithdrawalAllResponseSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { api } from '../../../lib/api';
import { WITHDRAWALS_PATH } from './withdrawal-keys';

/** GET /bajas-publicidad/all: every request (the exports' source; needs EXPORTAR_DATOS). */
export async function getAllWithdrawals(signal?: AbortSignal): Promise<MarketingWithdrawal[]> {
  const response = await api.request(`${WITHDRAWALS_PATH}/all`, {
    schema: marketingWithdrawalAllResponseSchema,
    signal,
  });
  return response.data.solicitudes;
}
