import { needsCompression } from '@motorplaza/domain/photos/photo-rules';
import type { CompressOptions } from './compress-photo';
import { renamedPhoto } from './pick-upload';

/** Compresses one photo (the browser-image-compression flow of compress-photo.ts, or a test's own). */
export type Compress = (file: File) => Promise<Blob>;

/** compress-photo.ts with these options, loaded on first use. */
export function lazyCompress(options?: CompressOptions): Compress {
  return async (file) => {
    const { compressPhoto } = await import('./compress-photo');
    return compressPhoto(file, options);
  };
}

/**
 * The picked photos with those over the server's 5 MB replaced by their compressed copy, before any
 * size rule judges them: a 12 MB phone photo is usually 1–2 MB once compressed
 * (docs/decisions/0046-touch-selects-and-form-details.md). A copy that is not smaller, or a photo the
 * library cannot read, stays as picked, and the size rule then refuses it. One at a time: a dozen
 * large photos decoded at once would take a phone's memory.
 */
export async function shrinkLargePhotos(files: readonly File[], compress: Compress): Promise<File[]> {
  const kept: File[] = [];
  for (const file of files) {
    if (!needsCompression(file.size)) {
      kept.push(file);
      continue;
    }
    try {
      const compressed = await compress(file);
      kept.push(
        compressed.size < file.size ? renamedPhoto(compressed, file.name.replace(/\.[^.]*$/, '')) : file,
      );
    } catch (error) {
      console.error('No se pudo comprimir la foto', file.name, error);
      kept.push(file);
    }
  }
  return kept;
}
