import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { isOfferedSlot, SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import {
  SELL_MESSAGES,
  type SellOffer,
  sellOfferRequestSchema,
} from '@motorplaza/domain/offers/sell-offer.schema';
import { OFFER_LIMITS } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import type { DbOrTx } from '../../db/client';
import type { AdmissionGate } from '../../lib/admission-gate';
import { fieldErrors } from '../../lib/field-errors';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { countSlot } from '../appointments/slot-capacity.repository';
import type { RequestContext } from '../movements/request-context';
import type { inspectionCalendar } from './inspection-calendar';
import { countRecentOffers } from './offer-slots.repository';

/** An offer that passed every cheap rule and holds a place in the public photo lane until `release`. */
export interface SellOfferAdmission {
  offer: SellOffer;
  inicio: Date;
  ajustes: SiteSettings;
  release: () => void;
}

function parseOffer(text: string): SellOffer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest({ oferta: SELL_MESSAGES.malformedForm }, SELL_MESSAGES.malformedForm);
  }
  const parsed = sellOfferRequestSchema.safeParse(json);
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error.issues), HTTP_MESSAGES.badRequest);
  return parsed.data;
}

export const capRefusal = (message: string) => new HttpError(429, message);

/**
 * The daily caps of the public form (issue 23): per client address and in total over 24 hours,
 * counted from the offers table (so every instance sees the same count). An address of
 * RATE_LIMIT_ALLOW (the per-address limits' allow list) skips the per-address cap, never the total.
 */
export async function checkCaps(
  db: DbOrTx,
  ip: string | null,
  now: Date,
  options: { allow: readonly string[]; lock?: boolean },
) {
  const recent = await countRecentOffers(db, ip, now, options.lock);
  const allowed = ip !== null && options.allow.includes(ip);
  if (!allowed && recent.fromAddress >= OFFER_LIMITS.perAddressPerDay) {
    throw capRefusal(SELL_MESSAGES.capAddress);
  }
  if (recent.total >= OFFER_LIMITS.perDay) throw capRefusal(SELL_MESSAGES.capTotal);
}

/**
 * Everything about an offer that costs no photo work, checked as soon as its JSON part arrives and
 * before any photo is read (issue 23): the fields, the slot offered, the daily caps, the slot's room
 * now, and a place in the public photo lane (503 when it is full). The slot is held for real by the
 * insert at the end, under the slot's lock; this check only spares the photo work of a lost cause.
 */
export function sellOfferAdmitter(deps: {
  db: DbOrTx;
  calendar: ReturnType<typeof inspectionCalendar>;
  gate: AdmissionGate;
  allow: readonly string[];
}) {
  return async (text: string, context: RequestContext, now = new Date()): Promise<SellOfferAdmission> => {
    const offer = parseOffer(text);
    const inicio = new Date(offer.fechaInspeccion);
    const { ajustes, hours, options } = await deps.calendar(now);
    if (!isOfferedSlot(hours, inicio, options)) {
      throw badRequest({ fechaInspeccion: SELL_MESSAGES.slotUnavailable }, SELL_MESSAGES.slotUnavailable);
    }
    await checkCaps(deps.db, context.ip, now, { allow: deps.allow });
    if ((await countSlot(deps.db, offer.sedeInspeccion, inicio, now)) >= SLOT_CAPACITY) {
      throw conflict(SELL_MESSAGES.slotFull, { fechaInspeccion: SELL_MESSAGES.slotFull });
    }
    const release = deps.gate.tryEnter();
    if (!release) throw new HttpError(503, SELL_MESSAGES.busy);
    return { offer, inicio, ajustes, release };
  };
}
