import type { ComplaintSheet } from '@motorplaza/domain/complaints/complaint.schema';
import { sheetSections } from '@motorplaza/domain/complaints/complaint-sheet';
import {
  COMPLAINT_KIND_DEFINITIONS,
  SHEET_LEGAL_NOTES,
  SHEET_TEXTS,
  sheetHeading,
} from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import { embedPdfFont, PDF_BIDI, PDF_FONT_FAMILY } from '@motorplaza/domain/shared/pdf-font';
import { pdfSafeText } from '@motorplaza/domain/shared/pdf-text';
import { jsPDF } from 'jspdf';
import { autoTable, type RowInput } from 'jspdf-autotable';
import { pdfFontData } from '../../lib/pdf-font-files';

/**
 * The sheet as a PDF (A4), built on the server with jsPDF and its table plugin — the pair the web's
 * list exports use — for both the copy e-mailed to the consumer and the download (docs/decisions/0028).
 * It follows Anexo I: the header and number, the date, the provider, parts 1 to 4, the two definitions
 * and the legal notes. Every text goes through pdfSafeText and is drawn with the embedded DejaVu Sans Condensed,
 * so the sheet prints what the consumer typed, wrapped inside the margins (docs/decisions/0042-pdf-fonts.md).
 */

const MARGIN = 14;
const NAVY: [number, number, number] = [15, 27, 45];
const BRAND_RED: [number, number, number] = [183, 31, 36];
const LABEL_FILL: [number, number, number] = [241, 243, 245];
/** The sheet's PDF bytes. */
export function complaintSheetPdf(sheet: ComplaintSheet): Buffer {
  // Only the embedded font is listed: jsPDF otherwise names the 14 standard fonts on every page.
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true });
  const hasGlyph = embedPdfFont(doc, pdfFontData());
  const safe = (text: string) => pdfSafeText(text, hasGlyph);
  const heading = safe(sheetHeading(sheet.codigo));
  // The provider wrote it (author and creator); jsPDF stays named as the producer.
  doc.setProperties({
    title: heading,
    subject: SHEET_TEXTS.book,
    author: sheet.razonSocial,
    creator: sheet.razonSocial,
  });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();

  doc.setTextColor(...BRAND_RED);
  doc.setFont(PDF_FONT_FAMILY, 'bold');
  doc.setFontSize(10);
  doc.text(safe(SHEET_TEXTS.book), width / 2, MARGIN + 2, { align: 'center' });
  doc.setTextColor(...NAVY);
  doc.setFontSize(15);
  doc.text(heading, width / 2, MARGIN + 9, { align: 'center' });
  doc.setFont(PDF_FONT_FAMILY, 'normal');
  doc.setFontSize(9.5);
  doc.text(safe(`Fecha: ${formatDateTime(sheet.fecha)} (hora de Lima)`), width / 2, MARGIN + 15, {
    align: 'center',
  });

  let y = MARGIN + 20;
  const section = (title: string, body: RowInput[]) => {
    // A part's heading never sits alone at the foot of a page.
    if (y > height - MARGIN - 30) {
      doc.addPage();
      y = MARGIN;
    }
    autoTable(doc, {
      startY: y,
      head: [[{ content: title, colSpan: 2 }]],
      body,
      margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 6 },
      theme: 'grid',
      rowPageBreak: 'avoid',
      styles: {
        font: PDF_FONT_FAMILY,
        textOptions: PDF_BIDI,
        fontSize: 9,
        cellPadding: 1.8,
        textColor: NAVY,
        lineColor: 200,
      },
      headStyles: { fillColor: NAVY, textColor: 255, fontStyle: 'bold', fontSize: 9.5 },
      columnStyles: { 0: { cellWidth: 48, fontStyle: 'bold', fillColor: LABEL_FILL } },
    });
    y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 4;
  };
  for (const part of sheetSections(sheet)) {
    section(
      safe(part.title.toUpperCase()),
      // What was typed may hold a link: it prints as typed, but no viewer makes it clickable.
      part.rows.map((row) => [safe(row.label), safe(inertLinks(row.value))]),
    );
  }

  const notes = [
    `(1) RECLAMO: ${COMPLAINT_KIND_DEFINITIONS.RECLAMO}`,
    `(2) QUEJA: ${COMPLAINT_KIND_DEFINITIONS.QUEJA}`,
    ...SHEET_LEGAL_NOTES.map((note) => `* ${note}`),
  ];
  doc.setFontSize(8);
  for (const note of notes) {
    const lines = doc.splitTextToSize(safe(note), width - MARGIN * 2) as string[];
    if (y + lines.length * 3.6 > height - MARGIN - 6) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(lines, MARGIN, y);
    y += lines.length * 3.6 + 1.2;
  }

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(7.5);
    doc.setTextColor(110);
    doc.text(safe(`${heading} · Libro ${sheet.codigoLibro}`), MARGIN, height - MARGIN / 2);
    doc.text(`Página ${page} de ${pages}`, width - MARGIN, height - MARGIN / 2, { align: 'right' });
  }
  return Buffer.from(doc.output('arraybuffer'));
}

/** The attachment's file name: hoja-de-reclamacion-WEB-000000001-2026.pdf. */
export function sheetFileName(sheet: Pick<ComplaintSheet, 'codigo' | 'codigoLibro'>): string {
  return `hoja-de-reclamacion-${sheet.codigoLibro}-${sheet.codigo}.pdf`;
}
