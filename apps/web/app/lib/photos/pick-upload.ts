import { MAX_PHOTO_BYTES, MIN_PHOTO_BYTES } from '@motorplaza/domain/photos/photo-rules';

/**
 * The file to send for a new photo: the compressed copy when it is smaller than the original and still
 * at least MIN_PHOTO_BYTES, otherwise the original, so the server's 50 KB–5 MB rule holds either way.
 */
export function pickUpload(original: File, compressed: Blob): Blob {
  const usable =
    compressed.size >= MIN_PHOTO_BYTES &&
    compressed.size < original.size &&
    compressed.size <= MAX_PHOTO_BYTES;
  return usable ? compressed : original;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The picked blob as a file named `<base>.<extension of its type>` (JPEG when the type is unknown). */
export function renamedPhoto(blob: Blob, base: string): File {
  const type = EXTENSIONS[blob.type] ? blob.type : 'image/jpeg';
  return new File([blob], `${base}.${EXTENSIONS[type]}`, { type });
}
