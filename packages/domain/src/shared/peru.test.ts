import { describe, expect, it } from 'vitest';
import { celularSchema, dniSchema, PERU_MESSAGES, rucSchema } from './peru';

describe('Peruvian formats', () => {
  it.each([
    ['12345678', true],
    ['1234567', false],
    ['1234567a', false],
  ])('DNI %s valid: %s', (value, valid) => {
    const result = dniSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(PERU_MESSAGES.dni);
  });

  it.each([
    ['987654321', true],
    ['887654321', false],
    ['98765432', false],
  ])('celular %s valid: %s', (value, valid) => {
    expect(celularSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    '987 654 321',
    '987-654-321',
    ' 987.654.321 ',
    '+51 987 654 321',
    '0051 987654321',
    '(+51) 987-654-321',
  ])('celular %j is read as typed: 987654321', (typed) => {
    expect(celularSchema.parse(typed)).toBe('987654321');
  });

  it.each(['987 654 3', '51 887 654 321', '987 654 3210', '9876543210000000000000'])(
    'celular %j is refused, never cut',
    (typed) => {
      expect(celularSchema.safeParse(typed).error?.issues[0]?.message).toBe(PERU_MESSAGES.celular);
    },
  );

  it.each([
    ['20612345671', true],
    ['10456789012', true],
    ['30612345671', false],
  ])('RUC %s valid: %s', (value, valid) => {
    expect(rucSchema.safeParse(value).success).toBe(valid);
  });
});
