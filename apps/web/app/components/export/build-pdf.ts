import {
  type ExportDefinition,
  exportDateLine,
  exportTable,
} from '@motorplaza/domain/export/export-definition';
import {
  embedPdfFont,
  PDF_BIDI,
  PDF_FONT_FAMILY,
  type PdfFontData,
} from '@motorplaza/domain/shared/pdf-font';
import { pdfSafeText } from '@motorplaza/domain/shared/pdf-text';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ExportLogo } from './export-logo';

// Only through this module, which loads when a PDF is exported: no page's chunks hold the font loader.
export { loadPdfFontData } from './pdf-font-data';

const MARGIN_MM = 12;
const LOGO_HEIGHT_MM = 10;
const WHOLE_WORD_MM = 45;
const BRAND_RED: [number, number, number] = [183, 31, 36];
const NAVY: [number, number, number] = [15, 27, 45];

/**
 * Lines with every word wider than `maxWidth` (mm) cut into pieces that fit, one a line. jspdf-autotable
 * sizes a column by its longest word, so a pasted URL or a 300-letter word would take the whole page and
 * squeeze the other columns to a letter wide; cut, the columns share the page and the table then wraps
 * each cell's text at its final width.
 */
function breakLongWords(doc: jsPDF, lines: string[], maxWidth: number, fontSize: number): string[] {
  // No glyph of the font is 2 em wide (hhea advanceWidthMax: 1.69 em regular, 1.81 em bold), so a word
  // that short surely fits and is not measured: most cells are short words.
  const surelyFits = (word: string) => word.length * fontSize * 2 <= maxWidth * doc.internal.scaleFactor;
  const tooWide = (word: string) =>
    !surelyFits(word) && (doc.getStringUnitWidth(word) * fontSize) / doc.internal.scaleFactor > maxWidth;
  return lines.flatMap((line) =>
    line
      .split(/(\s+)/)
      .map((part) => (tooWide(part) ? (doc.splitTextToSize(part, maxWidth) as string[]).join('\n') : part))
      .join('')
      .split('\n'),
  );
}

/**
 * The PDF export of a list (decisions 0013, 0020): A4, logo, title, generation date, striped table, page
 * numbers, with the dealership as author. Drawn with the embedded DejaVu Sans Condensed, every text through pdfSafeText; a long word or URL wraps
 * inside its cell (docs/decisions/0042-pdf-fonts.md).
 */
export function buildPdf<T>(
  definition: ExportDefinition<T>,
  rows: readonly T[],
  now: Date,
  logo: ExportLogo | null,
  font: PdfFontData,
  company: string,
): ArrayBuffer {
  const doc = new jsPDF({
    orientation: definition.orientation,
    unit: 'mm',
    format: 'a4',
    compress: true,
    putOnlyUsedFonts: true,
  });
  const hasGlyph = embedPdfFont(doc, font);
  const safe = (text: string) => pdfSafeText(text, hasGlyph);
  // The dealership (the settings' company name) wrote it; jsPDF stays named as the producer.
  doc.setProperties({ title: definition.title, author: company, creator: company });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();

  let textX = MARGIN_MM;
  if (logo) {
    const logoWidth = (logo.width / logo.height) * LOGO_HEIGHT_MM;
    doc.addImage(logo.png, 'PNG', MARGIN_MM, MARGIN_MM, logoWidth, LOGO_HEIGHT_MM);
    textX = MARGIN_MM + logoWidth + 6;
  }
  doc.setFont(PDF_FONT_FAMILY, 'bold');
  doc.setFontSize(16);
  doc.setTextColor(...NAVY);
  doc.text(safe(definition.title), textX, MARGIN_MM + 4.5);
  doc.setFont(PDF_FONT_FAMILY, 'normal');
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(exportDateLine(now), textX, MARGIN_MM + 9.5);

  const columns = definition.columns.pdf;
  const table = exportTable(rows, columns);
  // A column's share of the table, or 45 mm where that is less: an e-mail address stays whole.
  const wordWidth = Math.max((pageWidth - 2 * MARGIN_MM) / columns.length, WHOLE_WORD_MM);
  autoTable(doc, {
    head: [table.headers.map(safe)],
    body: table.rows.map((row) => row.map(safe)),
    startY: MARGIN_MM + LOGO_HEIGHT_MM + 6,
    margin: { left: MARGIN_MM, right: MARGIN_MM, bottom: MARGIN_MM + 4 },
    theme: 'striped',
    styles: { font: PDF_FONT_FAMILY, textOptions: PDF_BIDI, fontSize: 9, cellPadding: 2, textColor: NAVY },
    headStyles: { fillColor: BRAND_RED, textColor: 255, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(columns.map((column, index) => [index, { halign: column.align }])),
    didParseCell: ({ section, column, cell }) => {
      // columnStyles reach the body only: align each header with its column.
      if (section === 'head') cell.styles.halign = columns[column.index]?.align ?? 'left';
      cell.text = breakLongWords(doc, cell.text, wordWidth, cell.styles.fontSize);
    },
    didDrawPage: ({ pageNumber }) => {
      doc.setFontSize(8);
      doc.setTextColor(120);
      doc.text(`Página ${pageNumber}`, pageWidth - MARGIN_MM, pageHeight - MARGIN_MM / 2, { align: 'right' });
    },
  });
  return doc.output('arraybuffer');
}
