import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  binaryString,
  PDF_FONT_FILES,
  type PdfFontData,
  type PdfFontStyle,
} from '@motorplaza/domain/shared/pdf-font';

const require = createRequire(import.meta.url);
let loaded: PdfFontData | null = null;

/** Path of one style of the PDF font inside the installed `dejavu-fonts-ttf` package. */
export function pdfFontPath(style: PdfFontStyle): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${PDF_FONT_FILES[style]}`);
}

/** The PDF font's files (docs/decisions/0042-pdf-fonts.md), read once on the first PDF and kept. */
export function pdfFontData(): PdfFontData {
  loaded ??= {
    normal: binaryString(readFileSync(pdfFontPath('normal'))),
    bold: binaryString(readFileSync(pdfFontPath('bold'))),
  };
  return loaded;
}
