import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HasGlyph, PDF_MISSING_GLYPH_MARK, pdfSafeText } from './pdf-text';

/** Blocks a font like DejaVu Sans has, and none of the emoji blocks (U+1F300 and up). */
const COVERED: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x24f], // Latin-1, Latin Extended-A and -B
  [0x300, 0x36f], // combining diacritical marks
  [0x5d0, 0x5ea], // Hebrew letters
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2013, 0x2026], // dashes, quotes, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2190, 0x21ff], // arrows
  [0x25a1, 0x25a1], // □
  [0x2713, 0x2713], // ✓
  [0x2764, 0x2764], // ❤
];
const hasGlyph: HasGlyph = (codePoint) => COVERED.some(([from, to]) => codePoint >= from && codePoint <= to);
const safe = (text: string) => pdfSafeText(text, hasGlyph);
const MARK = PDF_MISSING_GLYPH_MARK;

describe('pdfSafeText', () => {
  it.each([
    ['Spanish', 'Ñandú, pingüino, ¿qué? ¡sí! ª º', 'Ñandú, pingüino, ¿qué? ¡sí! ª º'],
    ['Vietnamese, composed', 'Nguyễn Thị Hương', 'Nguyễn Thị Hương'],
    ['Vietnamese typed as letters and accents', 'Nguye\u0302\u0303n Thi\u0323', 'Nguyễn Thị'],
    ['symbols', '→ ✓ € « » “ ” – — …', '→ ✓ € « » “ ” – — …'],
    ['an emoji', 'Gracias 😀', `Gracias ${MARK}`],
    ['an emoji with a skin tone', '👍🏽 ok', `${MARK} ok`],
    ['a ZWJ family', 'a👨‍👩‍👧b', `a${MARK}b`],
    ['a flag', 'Perú 🇵🇪', `Perú ${MARK}`],
    ['an emoji the font draws, without its emoji selector', 'Te ❤️ ✓', 'Te ❤ ✓'],
    ['a letter of a script the font lacks', 'auto 漢字', `auto ${MARK}${MARK}`],
    ['zero-width characters', 'a\u200bb\u200dc\u2060d\ufeffe\u00adf', 'abcdef'],
    ['bidi overrides and marks', 'abc\u202edef\u202c \u200fשלום\u200e', 'abcdef שלום'],
    ['a combining mark without a composed letter', 'q\u0301', 'q\u0301'],
    ['an accent split from its letter by a soft hyphen', 'Jose\u00ad\u0301', 'José'],
    ['line breaks of every system', 'uno\r\ndos\rtres\u2028cuatro\nfin', 'uno\ndos\ntres\ncuatro\nfin'],
    ['tabs and other controls', 'a\tb\u0007c\u0000d\u009fe', 'a bcde'],
    ['a lone surrogate', 'x\ud800y', `x${MARK}y`],
  ])('%s', (_case, input, expected) => {
    expect(safe(input)).toBe(expected);
  });

  it('keeps a long word and a long text whole (wrapping is the layout’s job)', () => {
    const word = 'ñ'.repeat(300);
    const detail = 'Detalle largo con tildes: acción. '.repeat(90).slice(0, 3000);
    expect(safe(word)).toBe(word);
    expect(safe(detail)).toBe(detail);
  });

  it('leaves only code points the font draws, line breaks and the mark, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const out = safe(text);
        for (const char of out) {
          expect(char === '\n' || hasGlyph(char.codePointAt(0) ?? 0)).toBe(true);
        }
        expect(safe(out)).toBe(out);
      }),
    );
  });
});
