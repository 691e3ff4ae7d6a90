import type { PhotoFormat } from '@motorplaza/domain/photos/photo-signature';
import {
  USER_ADMIN_MESSAGES,
  USER_PHOTO_MAX_BYTES,
  USER_PHOTO_TYPES,
} from '@motorplaza/domain/users/user-admin.schema';

/** The picked file's format by its first bytes (readPhotoFormat in the browser). */
export type ReadFormat = (file: Blob) => Promise<PhotoFormat | null>;
export type Compress = (file: File) => Promise<Blob>;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * Spec 001 §5: PNG or JPEG (by declared type and by its bytes) of at most 5 MB; the message to show,
 * or null when the photo is acceptable.
 */
export async function checkUserPhoto(file: File, readFormat: ReadFormat): Promise<string | null> {
  const declared = (USER_PHOTO_TYPES as readonly string[]).includes(file.type);
  const format = declared ? await readFormat(file) : null;
  if (format !== 'png' && format !== 'jpeg') return USER_ADMIN_MESSAGES.photoType;
  if (file.size > USER_PHOTO_MAX_BYTES) return USER_ADMIN_MESSAGES.photoSize;
  return null;
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
