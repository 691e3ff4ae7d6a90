import { SELL_MESSAGES, sellOfferRequestSchema } from '@motorplaza/domain/offers/sell-offer.schema';
import { MAX_OFFER_PHOTOS } from '@motorplaza/domain/offers/sell-offer-rules';
import { MAX_PHOTO_BYTES, PHOTO_MIME_TYPES } from '@motorplaza/domain/photos/photo-rules';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { drainPart, readLimited, type UploadedFile } from '../../lib/multipart-file';
import { readMultipartForm } from '../../lib/multipart-form';
import type { MultipartDescription } from '../../plugins/api-description';

/** The multipart body of POST /vende-tu-auto: what `admit` made of the JSON part, and the files `foto_N`. */
export interface SellOfferUpload<A> {
  admission: A;
  photos: Map<string, UploadedFile>;
}

const PHOTO_PART = /^foto_\d{1,2}$/;

/** The body of POST /vende-tu-auto, as the OpenAPI document describes it. */
export const SELL_OFFER_MULTIPART: MultipartDescription = {
  jsonPart: 'oferta',
  schema: sellOfferRequestSchema,
  files: [
    {
      name: 'foto',
      count: MAX_OFFER_PHOTOS,
      contentTypes: PHOTO_MIME_TYPES,
      description: `Una foto (JPEG, PNG o WebP, hasta ${MAX_PHOTO_BYTES / 1_000_000} MB) que \`fotos\` nombra; después de \`oferta\`.`,
    },
  ],
};
const tooMany = () => new HttpError(413, SELL_MESSAGES.fotosMax, { fotos: SELL_MESSAGES.fotosMax });

/**
 * Reads the form with its cheap checks first (issue 23): the JSON part `oferta` must come before the
 * photos (the site's own form sends it first), and `admit` checks it (fields, slot, caps, room in the
 * public lane) before a single photo byte is kept. A refused offer's photos are read and dropped.
 * Photos are held to the vehicle photos' 5 MB, at most MAX_OFFER_PHOTOS of them. `admit` has run
 * whenever this returns; the caller releases what it holds, also when this throws after it.
 */
export async function readSellOfferUpload<A>(
  request: FastifyRequest,
  admit: (oferta: string) => Promise<A>,
): Promise<SellOfferUpload<A>> {
  if (!request.isMultipart()) {
    throw badRequest({ oferta: SELL_MESSAGES.notMultipart }, SELL_MESSAGES.notMultipart);
  }
  const photos = new Map<string, UploadedFile>();
  let admitted: { value: A } | undefined;
  let photoParts = 0;
  try {
    await readMultipartForm(request, {
      jsonPart: SELL_OFFER_MULTIPART.jsonPart,
      limits: { fileSize: MAX_PHOTO_BYTES + 1, files: MAX_OFFER_PHOTOS + 1, fields: 2 },
      async onJson(text) {
        admitted = { value: await admit(text) };
      },
      async onFile(part) {
        if (!PHOTO_PART.test(part.fieldname)) return drainPart(part.file);
        if (!admitted) throw badRequest({ oferta: SELL_MESSAGES.photosFirst }, SELL_MESSAGES.photosFirst);
        photoParts += 1;
        if (photoParts > MAX_OFFER_PHOTOS) throw tooMany();
        const file = await readLimited(part.file, MAX_PHOTO_BYTES);
        if (!photos.has(part.fieldname)) photos.set(part.fieldname, file);
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    throw badRequest({}, SELL_MESSAGES.malformedForm);
  }
  if (!admitted) throw badRequest({ oferta: SELL_MESSAGES.missingForm }, SELL_MESSAGES.missingForm);
  return { admission: admitted.value, photos };
}
