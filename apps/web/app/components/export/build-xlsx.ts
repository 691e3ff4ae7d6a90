import {
  type ExportDefinition,
  exportCell,
  exportDateLine,
  exportSheetName,
} from '@motorplaza/domain/export/export-definition';
import ExcelJS from 'exceljs';
import { type ExportLogo, pngDataUrl } from './export-logo';

/** Rows above the table: logo and title, date, a blank spacer; the header row follows. */
const TITLE_ROW = 1;
const DATE_ROW = 2;
export const XLSX_HEADER_ROW = 4;
const LOGO_HEIGHT_PX = 40;
const DEFAULT_WIDTH = 14;

/**
 * The Excel export of a list (decisions 0013, 0020): title, generation date, logo, a bold white-on-red
 * header row with a filter, frozen under the header, then one row per item with the Excel columns.
 * Its properties name the dealership (the settings' company name) as author and company, not
 * exceljs's "Unknown".
 */
export async function buildXlsx<T>(
  definition: ExportDefinition<T>,
  rows: readonly T[],
  now: Date,
  logo: ExportLogo | null,
  company: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const columns = definition.columns.excel;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = company;
  workbook.lastModifiedBy = company;
  workbook.company = company;
  workbook.title = definition.title;
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet(exportSheetName(definition), {
    views: [{ state: 'frozen', ySplit: XLSX_HEADER_ROW }],
    pageSetup: { orientation: definition.orientation, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((column) => ({ width: column.width ?? DEFAULT_WIDTH }));

  // The logo sits over the first two columns; the title starts after it so they do not overlap.
  const textColumn = logo ? 3 : 1;
  const title = sheet.getCell(TITLE_ROW, textColumn);
  title.value = definition.title;
  title.font = { bold: true, size: 16, color: { argb: 'FF0F1B2D' } };
  sheet.getRow(TITLE_ROW).height = 30;
  title.alignment = { vertical: 'middle' };
  const date = sheet.getCell(DATE_ROW, textColumn);
  date.value = exportDateLine(now);
  date.font = { italic: true, color: { argb: 'FF476AA3' } };

  if (logo) {
    const imageId = workbook.addImage({ base64: pngDataUrl(logo.png), extension: 'png' });
    sheet.addImage(imageId, {
      tl: { col: 0.1, row: 0.1 },
      ext: { width: (logo.width / logo.height) * LOGO_HEIGHT_PX, height: LOGO_HEIGHT_PX },
      editAs: 'oneCell',
    });
  }

  const header = sheet.getRow(XLSX_HEADER_ROW);
  header.values = columns.map((column) => column.header);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFB71F24' } };
    cell.alignment = { vertical: 'middle' };
  });

  for (const item of rows) {
    const row = sheet.addRow(columns.map((column) => exportCell(column, item)));
    columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      if (column.numberFormat) cell.numFmt = column.numberFormat;
      cell.alignment = { horizontal: column.align };
    });
  }
  sheet.autoFilter = {
    from: { row: XLSX_HEADER_ROW, column: 1 },
    to: { row: XLSX_HEADER_ROW, column: columns.length },
  };

  // A Node Buffer under Node, an array buffer view or array buffer in the browser: copied into plain bytes.
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
