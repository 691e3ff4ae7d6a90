import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { offerFileKey } from '@motorplaza/domain/offers/offer-photo-files';
import { indicativePriceRange } from '@motorplaza/domain/offers/price-range';
import {
  type InspectionSchedule,
  SELL_MESSAGES,
  type SellOffer,
  type SellOfferCreated,
} from '@motorplaza/domain/offers/sell-offer.schema';
import { INSPECTION_SITES, OFFER_LIMITS, sellOfferCode } from '@motorplaza/domain/offers/sell-offer-rules';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-error';
import { publicImagePool, publicOfferGate } from '../../lib/image-pool';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { MailDrainer } from '../../mail/mail-drainer';
import type { Storage } from '../../storage/storage';
import { lockAndCountSlot } from '../appointments/slot-capacity.repository';
import { recordConsent } from '../consent/consent.repository';
import { checkPhoto, encodeAndStorePhotos, type StoredPhoto } from '../media/photo-processing';
import { recordMovement, WEB_ACTOR } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { SettingsService } from '../settings/settings.service';
import { findComparables } from './comparables.repository';
import { inspectionCalendar, siteSchedule } from './inspection-calendar';
import type { OfferConfirmLinks } from './offer-confirm-links';
import { originOf } from './offer-slots.repository';
import { offerLabel } from './sell-offer.mapper';
import { insertOffer, insertOfferPhotos, reserveOfferId } from './sell-offer.repository';
import { checkCaps, type SellOfferAdmission, sellOfferAdmitter } from './sell-offer-admission';
import type { SellOfferUpload } from './sell-offer-upload';
import { sellerConfirmMail, sellerMailInput } from './seller-mail';

export type SellOfferService = ReturnType<typeof createSellOfferService>;

/**
 * The public side of sell your car (decision 0027, issue 23). An offer is checked whole (fields, slot,
 * caps first, then every photo by its bytes) before anything is stored; the photos are stored next,
 * then one transaction writes the offer, its photos, the consent, the seller's e-mail and the
 * movement. Stored files go again if the transaction fails.
 */
