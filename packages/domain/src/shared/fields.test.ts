import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedText,
  FIELD_MESSAGES,
  hasControlCharacters,
  INT32_MAX,
  idParamSchema,
  int32,
  multiLineText,
  requiredText,
  trimmedAtLeast,
} from './fields';

describe('hasControlCharacters', () => {
  it.each([
    ['\u0000', true],
    ['a\u0000b', true],
    ['\u0007', true],
    ['\u001b[31m', true],
    ['\u007f', true],
    ['\ud800', true],
    ['x\udc00', true],
    ['Av. Javier Prado 1250', false],
    ['línea 1\nlínea 2\r\n\tsangría', false],
    ['Ñandú 😀', false],
  ])('%j → %s', (value, expected) => {
    expect(hasControlCharacters(value)).toBe(expected);
  });
});

describe('boundedText', () => {
  const field = boundedText(5);
  it('bounds the text as sent by the column length, then trims (as the OpenAPI maxLength reads it)', () => {
    expect(field.parse(' abc ')).toBe('abc');
    expect(field.safeParse('  abcde  ').error?.issues[0]?.message).toBe(FIELD_MESSAGES.tooLong(5));
    expect(field.safeParse('abcdef').error?.issues[0]?.message).toBe(FIELD_MESSAGES.tooLong(5));
    expect(field.maxLength).toBe(5);
  });
  it('refuses control characters with a Spanish message', () => {
    expect(field.safeParse('a\u0000').error?.issues[0]?.message).toBe(FIELD_MESSAGES.controlCharacters);
  });
});

describe('single-line and multi-line texts', () => {
  it.each(['Ana\r\nBcc: x@y.pe', 'Ana\nB', 'Ana\rB', 'Ana\tB', 'Ana\u2028B', 'Ana\u0085B'])(
    'boundedText refuses the line break in %j with a Spanish message',
    (value) => {
      expect(
        boundedText(50)
          .safeParse(value)
          .error?.issues.map((issue) => issue.message),
      ).toContain(FIELD_MESSAGES.lineBreaks);
    },
  );
  it('multiLineText keeps lines and tabs, refuses other control characters', () => {
    expect(multiLineText(50).parse('uno\r\ndos\n\ttres')).toBe('uno\r\ndos\n\ttres');
    expect(multiLineText(50).safeParse('uno\u0000').error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.controlCharacters,
    );
  });
});

describe('int32', () => {
  it.each([
    [INT32_MAX, true],
    [INT32_MAX + 1, false],
    [-2_147_483_648, true],
    [-2_147_483_649, false],
    [1.5, false],
  ])('%d → %s', (value, ok) => {
    expect(int32().safeParse(value).success).toBe(ok);
  });
  it('keeps a narrower range', () => {
    expect(int32({ min: 1, max: 10 }).safeParse(11).success).toBe(false);
  });
  it('reads ids from paths within int32', () => {
    expect(idParamSchema.parse('2147483647')).toBe(INT32_MAX);
    for (const bad of ['2147483648', '0', '-1', '1.5', 'abc', '1e309', ''])
      expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("zod's own messages", () => {
  it('are Spanish once the field helpers are loaded', () => {
    expect(z.string().safeParse(['a']).error?.issues[0]?.message).toMatch(/^Entrada inválida/);
  });
});

describe('rules written as patterns, so the OpenAPI document carries them', () => {
  const text = fc.string({
    unit: fc.constantFrom(' ', '\t', '\u00a0', '\ufeff', '\u2028', 'a', 'ñ', '😀'),
    maxLength: 12,
  });
  it.each([1, 2, 3, 10])('trimmedAtLeast(%i) holds exactly when the trimmed text is that long', (min) => {
    fc.assert(fc.property(text, (value) => trimmedAtLeast(min).test(value) === value.trim().length >= min));
  });
  it('a required text refuses blanks and emits the rule as a pattern, not a length', () => {
    const field = requiredText(20, 'Completa el nombre', 2);
    expect(field.safeParse(' a ').error?.issues[0]?.message).toBe('Completa el nombre');
    expect(field.parse(' ab ')).toBe('ab');
    const json = JSON.stringify(z.toJSONSchema(field, { io: 'input' }));
    expect(json).toContain('"maxLength":20');
    expect(json).not.toContain('minLength');
    expect(json).toContain('"pattern"');
  });
});
