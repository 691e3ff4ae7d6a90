/**
 * Text as our PDFs can print it (docs/decisions/0042-pdf-fonts.md): the one step every PDF of the
 * product (the complaint sheet on the server, the list and report exports in the browser) runs its
 * text through before drawing it with the embedded font (DejaVu Sans Condensed).
 *
 * - Composed (NFC), so "Nguyễn" typed as letters plus combining accents prints the font's single glyph.
 * - Line breaks kept (\r\n and \r become \n), tabs become a space; other control characters and the
 *   invisible format characters (bidi overrides and marks, zero-width spaces and joiners, variation
 *   selectors, tags, soft hyphen, BOM) are removed: they draw nothing where they were typed, and a font
 *   has no glyph for them, so a PDF would show them as empty boxes or garbage.
 * - A character the font cannot draw becomes one visible mark, "□"; an emoji made of several code
 *   points (skin tone, ZWJ family, flag, keycap) becomes one mark, never a mark per part. An emoji
 *   the font does draw (❤ ✓ ☺) is kept.
 */

/** Printed in place of a character the font has no glyph for (the font itself must have it). */
export const PDF_MISSING_GLYPH_MARK = '□';

/** Whether the PDF's font draws a Unicode code point. */
export type HasGlyph = (codePoint: number) => boolean;

/**
 * Invisible where typed, removed: controls (Cc; a line break is its own grapheme and kept), format
 * characters (Cf: soft hyphen, zero-width spaces and joiners, direction marks, bidi embeddings, overrides
 * and isolates, word joiner, BOM, tags) and variation selectors.
 */
const INVISIBLE = /\p{Cc}|\p{Cf}|\p{Variation_Selector}/gu;
/** A grapheme that is an emoji (a pictograph or a pair of regional indicators). */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** The text as the PDF's font prints it (see the module's comment). */
export function pdfSafeText(text: string, hasGlyph: HasGlyph): string {
  const lines = text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .normalize('NFC');
  let out = '';
  // Split into what a reader sees as one character first, so an emoji joined by ZWJ stays one.
  for (const { segment } of graphemes.segment(lines)) {
    const visible = segment === '\n' ? segment : segment.replace(INVISIBLE, '');
    if ([...visible].every((char) => char === '\n' || hasGlyph(char.codePointAt(0) ?? 0))) {
      out += visible;
    } else if (EMOJI.test(segment)) {
      out += PDF_MISSING_GLYPH_MARK;
    } else {
      for (const char of visible) out += hasGlyph(char.codePointAt(0) ?? 0) ? char : PDF_MISSING_GLYPH_MARK;
    }
  }
  // Removing an invisible character can leave a letter next to its accent: compose them too.
  return out.normalize('NFC');
}
