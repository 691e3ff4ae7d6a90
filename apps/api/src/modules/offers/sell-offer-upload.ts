import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { MAX_OFFER_PHOTOS } from '@motorplaza/domain/offers/sell-offer-rules';
import { MAX_PHOTO_BYTES } from '@motorplaza/domain/photos/photo-rules';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { drainPart, readLimited, type UploadedFile } from '../../lib/multipart-file';
import { readMultipartForm } from '../../lib/multipart-form';

/** The multipart body of POST /vende-tu-auto: the JSON part `oferta` (field or file) and the files `foto_N`. */
export interface SellOfferUpload {
  oferta: string | undefined;
  photos: Map<string, UploadedFile>;
}

const PHOTO_PART = /^foto_\d{1,2}$/;
const tooMany = () => new HttpError(413, SELL_MESSAGES.fotosMax, { fotos: SELL_MESSAGES.fotosMax });

/**
 * Reads every part (each one is consumed, so the visitor always gets an answer); photos are held to
 * the vehicle photos' 5 MB, at most MAX_OFFER_PHOTOS of them.
 */
export async function readSellOfferUpload(request: FastifyRequest): Promise<SellOfferUpload> {
  if (!request.isMultipart()) {
    throw badRequest({ oferta: SELL_MESSAGES.notMultipart }, SELL_MESSAGES.notMultipart);
  }
  const upload: SellOfferUpload = { oferta: undefined, photos: new Map() };
  let photoParts = 0;
  try {
    upload.oferta = await readMultipartForm(request, {
      jsonPart: 'oferta',
      limits: { fileSize: MAX_PHOTO_BYTES + 1, files: MAX_OFFER_PHOTOS + 1, fields: 2 },
      async onFile(part) {
        if (!PHOTO_PART.test(part.fieldname)) return drainPart(part.file);
        photoParts += 1;
        const file = await readLimited(part.file, MAX_PHOTO_BYTES);
        if (!upload.photos.has(part.fieldname)) upload.photos.set(part.fieldname, file);
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    throw badRequest({}, SELL_MESSAGES.malformedForm);
  }
  if (photoParts > MAX_OFFER_PHOTOS) throw tooMany();
  return upload;
}
