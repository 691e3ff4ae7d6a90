import { MAX_PHOTO_PIXELS } from '@motorplaza/domain/photos/photo-rules';
import type { PhotoFormat } from '@motorplaza/domain/photos/photo-signature';
import sharp from 'sharp';

export type ImageHeaderCheck = 'ok' | 'tooManyPixels' | 'unreadable';

/**
 * Reads only an image's header, before anything is decoded: its declared pixel count must stay within
 * MAX_PHOTO_PIXELS (decompression bombs) and its format must be the one its first bytes claimed.
 * Shared by vehicle photos and user photos (docs/decisions/0011).
 */
export async function checkImageHeader(data: Buffer, format: PhotoFormat): Promise<ImageHeaderCheck> {
  // sharp refuses the header itself when the declared size passes the limit.
  const metadata = await sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS })
    .metadata()
    .catch((error: Error) => (/pixel limit/i.test(error.message) ? 'tooManyPixels' : undefined));
  if (metadata === 'tooManyPixels') return 'tooManyPixels';
  if (!metadata?.width || !metadata.height || metadata.format !== format) return 'unreadable';
  return metadata.width * metadata.height > MAX_PHOTO_PIXELS ? 'tooManyPixels' : 'ok';
}
