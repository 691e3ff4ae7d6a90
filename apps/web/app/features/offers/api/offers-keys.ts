import type { OffersPageQuery } from '@motorplaza/domain/offers/sell-offer-admin.schema';

/** TanStack Query keys: invalidating `all` after any change reloads every view of offers. */
export const offersKeys = {
  all: ['ofertas'] as const,
  page: (query: OffersPageQuery) => ['ofertas', 'pagina', query] as const,
  detail: (id: number) => ['ofertas', 'detalle', id] as const,
};
