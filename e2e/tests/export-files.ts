import { inflateSync } from 'node:zlib';

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

/** The rows of the first worksheet of an .xlsx file, as text. */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}
