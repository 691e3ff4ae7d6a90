import { randomUUID } from 'node:crypto';
import { MAX_PHOTO_PIXELS, PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { sniffPhotoFormat } from '@motorplaza/domain/photos/photo-signature';
import { USER_ADMIN_MESSAGES, USER_PHOTO_MAX_BYTES } from '@motorplaza/domain/users/user-admin.schema';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';
import { checkImageHeader } from '../../lib/image-header';
import { imagePool } from '../../lib/image-pool';
import type { UploadedFile } from '../../lib/multipart-file';
import { PoolFullError } from '../../lib/work-pool';

/** A profile photo is shown as an avatar: a 512 px square is plenty, also for retina screens. */
export const USER_PHOTO_SIZE = 512;
const WEBP_QUALITY = 82;

function refuse(status: number, message: string): HttpError {
  return new HttpError(status, message, { foto: message });
}

/**
 * Spec 001 §5, §9: PNG or JPEG (by its bytes, whatever its name says; WebP is a vehicle format,
 * not a user one), at most 5 MB, and the decompression-bomb check of the vehicle photos.
 */
export async function checkUserPhoto(file: UploadedFile): Promise<void> {
  if (file.tooLarge || file.data.length > USER_PHOTO_MAX_BYTES)
    throw refuse(413, USER_ADMIN_MESSAGES.photoSize);
  const format = sniffPhotoFormat(file.data);
  if (format !== 'png' && format !== 'jpeg') throw refuse(400, USER_ADMIN_MESSAGES.photoType);
  const header = await checkImageHeader(file.data, format);
  if (header === 'tooManyPixels') throw refuse(413, PHOTO_MESSAGES.tooManyPixels);
  if (header === 'unreadable') throw refuse(400, PHOTO_MESSAGES.unreadable);
}

/** Upright, without metadata, cropped to a 512×512 WebP under a server-made name (in the image pool). */
export async function encodeUserPhoto(source: Buffer): Promise<{ foto: string; data: Buffer }> {
  try {
    const data = await imagePool.run(() =>
      sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate()
        .resize(USER_PHOTO_SIZE, USER_PHOTO_SIZE, { fit: 'cover' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    );
    return { foto: `foto-${randomUUID()}.webp`, data };
  } catch (error) {
    if (error instanceof PoolFullError) throw refuse(503, PHOTO_MESSAGES.busy);
    // A valid header over broken pixel data fails only when decoded: the client's file, not our fault.
    throw refuse(400, PHOTO_MESSAGES.unreadable);
  }
}
