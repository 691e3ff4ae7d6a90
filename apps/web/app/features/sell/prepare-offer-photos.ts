import type { SellOfferRequest } from '@motorplaza/domain/offers/sell-offer.schema';
import { pickUpload, renamedPhoto } from '../../lib/photos/pick-upload';
import type { OfferFile } from './send-offer';
import type { OfferPhoto } from './use-offer-photos';

/**
 * The `fotos` and the file parts of the offer: each photo compressed in the browser (as the vehicle
 * form does), keeping the original when the copy would be larger or under the server's 50 KB.
 */
export async function prepareOfferPhotos(
  photos: readonly OfferPhoto[],
): Promise<{ fotos: SellOfferRequest['fotos']; files: OfferFile[] }> {
  const { compressPhoto } = await import('../../lib/photos/compress-photo');
  const fotos: SellOfferRequest['fotos'] = [];
  const files: OfferFile[] = [];
  for (const [index, photo] of photos.entries()) {
    const part = `foto_${index + 1}`;
    let upload: Blob = photo.file;
    try {
      upload = pickUpload(photo.file, await compressPhoto(photo.file));
    } catch (error) {
      // The original is sent instead; the server checks and re-encodes it anyway.
      console.error('No se pudo comprimir la foto', error);
    }
    const file = renamedPhoto(upload, part);
    fotos.push({ archivo: part, posicion: photo.posicion });
    files.push({ part, file, name: file.name });
  }
  return { fotos, files };
}
