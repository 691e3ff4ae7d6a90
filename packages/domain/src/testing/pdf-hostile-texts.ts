import { PDF_MISSING_GLYPH_MARK as MARK } from '../shared/pdf-text';

/**
 * Test support only: what users type that a PDF gets wrong, shared by the tests of every PDF the
 * product makes (docs/decisions/0042-pdf-fonts.md). No application code imports it.
 */

export const LONG_WORD = 'Ñ'.repeat(100) + 'ễ'.repeat(100) + 'x'.repeat(100);
export const PASTED_URL = `https://www.ejemplo.com.pe/reclamos/${'seguimiento/'.repeat(15)}?id=123&ref=áé`;
export const LONG_DETAIL = 'Compré el auto y a los 3 días falló el motor → lo llevé al taller. '
  .repeat(60)
  .slice(0, 3000);

/** [case, what was typed, what the PDF must read as] (an emoji the font lacks as the visible mark). */
export const HOSTILE_TEXTS: readonly (readonly [string, string, string])[] = [
  ['accents and ñ', 'Ñuñoa, pingüino, acción, ¿qué? ¡sí!', 'Ñuñoa, pingüino, acción, ¿qué? ¡sí!'],
  ['Vietnamese', 'Nguyễn Thị Hương', 'Nguyễn Thị Hương'],
  ['Vietnamese typed as letters and accents', 'Nguye\u0302\u0303n Thi\u0323', 'Nguyễn Thị'],
  ['symbols', '→ ✓ € 25° 1ª 2º « » “ ” ‘ ’ – — …', '→ ✓ € 25° 1ª 2º « » “ ” ‘ ’ – — …'],
  ['quotes and brackets', `"Río" 'Sport' <b>(a) \\ [x]`, `"Río" 'Sport' <b>(a) \\ [x]`],
  ['emoji', 'Pésimo 😡 👍🏽 👨‍👩‍👧 🇵🇪 ok', `Pésimo ${MARK} ${MARK} ${MARK} ${MARK} ok`],
  ['an emoji the font draws', 'Gracias ❤️ ☺', 'Gracias ❤ ☺'],
  ['right-to-left text and controls', 'Hebreo שלום y abc\u202Edef\u202C', 'Hebreo שלום y abcdef'],
  ['zero-width characters', 'pa\u200Bla\u200Dbra\uFEFF', 'palabra'],
  ['a 300-character word', LONG_WORD, LONG_WORD],
  ['a pasted URL', PASTED_URL, PASTED_URL],
  ['a 3,000-character Detalle', LONG_DETAIL, LONG_DETAIL],
];

/**
 * Text to compare with what pdftotext extracted: without white space (a wrapped line or word breaks
 * where the layout chose) and without the embedding controls pdftotext puts around right-to-left runs.
 */
export const comparable = (text: string) => text.replace(/[\s\u202A-\u202E]/g, '');

/** How many times `printed` stands in the extracted text, compared as above. */
export function occurrences(extracted: string, printed: string): number {
  return comparable(extracted).split(comparable(printed)).length - 1;
}
