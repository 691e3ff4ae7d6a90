import { PHOTO_WIDTHS, type PhotoWidth, photoVariantName } from '../photos/photo-files';

/**
 * Offer photos are personal data (a seller's car, often their plate and home): they are stored under a
 * private prefix that GET /media never serves, and staff read them through an authenticated route
 * (docs/decisions/0027-sell-your-car.md).
 */
export const PRIVATE_MEDIA_PREFIX = 'privado/';

export function isPrivateMediaKey(key: string): boolean {
  return key.startsWith(PRIVATE_MEDIA_PREFIX);
}

/** Where one stored file of an offer lives: `privado/ofertas/12/<uuid>-480.webp`. */
export function offerFileKey(idOferta: number, fileName: string): string {
  return `${PRIVATE_MEDIA_PREFIX}ofertas/${idOferta}/${fileName}`;
}

export function offerPhotoKey(idOferta: number, imagen: string, width: PhotoWidth): string {
  return offerFileKey(idOferta, photoVariantName(imagen, width));
}

export function offerPhotoKeys(idOferta: number, imagen: string): string[] {
  return PHOTO_WIDTHS.map((width) => offerPhotoKey(idOferta, imagen, width));
}

/** A stored photo's name as the server makes it (`<uuid>.webp`). */
export const STORED_PHOTO_NAME = /^[a-z0-9-]+\.webp$/;
