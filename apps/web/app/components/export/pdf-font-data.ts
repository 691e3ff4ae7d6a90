import { binaryString, type PdfFontData } from '@motorplaza/domain/shared/pdf-font';
import normalUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url';

/** The files of PDF_FONT_FILES, as the web build's hashed assets. */
export const PDF_FONT_URLS = { normal: normalUrl, bold: boldUrl } as const;

let loading: Promise<PdfFontData> | null = null;

async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`PDF font ${url}: HTTP ${response.status}`);
  return binaryString(new Uint8Array(await response.arrayBuffer()));
}

/**
 * The PDF font (docs/decisions/0042-pdf-fonts.md) from the web build's own assets, fetched on the
 * first PDF export and kept for the next ones. This module loads only with the PDF builder, so no
 * page fetches the font until someone exports a PDF. A failed fetch is forgotten, so a retry fetches again.
 */
export function loadPdfFontData(): Promise<PdfFontData> {
  loading ??= Promise.all([fetchFont(normalUrl), fetchFont(boldUrl)]).then(([normal, bold]) => ({
    normal,
    bold,
  }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
