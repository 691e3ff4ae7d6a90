import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

async function loadWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const xlsx = await readFile(await download.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer,
  );
  return workbook;
}

/** Who a downloaded workbook says wrote it (docProps/core.xml and app.xml). */
export async function xlsxAuthors(download: Download) {
  const { creator, lastModifiedBy, company } = await loadWorkbook(download);
  return { creator, lastModifiedBy, company };
}

/** Every row of the first sheet of a downloaded workbook, as text (an empty cell is ''). */
export async function xlsxRows(download: Download): Promise<string[][]> {
  const workbook = await loadWorkbook(download);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/** The bytes of a downloaded file. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/**
 * The text of a PDF as poppler's pdftotext reads it, white space folded to single spaces (a wrapped cell
 * reads as one line). Our PDFs draw with an embedded font (decision 0042), so their strings are glyph
 * ids, not literal text.
 */
export { pdfFlatText as pdfText, pdfInfo } from '@motorplaza/domain/testing/poppler';
