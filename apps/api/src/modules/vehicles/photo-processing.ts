import { randomUUID } from 'node:crypto';
import { PHOTO_WIDTHS, type PhotoWidth, photoVariantName } from '@motorplaza/domain/photos/photo-files';
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
import type { UploadedFile } from './vehicle-upload';

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

export interface EncodedPhoto {
  /** Server-made name of the largest copy (`<uuid>.webp`). */
  imagen: string;
  ancho: number;
  alto: number;
  files: { name: string; data: Buffer }[];
}

const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as PhotoWidth;
const WEBP_QUALITY = 80;

/**
 * Upright (EXIF orientation), without metadata, as WebP at every width of PHOTO_WIDTHS (never
 * enlarged). The source is decoded once, to the largest width; the smaller copies come from that.
 */
export async function encodePhoto(source: Buffer): Promise<EncodedPhoto> {
  try {
    return await encodeWidths(source);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A header can be valid while the pixel data is not (a PNG with random IDAT): libvips fails
    // only when it decodes. That is the client's file, not our fault.
    throw refuse(400, PHOTO_MESSAGES.unreadable);
  }
}

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
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    files.push({ name: photoVariantName(imagen, width), data: encoded });
  }
  return { imagen, ancho: info.width, alto: info.height, files };
}
