import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import {
  PHOTO_WIDTHS,
  type PhotoWidth,
  photoPreviewName,
  photoVariantName,
  vehiclePhotoKey,
} from '@motorplaza/domain/photos/photo-files';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_REVIEW_PDF_BYTES,
  MIN_PHOTO_BYTES,
  PHOTO_MESSAGES,
} from '@motorplaza/domain/photos/photo-rules';
import { sniffPhotoFormat } from '@motorplaza/domain/photos/photo-signature';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';
import { checkImageHeader } from '../../lib/image-header';
import { imagePool } from '../../lib/image-pool';
import type { UploadedFile } from '../../lib/multipart-file';
import { PoolFullError, type WorkPool } from '../../lib/work-pool';
import type { Storage } from '../../storage/storage';

function refuse(status: number, message: string): HttpError {
  return new HttpError(status, message, { fotos: message });
}

/**
 * docs/decisions/0011: size, type by its bytes, then the pixel count read from the header before
 * anything is decoded (decompression bombs). Throws the spec's message.
 */
export async function checkPhoto(file: UploadedFile): Promise<void> {
  if (file.tooLarge || file.data.length > MAX_PHOTO_BYTES) throw refuse(413, PHOTO_MESSAGES.fileSizeExceeded);
  const format = sniffPhotoFormat(file.data);
  if (!format) throw refuse(400, PHOTO_MESSAGES.invalidFileType);
  if (file.data.length < MIN_PHOTO_BYTES) throw refuse(400, PHOTO_MESSAGES.fileSizeExceeded);
  const header = await checkImageHeader(file.data, format);
  if (header === 'tooManyPixels') throw refuse(413, PHOTO_MESSAGES.tooManyPixels);
  if (header === 'unreadable') throw refuse(400, PHOTO_MESSAGES.unreadable);
}

export function checkReviewPdf(file: UploadedFile): void {
  const isPdf = file.data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (file.tooLarge || file.data.length > MAX_REVIEW_PDF_BYTES)
    throw new HttpError(413, PHOTO_MESSAGES.reviewNotPdf, { revision: PHOTO_MESSAGES.reviewNotPdf });
  if (!isPdf)
    throw new HttpError(400, PHOTO_MESSAGES.reviewNotPdf, { revision: PHOTO_MESSAGES.reviewNotPdf });
}

interface EncodedPhoto {
  /** Server-made name of the largest copy (`<uuid>.webp`). */
  imagen: string;
  ancho: number;
  alto: number;
  files: { name: string; data: Buffer }[];
}

const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as PhotoWidth;
const WEBP_QUALITY = 80;
/**
 * libwebp's method 0–6 (sharp's default 4). At 2 the encode takes about half the time for the same
 * quality (PSNR within 0.15 dB) and files ~3 % larger (docs/decisions/0032).
 */
const WEBP_EFFORT = 2;

/**
 * Upright (EXIF orientation), without metadata, as WebP at every width of PHOTO_WIDTHS (never
 * enlarged), run in the image pool (one photo per core). A photo still waiting when `signal` aborts
 * is not encoded: the promise rejects with the signal's reason.
 */
async function encodePhoto(source: Buffer, pool: WorkPool, signal?: AbortSignal): Promise<EncodedPhoto> {
  try {
    return await pool.run(() => encodeWidths(source), signal);
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw error;
    if (error instanceof PoolFullError) throw refuse(503, PHOTO_MESSAGES.busy);
    // A header can be valid while the pixel data is not (a PNG with random IDAT): libvips fails
    // only when it decodes. That is the client's file, not our fault.
    throw refuse(400, PHOTO_MESSAGES.unreadable);
  }
}

/**
 * The source is decoded once, already shrunk towards the largest width (JPEG shrink-on-load when the
 * photo is at least twice as wide), and the three widths are encoded from that raw copy.
 */
async function encodeWidths(source: Buffer): Promise<EncodedPhoto> {
  const { data, info } = await sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize({ width: LARGEST, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const imagen = `${randomUUID()}.webp`;
  const files: EncodedPhoto['files'] = [];
  for (const width of PHOTO_WIDTHS) {
    const encoded = await sharp(data, raw)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
    files.push({ name: photoVariantName(imagen, width), data: encoded });
  }
  return { imagen, ancho: info.width, alto: info.height, files };
}

export type StoredPhoto = Omit<EncodedPhoto, 'files'>;

/**
 * Encodes the checked sources in parallel through the image pool and stores every width under
 * `keyOf(fileName)`, pushing each stored key on `written` as soon as it exists, so the caller can
 * remove them if anything fails later (docs/decisions/0011). Returns the photos in source order.
 * On the first failure the photos still waiting are skipped, and it throws only after every started
 * one has settled: no file is stored behind the caller's clean-up. Staff saves use the staff's image
 * pool; public offers pass their own lane (issue 23).
 */
export async function encodeAndStorePhotos(
  sources: readonly Buffer[],
  storage: Storage,
  keyOf: (fileName: string) => string,
  written: string[],
  pool: WorkPool = imagePool,
): Promise<StoredPhoto[]> {
  const failed = new AbortController();
  // Each photo waiting in the pool listens for the abort: up to 25 listeners is expected here.
  setMaxListeners(sources.length + 1, failed.signal);
  const results = await Promise.allSettled(
    sources.map(async (source) => {
      try {
        const { files, ...photo } = await encodePhoto(source, pool, failed.signal);
        for (const file of files) {
          if (failed.signal.aborted) throw failed.signal.reason;
          const key = keyOf(file.name);
          await storage.put(key, file.data, 'image/webp');
          written.push(key);
        }
        return photo;
      } catch (error) {
        if (!failed.signal.aborted) failed.abort(error);
        throw error;
      }
    }),
  );
  if (failed.signal.aborted) throw failed.signal.reason;
  return results.map((result) => (result as PromiseFulfilledResult<StoredPhoto>).value);
}

/**
 * Every file a vehicle photo may have in storage: its widths, and its link preview once a visitor
 * asked for it (modules/media/photo-preview.ts).
 */
export function storedPhotoKeys(idAuto: number, imagen: string): { widths: string[]; preview: string } {
  return {
    widths: PHOTO_WIDTHS.map((width) => vehiclePhotoKey(idAuto, photoVariantName(imagen, width))),
    preview: vehiclePhotoKey(idAuto, photoPreviewName(imagen)),
  };
}
