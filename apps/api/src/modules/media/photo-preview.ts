import { PREVIEW_IMAGE, previewSourceName } from '@motorplaza/domain/photos/photo-files';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';
import { previewImagePool } from '../../lib/image-pool';
import { readLimited } from '../../lib/multipart-file';
import { PoolFullError, type WorkPool } from '../../lib/work-pool';
import type { Storage } from '../../storage/storage';

/** A stored 1600 px WebP is a few hundred KB; anything past this is not one of ours. */
const SOURCE_LIMIT = 20 * 1024 * 1024;
const JPEG_QUALITY = 82;
const VEHICLE_PREVIEW_KEY = /^(autos\/\d+)\/([a-z0-9-]+-og\.jpg)$/;

/**
 * 1200 × 630, covering the frame from the centre (a 4:3 photo loses a strip at the top and the
 * bottom), as a progressive JPEG without metadata.
 */
async function cutPreview(source: Buffer): Promise<Buffer> {
  return sharp(source)
    .resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
    .toBuffer();
}

/**
 * The link preview of a vehicle photo (docs/decisions/0069-link-previews.md), made once: on its
 * first request it is cut from the photo's largest copy and stored beside it, so every later request
 * (and every other instance) reads the stored file. Requests for the same preview share one cut.
 * A photo deleted meanwhile takes its preview with it: the save removes the widths before the
 * preview, and a preview stored after its photo is gone is removed again here.
 */
export function createPhotoPreviews(storage: Storage, pool: WorkPool = previewImagePool) {
  const making = new Map<string, Promise<boolean>>();

  async function make(key: string, sourceKey: string): Promise<boolean> {
    const source = await storage.get(sourceKey);
    if (!source) return false;
    const { data, tooLarge } = await readLimited(source.body, SOURCE_LIMIT);
    if (tooLarge) return false;
    let jpeg: Buffer;
    try {
      jpeg = await pool.run(() => cutPreview(data));
    } catch (error) {
      if (error instanceof PoolFullError) throw new HttpError(503, PHOTO_MESSAGES.busy);
      throw error;
    }
    await storage.put(key, jpeg, PREVIEW_IMAGE.type);
    if (await storage.exists(sourceKey)) return true;
    await storage.delete(key);
    return false;
  }

  return {
    /**
     * Makes and stores the preview `key` names (`autos/{id}/{name}-og.jpg`); false when `key` is no
     * preview's or its photo does not exist.
     */
    async ensure(key: string): Promise<boolean> {
      const match = VEHICLE_PREVIEW_KEY.exec(key);
      const sourceName = match?.[2] ? previewSourceName(match[2]) : null;
      if (!match || !sourceName) return false;
      const pending = making.get(key);
      if (pending) return pending;
      const made = make(key, `${match[1]}/${sourceName}`).finally(() => making.delete(key));
      making.set(key, made);
      return made;
    },
  };
}

export type PhotoPreviews = ReturnType<typeof createPhotoPreviews>;
