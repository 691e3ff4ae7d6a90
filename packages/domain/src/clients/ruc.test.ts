import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRuc, RUC_PREFIXES, rucCheckDigit } from './ruc';

describe('RUC check digit (SUNAT; decision 0022)', () => {
  it.each([
    ['20100047218', true], // a real company RUC
    ['20131312955', true], // SUNAT's own
    ['10467793549', true], // a person: 10 + DNI 46779354 + check 9
    ['20100047217', false], // wrong check digit
    ['30100047218', false], // unknown prefix
    ['2010004721', false], // ten digits
    ['2010004721a', false],
    ['', false],
  ])('%s is %s', (ruc, valid) => {
    expect(isValidRuc(ruc)).toBe(valid);
  });

  it('maps 11 − (sum mod 11) of 10 to 0 and of 11 to 1', () => {
    expect(rucCheckDigit('0000000000')).toBe(1); // sum 0 → 11 → 1
    expect(rucCheckDigit('0000000006')).toBe(0); // sum 12, mod 11 = 1 → 10 → 0
    expect(rucCheckDigit('0000000001')).toBe(9); // sum 2 → 9
  });

  it('accepts exactly one check digit for any prefix and body', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RUC_PREFIXES), fc.stringMatching(/^\d{8}$/), (prefix, body) => {
        const firstTen = `${prefix}${body}`;
        const valid = [...'0123456789'].filter((digit) => isValidRuc(`${firstTen}${digit}`));
        expect(valid).toEqual([String(rucCheckDigit(firstTen))]);
      }),
    );
  });
});
