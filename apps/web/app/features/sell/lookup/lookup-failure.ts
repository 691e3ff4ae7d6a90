import { SELLER_MESSAGES } from '@motorplaza/domain/offers/seller-offer.schema';
import { ApiError } from '../../../lib/api-error';

/** The Spanish message of a failed look-up, move or cancellation. */
export function lookupFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.';
  if (error.status === 429) return SELLER_MESSAGES.throttled;
  if (error.status === 404) return SELLER_MESSAGES.notFound;
  return error.fieldErrors.fechaInspeccion ?? error.message;
}
