import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { offerPhotoKey } from '@motorplaza/domain/offers/offer-photo-files';
import { OFFERS_MESSAGES } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { PHOTO_WIDTHS, photoVariantName, vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-error';
import type { Storage } from '../../storage/storage';
import type { RequestContext } from '../movements/request-context';
import {
  findOffer,
  listOfferPhotos,
  lockOffer,
  type OfferPhotoRow,
  updateOffer,
} from './sell-offer.repository';
import { offerChanges, offerMovement, sellerAsClient } from './sell-offer-admin.service';

/**
 * 'Crear vehículo' from an offer (decision 0027): the vehicle form is sent with `idOferta` and the
 * offer's photos it keeps as `{ oferta: imagen }`. The server copies those files under the new
 * vehicle, and in the vehicle's transaction links the two, marks the offer COMPRADA and registers the
 * seller as a client.
 */
export const OFFER_VEHICLE_MESSAGES = {
  onlyNew: 'Solo un vehículo nuevo se crea desde una oferta.',
  notFound: 'La oferta elegida no existe.',
} as const;

function refuseLinked(offer: { idAuto: number | null; status: string }): void {
  if (offer.idAuto !== null)
    throw conflict(OFFERS_MESSAGES.alreadyLinked, { idOferta: OFFERS_MESSAGES.alreadyLinked });
  if (offer.status === 'DESCARTADA')
    throw conflict(OFFERS_MESSAGES.discarded, { idOferta: OFFERS_MESSAGES.discarded });
}

/** The offer a new vehicle comes from and its photos, checked before anything is stored. */
export async function offerForVehicle(db: DbOrTx, idOferta: number, idAuto: number | null) {
  if (idAuto !== null)
    throw badRequest({ idOferta: OFFER_VEHICLE_MESSAGES.onlyNew }, OFFER_VEHICLE_MESSAGES.onlyNew);
  const offer = await findOffer(db, idOferta);
  if (!offer)
    throw badRequest({ idOferta: OFFER_VEHICLE_MESSAGES.notFound }, OFFER_VEHICLE_MESSAGES.notFound);
  refuseLinked(offer);
  return { id: offer.id, photos: await listOfferPhotos(db, offer.id) };
}

export function findOfferPhotoRow(photos: readonly OfferPhotoRow[], imagen: string): OfferPhotoRow {
  const row = photos.find((photo) => photo.imagen === imagen);
  if (!row) throw badRequest({ fotos: OFFERS_MESSAGES.offerPhoto }, OFFERS_MESSAGES.offerPhoto);
  return row;
}

/** Copies every stored width of an offer photo under the vehicle, with a new name; returns the keys. */
export async function copyOfferPhoto(
  storage: Storage,
  idOferta: number,
  photo: OfferPhotoRow,
  idAuto: number,
  written: string[],
): Promise<{ imagen: string; ancho: number; alto: number }> {
  const imagen = `${randomUUID()}.webp`;
  for (const width of PHOTO_WIDTHS) {
    const source = await storage.get(offerPhotoKey(idOferta, photo.imagen, width));
    if (!source) throw badRequest({ fotos: OFFERS_MESSAGES.offerPhoto }, OFFERS_MESSAGES.offerPhoto);
    const chunks: Buffer[] = [];
    for await (const chunk of source.body as AsyncIterable<Buffer>) chunks.push(chunk);
    const key = vehiclePhotoKey(idAuto, photoVariantName(imagen, width));
    await storage.put(key, Buffer.concat(chunks), 'image/webp');
    written.push(key);
  }
  return { imagen, ancho: photo.ancho, alto: photo.alto };
}

/**
 * Inside the vehicle's transaction: the offer (locked again; another save may have won meanwhile)
 * gets the vehicle, COMPRADA when its flow allows, and the seller as a client: the vehicle's owner
 * when the form kept the seller's DNI, otherwise the seller registered by DNI.
 */
export async function linkOfferToVehicle(
  tx: DbOrTx,
  input: {
    idOferta: number;
    idAuto: number;
    owner: { idCliente: number | null; dni: string };
    vehicleLabel: string;
    user: SessionUser;
    context: RequestContext;
  },
): Promise<void> {
  const offer = await lockOffer(tx, input.idOferta);
  if (!offer)
    throw badRequest({ idOferta: OFFER_VEHICLE_MESSAGES.notFound }, OFFER_VEHICLE_MESSAGES.notFound);
  refuseLinked(offer);
  const idCliente =
    input.owner.idCliente !== null && input.owner.dni === offer.dni
      ? input.owner.idCliente
      : await sellerAsClient(tx, offer, input.user, input.context);
  // The car entered the inventory: the dealership bought it, whatever follow-up came before.
  await updateOffer(tx, offer, { idAuto: input.idAuto, idCliente, status: 'COMPRADA' }, input.user.sub);
  await offerMovement(
    tx,
    input.user,
    offer,
    'sellOffer.vehicle',
    `Creó el vehículo ${input.vehicleLabel} (ID ${input.idAuto}) desde la oferta`,
    input.context,
    offerChanges(offer, { status: 'COMPRADA' }),
  );
}
