import { z } from 'zod';
import { boundedText } from '../shared/fields';
import { OFFER_LIMITS } from './sell-offer-rules';
import { sellerOfferViewSchema } from './seller-offer.schema';

/**
 * The seller confirms a public offer through the link of the acknowledgement e-mail (issue 23;
 * docs/decisions/0053-offer-holds-and-caps.md). The page posts the link's token; until then the
 * offer holds its inspection slot for OFFER_LIMITS.holdMinutes only.
 */
export const CONFIRM_PATH = '/vende-tu-auto/confirmar';

export const CONFIRM_MESSAGES = {
  token: 'El enlace de confirmación no es válido. Ábrelo desde el correo, completo.',
  confirmed: 'Confirmamos tu oferta y tu inspección. Te enviamos la cita por correo.',
  already: 'Tu oferta ya estaba confirmada.',
  expired: `El enlace venció: guardamos el horario solo ${OFFER_LIMITS.holdMinutes} minutos. Envía tu oferta de nuevo, por favor.`,
  closed: 'Esta oferta ya no se puede confirmar. Si necesitas algo, escríbenos o llámanos.',
  throttled: 'Hiciste varios intentos seguidos. Inténtalo de nuevo en unos minutos.',
} as const;

/** `<offer id>.<signature>`, both URL-safe. */
export const CONFIRM_TOKEN_PATTERN = /^[0-9]{1,10}\.[A-Za-z0-9_-]{20,100}$/;

export const offerConfirmSchema = z
  .object({
    token: boundedText(120, CONFIRM_MESSAGES.token).regex(CONFIRM_TOKEN_PATTERN, CONFIRM_MESSAGES.token),
  })
  .describe('Regla que el esquema no expresa: `token` es el del enlace del correo, firmado por el servidor.');
export type OfferConfirm = z.input<typeof offerConfirmSchema>;

export const offerConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ oferta: sellerOfferViewSchema }),
});
