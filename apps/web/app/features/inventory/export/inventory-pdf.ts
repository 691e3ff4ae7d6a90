import {
  INVENTORY_EXPORT_TITLE,
  inventoryExportColumns,
  inventoryExportDateLine,
  inventoryExportTable,
} from '@motorplaza/domain/vehicles/inventory-export';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { InventoryExportInput } from './inventory-export-input';

const MARGIN_MM = 12;
const LOGO_HEIGHT_MM = 10;
const BRAND_RED: [number, number, number] = [183, 31, 36];
const NAVY: [number, number, number] = [15, 27, 45];

/** automoviles.pdf (spec 001 §9): landscape A4, logo, title, generation date, the eight PDF columns. */
export function buildInventoryPdf({ vehicles, now, logo }: InventoryExportInput): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: INVENTORY_EXPORT_TITLE });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();

  let textX = MARGIN_MM;
  if (logo) {
    const logoWidth = (logo.width / logo.height) * LOGO_HEIGHT_MM;
    doc.addImage(logo.png, 'PNG', MARGIN_MM, MARGIN_MM, logoWidth, LOGO_HEIGHT_MM);
    textX = MARGIN_MM + logoWidth + 6;
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.setTextColor(...NAVY);
  doc.text(INVENTORY_EXPORT_TITLE, textX, MARGIN_MM + 4.5);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(inventoryExportDateLine(now), textX, MARGIN_MM + 9.5);

  const columns = inventoryExportColumns('pdf');
  const { headers, rows } = inventoryExportTable(vehicles, 'pdf');
  autoTable(doc, {
    head: [headers],
    body: rows,
    startY: MARGIN_MM + LOGO_HEIGHT_MM + 6,
    margin: { left: MARGIN_MM, right: MARGIN_MM, bottom: MARGIN_MM + 4 },
    theme: 'striped',
    styles: { font: 'helvetica', fontSize: 9, cellPadding: 2, textColor: NAVY },
    headStyles: { fillColor: BRAND_RED, textColor: 255, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(columns.map((column, index) => [index, { halign: column.align }])),
    // columnStyles reach the body only: align each header with its column.
    didParseCell: ({ section, column, cell }) => {
      if (section === 'head') cell.styles.halign = columns[column.index]?.align ?? 'left';
    },
    didDrawPage: ({ pageNumber }) => {
      doc.setFontSize(8);
      doc.setTextColor(120);
      doc.text(`Página ${pageNumber}`, pageWidth - MARGIN_MM, pageHeight - MARGIN_MM / 2, { align: 'right' });
    },
  });
  return doc.output('arraybuffer');
}
