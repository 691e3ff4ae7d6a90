import {
  type MarketingWithdrawalPageQuery,
  marketingWithdrawalPageResponseSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { WITHDRAWALS_PATH, withdrawalKeys } from './withdrawal-keys';

/** GET /bajas-publicidad?q&estado&page&pageSize: one page, searched and filtered by the server. */
export async function getWithdrawalsPage(query: MarketingWithdrawalPageQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.estado) params.set('estado', query.estado);
  const response = await api.request(`${WITHDRAWALS_PATH}?${params}`, {
    schema: marketingWithdrawalPageResponseSchema,
    signal,
  });
  return response.data;
}

/** The page stays on screen while the next one loads. */
export function useWithdrawalsPage(query: MarketingWithdrawalPageQuery) {
  return useQuery({
    queryKey: withdrawalKeys.page(query),
    queryFn: ({ signal }) => getWithdrawalsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
