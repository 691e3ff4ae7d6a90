/**
 * Compresses a photo to WebP of at most 2560 px a side; the library loads on first use. It runs on the
 * page's thread: the site's Content-Security-Policy does not allow the library's blob: worker, and
 * without a worker it also never fetches its script from a CDN.
 */
export async function compressPhoto(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: 2560,
    initialQuality: 0.85,
    fileType: 'image/webp',
    useWebWorker: false,
  });
}
