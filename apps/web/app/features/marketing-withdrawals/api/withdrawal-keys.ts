import type { MarketingWithdrawalPageQuery } from '@motorplaza/domain/legal/marketing-withdrawal.schema';

/** The API base of 'Bajas de publicidad' (decision 0029). */
export const WITHDRAWALS_PATH = '/bajas-publicidad';

/** TanStack Query keys of the screen: invalidating `all` after a change reloads every view. */
export const withdrawalKeys = {
  all: ['bajas-publicidad'] as const,
  page: (query: MarketingWithdrawalPageQuery) => ['bajas-publicidad', 'pagina', query] as const,
};
