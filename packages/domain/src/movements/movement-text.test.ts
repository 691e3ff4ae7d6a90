import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementText } from './movement-text';

describe('movementText', () => {
  it('keeps one plain line', () => {
    expect(movementText('Oferta de Ana\r\nBorró todo\t\u0000\u001b[31m')).toBe(
      'Oferta de Ana Borró todo [31m',
    );
    expect(movementText('Ñandú 😀 · “ok”')).toBe('Ñandú 😀 · “ok”');
    expect(movementText('abc\u202Eevil')).toBe('abcevil');
  });

  it('leaves no control character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
        expect(movementText(text)).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E]/);
      }),
      { numRuns: 300 },
    );
  });
});
