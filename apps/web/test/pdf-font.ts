import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { binaryString, PDF_FONT_FILES, type PdfFontData } from '@motorplaza/domain/shared/pdf-font';

const require = createRequire(import.meta.url);
const file = (name: string) => binaryString(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));

/** The PDF font as the browser gets it from the build's assets, read here from the installed package. */
export const PDF_FONT_DATA: PdfFontData = {
  normal: file(PDF_FONT_FILES.normal),
  bold: file(PDF_FONT_FILES.bold),
};
