import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { inspectionDays, isOfferedSlot, SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { offerFileKey } from '@motorplaza/domain/offers/offer-photo-files';
import { indicativePriceRange } from '@motorplaza/domain/offers/price-range';
import {
  type InspectionSchedule,
  SELL_MESSAGES,
  type SellOffer,
  type SellOfferCreated,
  sellOfferRequestSchema,
} from '@motorplaza/domain/offers/sell-offer.schema';
import { INSPECTION_SITES, sellOfferCode } from '@motorplaza/domain/offers/sell-offer-rules';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { fieldErrors } from '../../lib/field-errors';
import { badRequest, conflict } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { MailDrainer } from '../../mail/mail-drainer';
import type { Storage } from '../../storage/storage';
import { recordConsent } from '../consent/consent.repository';
import { recordMovement, WEB_ACTOR } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { SettingsService } from '../settings/settings.service';
import { checkPhoto, encodeAndStorePhotos, type StoredPhoto } from '../vehicles/photo-processing';
import { inspectionCalendar } from './inspection-calendar';
import { offerLabel } from './sell-offer.mapper';
import {
  bookedSlots,
  findComparables,
  insertOffer,
  insertOfferPhotos,
  lockAndCountSlot,
  reserveOfferId,
} from './sell-offer.repository';
import { newOfferMail } from './sell-offer-mail';
import type { SellOfferUpload } from './sell-offer-upload';
import { placeOf, sellerMailInput, sellerReceivedMail } from './seller-mail';

function parseOffer(text: string | undefined): SellOffer {
  if (text === undefined) throw badRequest({ oferta: SELL_MESSAGES.missingForm }, SELL_MESSAGES.missingForm);
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

export type SellOfferService = ReturnType<typeof createSellOfferService>;

/**
 * The public side of sell your car (decision 0027). An offer is checked whole (fields, slot, every
 * photo by its bytes) before anything is stored; the photos are stored next, then one transaction
 * writes the offer, its photos, the consent, the team's e-mail and the movement. Stored files go
 * again if the transaction fails.
 */
export function createSellOfferService(deps: {
  db: Db;
  storage: Storage;
  settings: SettingsService;
  mail: MailDrainer;
  publicUrl: string;
}) {
  const { db, storage, settings } = deps;

  const calendar = inspectionCalendar(db, settings);

  async function removeQuietly(keys: readonly string[]) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
  }

  return {
    /** GET /vende-tu-auto/horarios: each store's slots of the next two weeks, full ones marked. */
    async schedule(now = new Date()): Promise<InspectionSchedule> {
      const { ajustes, hours, options } = await calendar(now);
      const days = inspectionDays(hours, options);
      const first = days[0]?.slots[0];
      const booked = first ? await bookedSlots(db, new Date(first.inicio)) : [];
      const taken = new Map(booked.map((row) => [`${row.sede}|${row.inicio.getTime()}`, row.total]));
      return {
        sedes: INSPECTION_SITES.map((sede) => {
          const place = placeOf(ajustes.oficinas, sede);
          return {
            sede,
            nombre: place.tienda,
            direccion: place.direccion,
            dias: days.map((day) => ({
              fecha: day.fecha,
              slots: day.slots.map((slot) => ({
                ...slot,
                disponible: (taken.get(`${sede}|${new Date(slot.inicio).getTime()}`) ?? 0) < SLOT_CAPACITY,
              })),
            })),
          };
        }),
      };
    },

    async create(
      upload: SellOfferUpload,
      context: RequestContext,
      now = new Date(),
    ): Promise<SellOfferCreated> {
      const offer = parseOffer(upload.oferta);
      for (const photo of offer.fotos) {
        const file = upload.photos.get(photo.archivo);
        if (!file) {
          const message = SELL_MESSAGES.fotoFaltante(photo.archivo);
          throw badRequest({ fotos: message }, message);
        }
        await checkPhoto(file);
      }
      const inicio = new Date(offer.fechaInspeccion);
      const { ajustes, hours, options } = await calendar(now);
      if (!isOfferedSlot(hours, inicio, options)) {
        throw badRequest({ fechaInspeccion: SELL_MESSAGES.slotUnavailable }, SELL_MESSAGES.slotUnavailable);
      }

      const id = await reserveOfferId(db);
      const codigo = sellOfferCode(id, Number(todayInLima(now).slice(0, 4)));
      const keys: string[] = [];
      try {
        // In parallel through the image pool, as the vehicle form's save does (decision 0032).
        const encoded = await encodeAndStorePhotos(
          offer.fotos.map((photo) => {
            const source = upload.photos.get(photo.archivo)?.data;
            if (!source) throw new Error(`checked photo ${photo.archivo} vanished`);
            return source;
          }),
          storage,
          (name) => offerFileKey(id, name),
          keys,
        );
        const photos: WriteInput['photos'] = offer.fotos.map((photo, index) => {
          const { imagen, ancho, alto } = encoded[index] as StoredPhoto;
          return { imagen, posicion: photo.posicion, ancho, alto };
        });
        await db.transaction(async (tx) => {
          if ((await lockAndCountSlot(tx, offer.sedeInspeccion, inicio)) >= SLOT_CAPACITY) {
            throw conflict(SELL_MESSAGES.slotFull, { fechaInspeccion: SELL_MESSAGES.slotFull });
          }
          await writeOffer(tx, { id, codigo, offer, inicio, now, photos, context });
          await enqueueMail(
            tx,
            newOfferMail(offer, {
              id,
              codigo,
              to: ajustes.correo,
              photos: photos.length,
              publicUrl: deps.publicUrl,
            }),
          );
          // The seller's own record: the reference, the inspection for the calendar, what to bring.
          await enqueueMail(
            tx,
            sellerReceivedMail(
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
  photos: { imagen: string; posicion: string; ancho: number; alto: number }[];
  context: RequestContext;
}

async function writeOffer(tx: DbOrTx, input: WriteInput): Promise<void> {
  const { id, codigo, offer, inicio, now, photos, context } = input;
  const { fotos: _files, fechaInspeccion: _slot, ...fields } = offer;
  await insertOffer(tx, {
    ...fields,
    id,
    codigo,
    correo: offer.correo.toLowerCase(),
    fechaInspeccion: inicio,
    createdAt: now,
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
