import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * Compresses a photo to WebP of at most 2560 px a side. The library loads on first use, and its worker
 * loads our own copy of the library (libURL) instead of the CDN default.
 */
export async function compressPhoto(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: 2560,
    initialQuality: 0.85,
    fileType: 'image/webp',
    useWebWorker: true,
    libURL: new URL(libURL, window.location.href).href,
  });
}
