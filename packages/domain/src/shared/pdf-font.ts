import type { HasGlyph } from './pdf-text';

/**
 * The font every PDF of the product embeds (docs/decisions/0042-pdf-fonts.md): DejaVu Sans Condensed
 * from the `dejavu-fonts-ttf` package, regular and bold (the condensed cut is as wide as the Helvetica
 * the PDFs were laid out with, so the layout stays as it was). The server reads the files from node_modules; the web
 * build ships them as assets fetched only when a PDF is exported.
 */
export const PDF_FONT_FAMILY = 'DejaVuSans';
export const PDF_FONT_FILES = {
  normal: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
} as const;
export type PdfFontStyle = keyof typeof PDF_FONT_FILES;

/**
 * jsPDF's bidi setting that draws a right-to-left run (Hebrew, Arabic) in reading order; the default
 * of jspdf-autotable's cells draws it reversed.
 */
export const PDF_BIDI = { isInputVisual: true } as const;

/** The font files as jsPDF's virtual file system takes them: one character per byte. */
export type PdfFontData = { readonly [style in PdfFontStyle]: string };

/** What registering a TrueType font needs of a jsPDF document (structural: this package has no jsPDF). */
export interface PdfFontHost {
  addFileToVFS(fileName: string, data: string): unknown;
  addFont(fileName: string, family: string, style: string): unknown;
  setFont(family: string, style?: string): unknown;
  getFont(): { metadata: unknown };
}

interface ParsedTrueType {
  readonly cmap: { readonly unicode: { readonly codeMap: Readonly<Record<number, number>> } };
}

/** Bytes as a string of one character per byte, in slices that stay under the call stack's limit. */
export function binaryString(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let out = '';
  for (let at = 0; at < bytes.length; at += SLICE) {
    out += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  }
  return out;
}

/**
 * Embeds both styles in the document, makes the regular one current, and answers which code points
 * both styles draw. jsPDF reads only the font's BMP cmap and writes a character as one UTF-16 unit,
 * so a code point beyond U+FFFF counts as missing (pdfSafeText prints the mark for it).
 */
export function embedPdfFont(doc: PdfFontHost, data: PdfFontData): HasGlyph {
  const maps: Readonly<Record<number, number>>[] = [];
  for (const style of ['bold', 'normal'] as const) {
    doc.addFileToVFS(PDF_FONT_FILES[style], data[style]);
    doc.addFont(PDF_FONT_FILES[style], PDF_FONT_FAMILY, style);
    doc.setFont(PDF_FONT_FAMILY, style);
    maps.push((doc.getFont().metadata as ParsedTrueType).cmap.unicode.codeMap);
  }
  return (codePoint) => codePoint <= 0xffff && maps.every((map) => (map[codePoint] ?? 0) > 0);
}
