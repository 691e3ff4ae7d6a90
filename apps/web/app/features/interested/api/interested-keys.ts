import type { InterestedPageQuery } from '@motorplaza/domain/leads/interested.schema';
import { LEADS_QUERY_ROOT } from '../../../lib/sale-queries';

/** The interested screen's API base (spec 001 §7: paths not shown; decision 0023). */
export const INTERESTED_PATH = '/interesados';

/** TanStack Query keys: invalidating `all` after any change reloads every view of leads. */
export const interestedKeys = {
  all: LEADS_QUERY_ROOT,
  page: (query: InterestedPageQuery) => ['interesados', 'pagina', query] as const,
  detail: (idInteresado: number) => ['interesados', 'detalle', idInteresado] as const,
  staff: ['usuarios', 'lista'] as const,
  cars: ['interesados', 'autos'] as const,
};
