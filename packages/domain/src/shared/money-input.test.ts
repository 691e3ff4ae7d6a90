import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  MONEY_MESSAGES,
  type MoneyRules,
  moneySchema,
  parseMoney,
  requiredMoneySchema,
} from './money-input';

const SOLES: MoneyRules = { currency: 'PEN', decimals: 2, max: 9_999_999_999.99 };
const DOLLARS: MoneyRules = { currency: 'USD', decimals: 0, min: 500, max: 1_000_000 };

const value = (text: string, rules: MoneyRules) => {
  const reading = parseMoney(text, rules);
  return reading.ok ? reading.value : reading.message;
};

describe('parseMoney reads what people in Peru type', () => {
  it.each([
    ['15,000', 15_000],
    ['15 000', 15_000],
    ['15\u00a0000', 15_000],
    ['15000', 15_000],
    ['15000.50', 15_000.5],
    ['15000.5', 15_000.5],
    ['15,000.05', 15_000.05],
    ['S/ 1,250.50', 1_250.5],
    ['S/1250.50', 1_250.5],
    ['S/. 1,250', 1_250],
    ['s/ 99.99', 99.99],
    ['1,250', 1_250],
    ['1,250,000', 1_250_000],
    ["1'250,000.00", 1_250_000],
    ['1.250.000', 1_250_000],
    ['12.345.678', 12_345_678],
    ['0.50', 0.5],
    ['0.01', 0.01],
    ['1250.500', 1_250.5],
    ['1,000 soles', 1_000],
    ['  450.5  ', 450.5],
    ['9,999,999,999.99', 9_999_999_999.99],
    ['', null],
    ['   ', null],
  ])('soles: %j → %j', (text, expected) => {
    expect(value(text, SOLES)).toBe(expected);
  });

  it.each([
    ['US$ 25,400', 25_400],
    ['US $25,400', 25_400],
    ['$ 25 400', 25_400],
    ['25400', 25_400],
    ['25400 USD', 25_400],
    ['25,400.00', 25_400],
    ['12,500', 12_500],
    ['1,000,000', 1_000_000],
    ['500', 500],
  ])('whole dollars: %j → %j', (text, expected) => {
    expect(value(text, DOLLARS)).toBe(expected);
  });

  it.each([
    // A comma is never a decimal mark: '1,25' could be 1.25 or a 1,250 missing a digit.
    ['1,25', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['15,00', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['12.500,5', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['1.250,50', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['1.250.000,50', MONEY_MESSAGES.commaDecimal('15,000.50')],
    // One point before exactly three digits reads as thousands to many people.
    ['1.250', MONEY_MESSAGES.pointThousands('1,250', '1.25')],
    ['15.000', MONEY_MESSAGES.pointThousands('15,000', '15.00')],
    ['0.125', MONEY_MESSAGES.tooManyDecimals],
    ['15000.505', MONEY_MESSAGES.tooManyDecimals],
    ['12,50,000', MONEY_MESSAGES.groups('15,000.50')],
    ['1,2500', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['15 mil', MONEY_MESSAGES.unreadable('15,000.50')],
    ['15k', MONEY_MESSAGES.unreadable('15,000.50')],
    ['1e5', MONEY_MESSAGES.unreadable('15,000.50')],
    ['.50', MONEY_MESSAGES.unreadable('15,000.50')],
    ['15.', MONEY_MESSAGES.unreadable('15,000.50')],
    ['1.2.3', MONEY_MESSAGES.unreadable('15,000.50')],
    ['S/', MONEY_MESSAGES.unreadable('15,000.50')],
    ['-15', MONEY_MESSAGES.negative],
    ['S/ -15', MONEY_MESSAGES.negative],
    ['US$ 15', MONEY_MESSAGES.otherCurrency('S/')],
    ['0', MONEY_MESSAGES.min('S/ 0.01')],
    ['0.00', MONEY_MESSAGES.min('S/ 0.01')],
    ['10,000,000,000', MONEY_MESSAGES.max('S/ 9,999,999,999.99')],
    ['99999999999999999999', MONEY_MESSAGES.max('S/ 9,999,999,999.99')],
  ])('soles: %j is refused', (text, message) => {
    expect(parseMoney(text, SOLES)).toEqual({ ok: false, message });
  });

  it.each([
    ['12500.50', MONEY_MESSAGES.noCents],
    ['25,400.5', MONEY_MESSAGES.noCents],
    ['S/ 25,400', MONEY_MESSAGES.otherCurrency('US$')],
    ['1,000,001', MONEY_MESSAGES.max('US$ 1,000,000')],
    ['12500050', MONEY_MESSAGES.max('US$ 1,000,000')],
    ['499', MONEY_MESSAGES.min('US$ 500')],
  ])('whole dollars: %j is refused, never rounded or clamped', (text, message) => {
    expect(parseMoney(text, DOLLARS)).toEqual({ ok: false, message });
  });
});

describe('formatMoney and parseMoney round-trip', () => {
  it('formats with the symbol, commas for thousands and a point for the decimals', () => {
    expect(formatMoney(15_000, SOLES)).toBe('S/ 15,000.00');
    expect(formatMoney(25_400, DOLLARS)).toBe('US$ 25,400');
  });

  it('reads back every amount it writes, in both forms (property)', () => {
    const cents = fc.integer({ min: 1, max: 999_999_999_999 });
    fc.assert(
      fc.property(cents, (amount) => {
        const exact = amount / 100;
        const shown = formatMoney(exact, SOLES);
        const reading = parseMoney(shown, SOLES);
        expect(reading).toEqual({ ok: true, value: exact, currency: 'PEN' });
        if (reading.ok && reading.value !== null) expect(formatMoney(reading.value, SOLES)).toBe(shown);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 1_000_000 }), (amount) => {
        expect(parseMoney(formatMoney(amount, DOLLARS), DOLLARS)).toEqual({
          ok: true,
          value: amount,
          currency: 'USD',
        });
      }),
    );
  });

  it('never answers a value the text does not hold: a reading is refused or exact (property)', () => {
    const grouped = fc
      .integer({ min: 1_000, max: 999_999_999 })
      .map((n) => ({ n, text: n.toLocaleString('en-US') }));
    fc.assert(
      fc.property(grouped, ({ n, text }) => {
        expect(parseMoney(text, SOLES)).toEqual({ ok: true, value: n, currency: null });
      }),
    );
  });
});

describe('an amount whose currency is chosen beside it', () => {
  const either: MoneyRules = { currency: null, decimals: 2, max: 1_000_000 };

  it('reads the symbol typed with it, so the form can check it against the chosen currency', () => {
    expect(parseMoney('US$ 25,400', either)).toEqual({ ok: true, value: 25_400, currency: 'USD' });
    expect(parseMoney('S/ 1,250.50', either)).toEqual({ ok: true, value: 1_250.5, currency: 'PEN' });
    expect(parseMoney('1,250.50', either)).toEqual({ ok: true, value: 1_250.5, currency: null });
    expect(parseMoney('S/ 15 USD', either)).toEqual({ ok: false, message: MONEY_MESSAGES.twoCurrencies });
    expect(parseMoney('2,000,000', either)).toEqual({
      ok: false,
      message: MONEY_MESSAGES.max('1,000,000.00'),
    });
  });
});

describe('moneySchema: the API reads numbers and typed texts with the same rules', () => {
  const schema = moneySchema(SOLES);
  const dollars = requiredMoneySchema(DOLLARS, 'Ingresa el precio');

  it('takes a number or the text as typed', () => {
    expect(schema.parse(15_000)).toBe(15_000);
    expect(schema.parse('15,000')).toBe(15_000);
    expect(schema.parse('S/ 1,250.50')).toBe(1_250.5);
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse('')).toBeNull();
  });

  it.each([
    ['1,25', MONEY_MESSAGES.commaDecimal('15,000.50')],
    [10_000_000_000, MONEY_MESSAGES.max('S/ 9,999,999,999.99')],
    [1.005, MONEY_MESSAGES.tooManyDecimals],
    [-3, MONEY_MESSAGES.negative],
    [true, MONEY_MESSAGES.unreadable('15,000.50')],
  ])('refuses %j with its message', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('a required price refuses blank, cents and a value past its maximum', () => {
    expect(dollars.parse('US$ 25,400')).toBe(25_400);
    expect(dollars.safeParse('').error?.issues[0]?.message).toBe('Ingresa el precio');
    expect(dollars.safeParse(12_500.5).error?.issues[0]?.message).toBe(MONEY_MESSAGES.noCents);
    expect(dollars.safeParse(2_000_000).error?.issues.map((issue) => issue.message)).toEqual([
      MONEY_MESSAGES.max('US$ 1,000,000'),
    ]);
  });
});
