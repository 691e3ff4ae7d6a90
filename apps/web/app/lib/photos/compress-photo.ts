export interface CompressOptions {
  /** Longest side of the copy, in pixels. */
  readonly maxSide?: number;
  /** Type of the copy; the vehicle photos become WebP, profile photos keep JPEG or PNG. */
  readonly fileType?: string;
}

/**
 * Compresses a photo (WebP of at most 2560 px a side by default); the library loads on first use. It
 * runs on the page's thread: the site's Content-Security-Policy does not allow the library's blob:
 * worker, and without a worker it also never fetches its script from a CDN.
 */
export async function compressPhoto(
  file: File,
  { maxSide = 2560, fileType = 'image/webp' }: CompressOptions = {},
): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: maxSide,
    initialQuality: 0.85,
    fileType,
    useWebWorker: false,
  });
}
