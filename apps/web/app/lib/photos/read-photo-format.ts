import {
  PHOTO_SIGNATURE_BYTES,
  type PhotoFormat,
  sniffPhotoFormat,
} from '@motorplaza/domain/photos/photo-signature';

/** The photo format of a picked file by its first bytes; null for anything else or an unreadable file. */
export async function readPhotoFormat(file: Blob): Promise<PhotoFormat | null> {
  try {
    const head = await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer();
    return sniffPhotoFormat(new Uint8Array(head));
  } catch {
    return null;
  }
}
