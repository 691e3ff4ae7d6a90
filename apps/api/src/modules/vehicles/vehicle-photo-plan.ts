import type { VehicleSave } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { badRequest } from '../../lib/http-error';
import { checkPhoto, checkReviewPdf } from '../media/photo-processing';
import { findOfferPhotoRow, type offerForVehicle } from '../offers/offer-vehicle';
import type { OfferPhotoRow } from '../offers/sell-offer.repository';
import { SAVE_MESSAGES } from './vehicle-save-form';
import type { VehicleUpload } from './vehicle-upload';
import type { PhotoRow } from './vehicle-write.repository';

type PlannedPhoto =
  | { kind: 'kept'; row: PhotoRow }
  | { kind: 'new'; part: string }
  | { kind: 'offer'; row: OfferPhotoRow };

export type SourceOffer = Awaited<ReturnType<typeof offerForVehicle>>;

/**
 * Checks the photo list against the stored photos, the uploaded files (by their bytes) and the photos
 * of the offer the vehicle comes from.
 */
export async function planPhotos(
  form: VehicleSave,
  upload: VehicleUpload,
  stored: readonly PhotoRow[],
  offer: SourceOffer | null,
) {
  const byName = new Map(stored.map((photo) => [photo.imagen, photo]));
  const seen = new Set<string>();
  const plan: PlannedPhoto[] = [];
  for (const slot of form.fotos) {
    const key = 'imagen' in slot ? slot.imagen : 'archivo' in slot ? slot.archivo : `oferta:${slot.oferta}`;
    if (seen.has(key)) throw badRequest({ fotos: SAVE_MESSAGES.repeatedPhoto }, SAVE_MESSAGES.repeatedPhoto);
    seen.add(key);
    if ('oferta' in slot) {
      if (!offer) throw badRequest({ fotos: SAVE_MESSAGES.unknownPhoto }, SAVE_MESSAGES.unknownPhoto);
      plan.push({ kind: 'offer', row: findOfferPhotoRow(offer.photos, slot.oferta) });
    } else if ('imagen' in slot) {
      const row = byName.get(slot.imagen);
      if (!row) throw badRequest({ fotos: SAVE_MESSAGES.unknownPhoto }, SAVE_MESSAGES.unknownPhoto);
      plan.push({ kind: 'kept', row });
    } else {
      const file = upload.photos.get(slot.archivo);
      if (!file) {
        const message = SAVE_MESSAGES.missingFile(slot.archivo);
        throw badRequest({ fotos: message }, message);
      }
      await checkPhoto(file);
      plan.push({ kind: 'new', part: slot.archivo });
    }
  }
  if (upload.revision) checkReviewPdf(upload.revision);
  const removed = stored.filter((photo) => !seen.has(photo.imagen));
  return { plan, removed };
}
