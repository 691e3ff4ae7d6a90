import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Test support only (Node), shared by the API, web and e2e tests of our PDFs: what poppler's tools
 * (Debian's poppler-utils, installed by .ci/run) read in a PDF, the way a viewer or a copy-paste does.
 * No application code imports it.
 */

export interface PdfWord {
  readonly text: string;
  readonly page: number;
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
}

export interface PdfFont {
  readonly name: string;
  readonly type: string;
  readonly embedded: boolean;
}

export interface PdfPage {
  readonly width: number;
  readonly height: number;
}

function withPdfFile<R>(bytes: Uint8Array, read: (file: string) => R): R {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The PDF's text as `pdftotext` extracts it (UTF-8, pages separated by a form feed). */
export function pdfToText(bytes: Uint8Array): string {
  return withPdfFile(bytes, (file) => run('pdftotext', ['-enc', 'UTF-8', file, '-']));
}

/** The text with every run of white space (line and page breaks included) as one space. */
export function pdfFlatText(bytes: Uint8Array): string {
  return pdfToText(bytes).replace(/\s+/g, ' ').trim();
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every word with its page and horizontal extent in points (`pdftotext -bbox`), and the page sizes. */
export function pdfWords(bytes: Uint8Array): { pages: PdfPage[]; words: PdfWord[] } {
  const xml = withPdfFile(bytes, (file) => run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']));
  const pages: PdfPage[] = [];
  const words: PdfWord[] = [];
  const tags =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;
  for (const match of xml.matchAll(tags)) {
    if (match[1] !== undefined) {
      pages.push({ width: Number(match[1]), height: Number(match[2]) });
    } else {
      words.push({
        text: decodeXml(match[6] ?? ''),
        page: pages.length,
        xMin: Number(match[3]),
        yMin: Number(match[4]),
        xMax: Number(match[5]),
      });
    }
  }
  return { pages, words };
}

/** The words that start left of the left margin or end right of the right one (half a point of slack). */
export function wordsOutside(
  { pages, words }: { pages: readonly PdfPage[]; words: readonly PdfWord[] },
  marginPt: number,
): PdfWord[] {
  return words.filter(
    (word) => word.xMin < marginPt - 0.5 || word.xMax > (pages[word.page - 1]?.width ?? 0) - marginPt + 0.5,
  );
}

const RIGHT_TO_LEFT = /^[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]+$/;

/** A line's words in reading order: -bbox gives them as drawn, so a right-to-left run is backwards. */
function readingOrder(line: readonly PdfWord[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  for (const word of [...line, null]) {
    if (word && RIGHT_TO_LEFT.test(word.text)) {
      run.unshift([...word.text].reverse().join(''));
      continue;
    }
    out.push(...run);
    run = [];
    if (word) out.push(word.text);
  }
  return out;
}

/**
 * The words in reading order of a column of a table (those starting at or after `fromX` points), page
 * by page and line by line: pdftotext alone reads a page's columns side by side, so a cell that runs
 * over a page comes out interleaved with its neighbours.
 */
export function columnText(words: readonly PdfWord[], fromX: number): string {
  const lines = new Map<string, PdfWord[]>();
  const sorted = words
    .filter((word) => word.xMin >= fromX)
    .sort((a, b) => a.page - b.page || a.yMin - b.yMin || a.xMin - b.xMin);
  for (const word of sorted) {
    const key = `${word.page}:${word.yMin}`;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  return [...lines.values()].flatMap(readingOrder).join(' ');
}

/** The fonts `pdffonts` lists, with whether each is embedded. */
export function pdfFonts(bytes: Uint8Array): PdfFont[] {
  const lines = withPdfFile(bytes, (file) => run('pdffonts', [file]))
    .split('\n')
    .slice(2);
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      // name, type (may hold spaces), encoding, emb, sub, uni, object, generation.
      const match = /^(\S+)\s+(.+?)\s+\S+\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      if (!match) throw new Error(`pdffonts line not understood: ${line}`);
      return { name: match[1] ?? '', type: match[2] ?? '', embedded: match[3] === 'yes' };
    });
}

/** `pdfinfo`'s fields (Title, Pages, Page size…). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withPdfFile(bytes, (file) => run('pdfinfo', [file]));
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}
