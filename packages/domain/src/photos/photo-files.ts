/** Widths, in pixels, of the WebP copies stored for each vehicle photo (responsive srcset). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** `abc.webp` at 480 px is stored as `abc-480.webp`; the plain name is the largest copy. */
export function photoVariantName(imagen: string, width: PhotoWidth): string {
  return width === PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]
    ? imagen
    : imagen.replace(/\.webp$/, `-${width}.webp`);
}

/** Spec 001 §3: image URL = base image address + vehicle id + file name. */
export function vehiclePhotoKey(idAuto: number, imagen: string): string {
  return `autos/${idAuto}/${imagen}`;
}

/**
 * Link previews (og:image): one JPEG of 1200 × 630 per photo, cut from its largest copy, since WhatsApp
 * and several social apps show WebP previews poorly (docs/decisions/0069-link-previews.md).
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** `abc.webp` has its link preview in `abc-og.jpg`. */
export function photoPreviewName(imagen: string): string {
  return imagen.replace(/\.webp$/, '-og.jpg');
}

/** The stored photo a preview name is cut from (`abc-og.jpg` → `abc.webp`), or null for any other name. */
export function previewSourceName(name: string): string | null {
  const match = /^([a-z0-9-]+)-og\.jpg$/.exec(name);
  return match ? `${match[1]}.webp` : null;
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Spec 000 §3: user image = base location + sub + file name. */
export function userPhotoKey(idUsuario: number, foto: string): string {
  return `usuarios/${idUsuario}/${foto}`;
}

/** The public URL of one stored width of a vehicle photo. */
export function vehiclePhotoUrl(idAuto: number, imagen: string, width: PhotoWidth): string {
  return mediaUrl(vehiclePhotoKey(idAuto, photoVariantName(imagen, width)));
}

/** `srcset` of a vehicle photo over every stored width. */
export function vehiclePhotoSrcSet(idAuto: number, imagen: string): string {
  return PHOTO_WIDTHS.map((width) => `${vehiclePhotoUrl(idAuto, imagen, width)} ${width}w`).join(', ');
}

/** The public URL of a vehicle photo's link preview (made on its first request, then stored). */
export function vehiclePhotoPreviewUrl(idAuto: number, imagen: string): string {
  return mediaUrl(vehiclePhotoKey(idAuto, photoPreviewName(imagen)));
}
