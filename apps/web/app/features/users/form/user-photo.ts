import type { PhotoFormat } from '@motorplaza/domain/photos/photo-signature';
import {
  USER_ADMIN_MESSAGES,
  USER_PHOTO_MAX_BYTES,
  USER_PHOTO_TYPES,
} from '@motorplaza/domain/users/user-admin.schema';
import { type Compress, lazyCompress, shrinkLargePhotos } from '../../../lib/photos/shrink-large-photos';

/** The picked file's format by its first bytes (readPhotoFormat in the browser). */
export type ReadFormat = (file: Blob) => Promise<PhotoFormat | null>;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A profile photo needs no more than this for a 96 px avatar on any screen. */
const PHOTO_MAX_SIDE = 800;

/** Compresses a profile photo in its own format (JPEG or PNG), on first use of the library. */
export const compressUserPhoto: Compress = (file) =>
  lazyCompress({ maxSide: PHOTO_MAX_SIDE, fileType: file.type })(file);

/**
 * Spec 001 §5: PNG or JPEG (by declared type and by its bytes) of at most 5 MB once compressed: a
 * larger photo is compressed in its own format first (docs/decisions/0046-touch-selects-and-form-details.md).
 * The photo to keep, or the message to show.
 */
export async function checkUserPhoto(
  file: File,
  readFormat: ReadFormat,
  compress: Compress,
): Promise<{ readonly photo: File } | { readonly problem: string }> {
  const declared = (USER_PHOTO_TYPES as readonly string[]).includes(file.type);
  const format = declared ? await readFormat(file) : null;
  if (format !== 'png' && format !== 'jpeg') return { problem: USER_ADMIN_MESSAGES.photoType };
  const [photo = file] = await shrinkLargePhotos([file], compress);
  if (photo.size > USER_PHOTO_MAX_BYTES) return { problem: USER_ADMIN_MESSAGES.photoSize };
  return { photo };
}

/**
 * The upload of a picked photo (spec 001 §5, §7): compressed in its own format, or the original when
 * the copy is not smaller or compression fails, renamed `image_0.{ext}`.
 */
export async function prepareUserPhoto(file: File, compress: Compress): Promise<File> {
  let upload: Blob = file;
  try {
    const compressed = await compress(file);
    if (compressed.size > 0 && compressed.size < file.size && EXTENSIONS[compressed.type])
      upload = compressed;
  } catch (error) {
    console.error('No se pudo comprimir la foto', file.name, error);
  }
  const type = EXTENSIONS[upload.type] ? upload.type : file.type;
  return new File([upload], `image_0.${EXTENSIONS[type] ?? 'jpg'}`, { type });
}
