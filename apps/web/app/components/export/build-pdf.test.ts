import type { ExportDefinition } from '@motorplaza/domain/export/export-definition';
import { PDF_FONT_FILES } from '@motorplaza/domain/shared/pdf-font';
import {
  HOSTILE_TEXTS,
  LONG_DETAIL,
  LONG_WORD,
  occurrences,
} from '@motorplaza/domain/testing/pdf-hostile-texts';
import { columnText, pdfFonts, pdfToText, pdfWords, wordsOutside } from '@motorplaza/domain/testing/poppler';
import { describe, expect, it } from 'vitest';
import { PDF_FONT_DATA } from '../../../test/pdf-font';
import { buildPdf } from './build-pdf';
import { PDF_FONT_URLS } from './pdf-font-data';

/**
 * A list or report exported as PDF prints what users typed (docs/decisions/0042-pdf-fonts.md): the
 * builder's bytes read back with poppler, for every hostile text, in both orientations.
 */

interface Note {
  readonly autor: string;
  readonly texto: string;
}

const MARGIN_PT = (12 / 25.4) * 72;
const now = new Date('2026-03-01T02:00:00Z');

function notesDefinition(orientation: 'portrait' | 'landscape'): ExportDefinition<Note> {
  const autor = { header: 'Autor → ✓', align: 'left' as const, text: (note: Note) => note.autor };
  const texto = { header: 'Texto', align: 'left' as const, text: (note: Note) => note.texto };
  const largo = { header: 'Largo', align: 'right' as const, text: (note: Note) => String(note.texto.length) };
  return {
    title: 'Notas de clientes: “Perú” – Nguyễn',
    fileName: 'notas',
    orientation,
    // The free text last, so its column is all that stands right of its header.
    columns: { excel: [autor, texto], pdf: [autor, largo, texto], print: [autor, texto] },
  };
}

/** What the PDF shows in the 'Texto' column, in reading order across pages. */
function textColumn(pdf: Uint8Array): string {
  const { pages, words } = pdfWords(pdf);
  const header = words.find((word) => word.text === 'Texto');
  if (!header) throw new Error('no Texto header');
  // Without the header (repeated on every page) and the page numbers under the bottom margin.
  const body = words.filter(
    (word) => word.text !== header.text && word.yMin < (pages[word.page - 1]?.height ?? 0) - MARGIN_PT,
  );
  return columnText(body, header.xMin - 1);
}

const build = (notes: readonly Note[], orientation: 'portrait' | 'landscape' = 'portrait') =>
  new Uint8Array(buildPdf(notesDefinition(orientation), notes, now, null, PDF_FONT_DATA, 'MotorPlaza'));

describe('buildPdf with what users type', () => {
  it.each(HOSTILE_TEXTS)('prints %s as typed, in a cell', (_case, typed, printed) => {
    const pdf = build([{ autor: typed, texto: `${typed} / ${typed}` }]);
    expect(occurrences(textColumn(pdf), printed)).toBe(2);
    if (pdfWords(pdf).pages.length === 1) expect(occurrences(pdfToText(pdf), printed)).toBe(3);
  });

  it('prints the title and the headers with the same font', () => {
    const text = pdfToText(build([{ autor: 'Ana', texto: 'Hola' }]));
    expect(occurrences(text, 'Notas de clientes: “Perú” – Nguyễn')).toBe(1);
    expect(occurrences(text, 'Autor → ✓')).toBeGreaterThanOrEqual(1);
  });

  it('embeds every font it uses and names no standard (unembedded) font', () => {
    const fonts = pdfFonts(build([{ autor: 'Nguyễn 😀', texto: '→ ✓' }]));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, type: 'CID TrueType' });
  });

  it.each(['portrait', 'landscape'] as const)(
    'keeps long words and long text inside the %s margins, across pages',
    (orientation) => {
      const notes = Array.from({ length: 12 }, (_, index) => ({
        autor: `${index + 1} ${LONG_WORD}`,
        texto: LONG_DETAIL,
      }));
      const pdf = build(notes, orientation);
      const { pages, words } = pdfWords(pdf);
      expect(pages.length).toBeGreaterThan(2);
      expect(wordsOutside({ pages, words }, MARGIN_PT)).toEqual([]);
      expect(occurrences(textColumn(pdf), LONG_DETAIL)).toBe(12);
      expect(occurrences(pdfToText(pdf), `12 ${LONG_WORD}`)).toBe(1);
    },
  );

  it('is fed the font files the server embeds', () => {
    expect(PDF_FONT_URLS.normal.endsWith(PDF_FONT_FILES.normal)).toBe(true);
    expect(PDF_FONT_URLS.bold.endsWith(PDF_FONT_FILES.bold)).toBe(true);
  });
});
