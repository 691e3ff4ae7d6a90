import type { PhotoFormat } from './photo-signature';

/** Photo limits of the vehicle form (spec 001 §5 and §9), checked in the browser and again by the API. */
export const MAX_VEHICLE_PHOTOS = 25;
export const MIN_PHOTO_BYTES = 50_000;
export const MAX_PHOTO_BYTES = 5_000_000;
/** Decoded images larger than this many pixels are refused (decompression bombs). */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
/** The technical-review document: one PDF of at most 10 MB. */
export const MAX_REVIEW_PDF_BYTES = 10_000_000;

// The spec's wording (001 §5) spoke as 'usted' and left WebP out; the product speaks as 'tú' and
// accepts WebP (docs/decisions/0046-touch-selects-and-form-details.md).
export const PHOTO_MESSAGES = {
  maxFilesExceeded: 'No puedes subir más de 25 imágenes.',
  invalidFileType: 'Solo se permiten imágenes JPEG, JPG, PNG o WebP.',
  fileSizeExceeded: 'Cada imagen debe pesar entre 50 KB y 5 MB.',
  tooLargeAfterCompression:
    'Una de las imágenes sigue pesando más de 5 MB después de comprimirla; elige una foto más liviana.',
  tooManyPixels: 'La imagen es demasiado grande: como máximo 50 megapíxeles.',
  unreadable: 'No se pudo leer la imagen; elige otro archivo.',
  reviewNotPdf: 'La revisión técnica debe ser un archivo PDF de hasta 10 MB.',
  busy: 'El servidor está procesando muchas fotos; inténtalo de nuevo en unos segundos.',
} as const;

export type PhotoRejection = keyof Pick<
  typeof PHOTO_MESSAGES,
  'maxFilesExceeded' | 'invalidFileType' | 'fileSizeExceeded' | 'tooLargeAfterCompression'
>;

export interface CandidateFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** What its first bytes say it is (`sniffPhotoFormat`): a renamed text file is null. */
  readonly format: PhotoFormat | null;
}

function hasPhotoType(file: CandidateFile): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    file.format !== null &&
    (PHOTO_MIME_TYPES as readonly string[]).includes(file.type) &&
    (PHOTO_EXTENSIONS as readonly string[]).includes(extension)
  );
}

/**
 * Checks a selected batch against the photos already in the form (the original forgot those, spec 001
 * §5): the first rule broken rejects the whole batch. A file is a photo when its name, its declared
 * type and its bytes all say so. A photo over 5 MB is not refused here: the browser compresses it
 * first, and `checkCompressedSizes` judges what compression left (the server enforces 5 MB anyway).
 */
export function checkPhotoBatch(
  files: readonly CandidateFile[],
  alreadyLoaded: number,
): PhotoRejection | null {
  if (alreadyLoaded + files.length > MAX_VEHICLE_PHOTOS) return 'maxFilesExceeded';
  if (!files.every(hasPhotoType)) return 'invalidFileType';
  if (!files.every((file) => file.size >= MIN_PHOTO_BYTES)) return 'fileSizeExceeded';
  return null;
}

/** A photo the browser compresses before it is kept: over the 5 MB the server accepts. */
export function needsCompression(size: number): boolean {
  return size > MAX_PHOTO_BYTES;
}

/** The sizes of a batch after compressing its large photos: every one must fit the server's 5 MB. */
export function checkCompressedSizes(sizes: readonly number[]): PhotoRejection | null {
  return sizes.every((size) => size <= MAX_PHOTO_BYTES) ? null : 'tooLargeAfterCompression';
}
