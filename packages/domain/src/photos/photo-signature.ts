/**
 * The image type of a file by its first bytes, whatever its name or declared type says: a text file
 * renamed `.jpg` is not a photo. The browser checks it when photos are picked, the API when they arrive.
 */
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** How many leading bytes `sniffPhotoFormat` needs to recognise every format. */
export const PHOTO_SIGNATURE_BYTES = 12;

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** WebP: `RIFF`, four bytes of length, then `WEBP`. */
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return (
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)
  );
}

export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
