import { validOffer } from '@motorplaza/domain/offers/testing/offer-fixture';
import { type FilePart, multipartBody } from './multipart';

/** A complete, valid `oferta` part for a slot (the domain's fixture); two photos in foto_1 and foto_2. */
export const offerForm = validOffer;

/** The multipart body of POST /vende-tu-auto. */
export function offerBody(form: unknown, files: readonly FilePart[] = []) {
  return multipartBody({ oferta: JSON.stringify(form) }, files);
}
