import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Every row of the first sheet of a downloaded workbook, as text (an empty cell is ''). */
export async function xlsxRows(download: Download): Promise<string[][]> {
  const xlsx = await readFile(await download.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer,
  );
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
export { pdfFlatText as pdfText } from '@motorplaza/domain/testing/poppler';
