import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { MAX_OFFER_PHOTOS, type SellOfferPhotoSlot } from '@motorplaza/domain/offers/sell-offer-rules';
import { checkCompressedSizes, checkPhotoBatch, PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPhotoFormat } from '../../lib/photos/read-photo-format';
import { type Compress, lazyCompress, shrinkLargePhotos } from '../../lib/photos/shrink-large-photos';

/** A photo the visitor picked for a slot, shown from an object URL until it is sent. */
export interface OfferPhoto {
  readonly id: number;
  readonly posicion: SellOfferPhotoSlot;
  readonly file: File;
  readonly url: string;
}

let counter = 0;
const defaultCompress = lazyCompress();

/**
 * The photos of the form: one per guided slot, any number of 'OTRA', ten in all. Each pick is checked
 * as the vehicle form checks photos (type by its bytes, at least 50 KB; a photo over 5 MB is compressed
 * first and refused only if it is still over); the server checks them again.
 */
export function useOfferPhotos(compress: Compress = defaultCompress) {
  const [photos, setPhotos] = useState<readonly OfferPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const add = useCallback(
    async (posicion: SellOfferPhotoSlot, files: readonly File[]) => {
      if (files.length === 0) return;
      const replacing =
        posicion === 'OTRA' ? 0 : latest.current.filter((p) => p.posicion === posicion).length;
      if (latest.current.length - replacing + files.length > MAX_OFFER_PHOTOS) {
        setError(SELL_MESSAGES.fotosMax);
        return;
      }
      const formats = await Promise.all(files.map(readPhotoFormat));
      const problem = checkPhotoBatch(
        files.map((file, index) => ({
          name: file.name,
          type: file.type,
          size: file.size,
          format: formats[index] ?? null,
        })),
        0,
      );
      if (problem) {
        setError(PHOTO_MESSAGES[problem]);
        return;
      }
      const kept = await shrinkLargePhotos(files, compress);
      const tooLarge = checkCompressedSizes(kept.map((file) => file.size));
      if (tooLarge) {
        setError(PHOTO_MESSAGES[tooLarge]);
        return;
      }
      setError(null);
      const added = kept.map((file) => {
        counter += 1;
        return { id: counter, posicion, file, url: URL.createObjectURL(file) };
      });
      setPhotos((current) => {
        const kept = posicion === 'OTRA' ? current : current.filter((photo) => photo.posicion !== posicion);
        for (const photo of current) if (!kept.includes(photo)) URL.revokeObjectURL(photo.url);
        return [...kept, ...added];
      });
    },
    [compress],
  );

  const remove = useCallback((id: number) => {
    setPhotos((current) => {
      const photo = current.find((item) => item.id === id);
      if (photo) URL.revokeObjectURL(photo.url);
      return current.filter((item) => item.id !== id);
    });
  }, []);

  return { photos, error, setError, add, remove };
}
