import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
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

/** The text drawn by a jsPDF document: its page streams are deflated, the strings literal. */
export function pdfText(bytes: Buffer): string {
  const contents: string[] = [];
  let at = bytes.indexOf('stream\n');
  while (at !== -1) {
    const start = at + 'stream\n'.length;
    const end = bytes.indexOf('endstream', start);
    try {
      contents.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // An image or another stream that is not deflated.
    }
    at = bytes.indexOf('stream\n', end);
  }
  return [...contents.join('\n').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map((match) =>
      (match[1] ?? '')
        .replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)))
        .replace(/\\([()\\])/g, '$1'),
    )
    .join('\n');
}