export function createSellOfferService(deps: {
  db: Db;
  storage: Storage;
  settings: SettingsService;
  mail: MailDrainer;
  publicUrl: string;
  confirmLinks: OfferConfirmLinks;
  /** RATE_LIMIT_ALLOW: addresses the per-address cap never counts against. */
  rateLimitAllow: readonly string[];
}) {
  const { db, storage, settings } = deps;

  const calendar = inspectionCalendar(db, settings);

  async function removeQuietly(keys: readonly string[]) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
  }

  return {
    /** GET /vende-tu-auto/horarios: each store's slots of the next two weeks, full ones marked. */
    async schedule(now = new Date()): Promise<InspectionSchedule> {
      return siteSchedule(db, await calendar(now), INSPECTION_SITES, now);
    },

    /** The cheap checks of an offer's JSON part, before any photo is read (see sell-offer-admission.ts). */
    admit: sellOfferAdmitter({ db, calendar, gate: publicOfferGate, allow: deps.rateLimitAllow }),

    /**
     * The admitted offer's photos are checked and encoded in the public lane, then one transaction
     * re-checks the caps and the slot under their locks and writes the offer as PENDIENTE, holding
     * the slot for OFFER_LIMITS.holdMinutes, with its photos, consent, movement and the seller's
     * e-mail with the confirmation link. The team hears of it once the seller confirms.
     */
    async create(
      upload: SellOfferUpload<SellOfferAdmission>,
      context: RequestContext,
      now = new Date(),
    ): Promise<SellOfferCreated> {
      const { offer, inicio, ajustes } = upload.admission;
      for (const photo of offer.fotos) {
        const file = upload.photos.get(photo.archivo);
        if (!file) {
          const message = SELL_MESSAGES.fotoFaltante(photo.archivo);
          throw badRequest({ fotos: message }, message);
        }
        await checkPhoto(file);
      }

      const id = await reserveOfferId(db);
      const codigo = sellOfferCode(id, Number(todayInLima(now).slice(0, 4)));
      const retenidoHasta = new Date(now.getTime() + OFFER_LIMITS.holdMinutes * 60_000);
      const keys: string[] = [];
      try {
        const encoded = await encodeAndStorePhotos(
          offer.fotos.map((photo) => {
            const source = upload.photos.get(photo.archivo)?.data;
            if (!source) throw new Error(`checked photo ${photo.archivo} vanished`);
            return source;
          }),
          storage,
          (name) => offerFileKey(id, name),
          keys,
          publicImagePool,
        );
        const photos: WriteInput['photos'] = offer.fotos.map((photo, index) => {
          const { imagen, ancho, alto } = encoded[index] as StoredPhoto;
          return { imagen, posicion: photo.posicion, ancho, alto };
        });
        await db.transaction(async (tx) => {
          await checkCaps(tx, context.ip, now, { allow: deps.rateLimitAllow, lock: true });
          if ((await lockAndCountSlot(tx, offer.sedeInspeccion, inicio, now)) >= SLOT_CAPACITY) {
            throw conflict(SELL_MESSAGES.slotFull, { fechaInspeccion: SELL_MESSAGES.slotFull });
          }
          await writeOffer(tx, { id, codigo, offer, inicio, now, retenidoHasta, photos, context });
          // The seller's acknowledgement: the reference and the link that confirms the offer.
          await enqueueMail(
            tx,
            sellerConfirmMail(
              sellerMailInput({
                id,
                codigo,
                seller: offer,
                inicio,
                sede: offer.sedeInspeccion,
                version: 1,
                ajustes,
                publicUrl: deps.publicUrl,
                now,
              }),
              { url: deps.confirmLinks.url(id), until: retenidoHasta },
            ),
          );
        });
      } catch (error) {
        await removeQuietly(keys);
        throw error;
      }
      deps.mail.wake();
      const comparables = await findComparables(db, offer, now);
      return {
        codigo,
        sedeInspeccion: offer.sedeInspeccion,
        fechaInspeccion: inicio.toISOString(),
        rangoPrecio: indicativePriceRange(offer, comparables),
        confirmarAntes: retenidoHasta.toISOString(),
      };
    },
  };
}

interface WriteInput {
  id: number;
  codigo: string;
  offer: SellOffer;
  inicio: Date;
  now: Date;
  retenidoHasta: Date;
  photos: { imagen: string; posicion: string; ancho: number; alto: number }[];
  context: RequestContext;
}

async function writeOffer(tx: DbOrTx, input: WriteInput): Promise<void> {
  const { id, codigo, offer, inicio, now, retenidoHasta, photos, context } = input;
  const { fotos: _files, fechaInspeccion: _slot, ...fields } = offer;
  await insertOffer(tx, {
    ...fields,
    id,
    codigo,
    correo: offer.correo.toLowerCase(),
    fechaInspeccion: inicio,
    createdAt: now,
    status: 'PENDIENTE',
    retenidoHasta,
    ipOrigen: originOf(context.ip),
  });
  await insertOfferPhotos(tx, id, photos);
  await recordConsent(tx, {
    formulario: 'VENTA_AUTO',
    referenciaTipo: 'sell_offer',
    referenciaId: id,
    correo: offer.correo.toLowerCase(),
    documento: offer.dni,
    aceptaPrivacidad: offer.consentimientoPrivacidad,
    aceptaMarketing: offer.consentimientoMarketing,
    ip: context.ip,
  });
  const label = offerLabel({ codigo, ...offer });
  await recordMovement(tx, {
    actor: WEB_ACTOR,
    codigo: 'sellOffer.create',
    accion: `Recibió la oferta de venta ${label}`,
    entidad: 'sell_offer',
    idEntidad: id,
    objetivo: label,
    context,
  });
}
