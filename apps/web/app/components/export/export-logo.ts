/** The raster logo of the exported files (the site's logo is inline SVG, which exceljs and jsPDF cannot embed). */
export const EXPORT_LOGO_URL = '/images/logo-exportacion.png';

export interface ExportLogo {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Pixel size of a PNG from its IHDR chunk (bytes 16–23, big-endian), or null when not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((byte, index) => png[index] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The logo, or null when it cannot be fetched: an export without its logo beats no export. */
export async function loadExportLogo(): Promise<ExportLogo | null> {
  try {
    const response = await fetch(EXPORT_LOGO_URL);
    if (!response.ok) return null;
    const png = new Uint8Array(await response.arrayBuffer());
    const size = pngSize(png);
    return size ? { png, ...size } : null;
  } catch {
    return null;
  }
}

export function pngDataUrl(png: Uint8Array): string {
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
