import { z } from 'zod';
import { singleLine, WHITE_SPACE } from './fields';

/**
 * Amounts as people in Peru type them (docs/decisions/0041-money-input.md): the comma groups
 * thousands and the point marks the decimals ('S/ 15,000.50', 'US$ 25,400', '15 000'). One reading
 * or none: a text with two plausible readings ('1,25', '1.250', '12.500,5') is refused with a message
 * that says how to write it, never guessed, rescaled or clamped. Browser and API read it alike.
 */

export type MoneyCurrency = 'PEN' | 'USD';

export const MONEY_SYMBOLS: Readonly<Record<MoneyCurrency, string>> = { PEN: 'S/', USD: 'US$' };

export interface MoneyRules {
  /** The field's currency; null where it is chosen beside the amount (the complaint's 'Moneda'). */
  readonly currency: MoneyCurrency | null;
  /** 2 where cents are kept (numeric(12, 2)); 0 for whole-dollar prices. */
  readonly decimals: 0 | 2;
  /** Inclusive; the smallest unit (0.01 or 1) when not given: zero is never an amount. */
  readonly min?: number;
  readonly max: number;
}

export type MoneyReading =
  /** `currency`: the symbol typed with the amount, if any. */
  | { readonly ok: true; readonly value: number | null; readonly currency: MoneyCurrency | null }
  | { readonly ok: false; readonly message: string };

export const MONEY_MESSAGES = {
  unreadable: (example: string) => `Escribe solo el monto en números, por ejemplo ${example}`,
  commaDecimal: (example: string) =>
    `Usa la coma solo para los miles y el punto para los decimales, por ejemplo ${example}`,
  pointThousands: (thousands: string, decimal: string) =>
    `No está claro si es ${thousands} o ${decimal}: escribe ${thousands} (con coma) para miles, o ${decimal} si son decimales`,
  groups: (example: string) => `Los miles van en grupos de tres cifras, por ejemplo ${example}`,
  negative: 'El monto no puede ser negativo',
  tooManyDecimals: 'El monto puede tener como máximo dos decimales',
  noCents: 'Escribe el precio en dólares enteros, sin centavos',
  otherCurrency: (symbol: string) => `Este monto va en ${symbol}: quita el otro símbolo de moneda`,
  twoCurrencies: 'Escribe un solo símbolo de moneda',
  min: (limit: string) => `El monto mínimo es ${limit}`,
  max: (limit: string) => `El monto máximo es ${limit}`,
} as const;

const groupFormats = {
  0: new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0, useGrouping: true }),
  2: new Intl.NumberFormat('es-PE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }),
} as const;

/** '15,000.00' (decimals 2) or '25,400' (decimals 0), without a symbol. */
export function formatMoneyNumber(value: number, decimals: 0 | 2): string {
  return groupFormats[decimals].format(value);
}

/** 'S/ 15,000.00' or 'US$ 25,400' ('15,000.00' without a currency). */
export function formatMoney(value: number, rules: Pick<MoneyRules, 'currency' | 'decimals'>): string {
  const number = formatMoneyNumber(value, rules.decimals);
  return rules.currency ? `${MONEY_SYMBOLS[rules.currency]} ${number}` : number;
}

// Symbols before or after the number: S/, S/., s/, US$, US $, $, USD, PEN, soles, dólares.
const PEN_MARK = /^(?:S\/\.?|PEN|soles?)$/i;
const USD_MARK = /^(?:US\s?\$|\$|USD|d[oó]lar(?:es)?)$/i;
const LEADING_MARK = /^(S\/\.?|US\s?\$|\$|USD|PEN)\s*/i;
const TRAILING_MARK = /\s*(USD|PEN|soles?|d[oó]lar(?:es)?)$/i;

function currencyOf(mark: string): MoneyCurrency | null {
  if (PEN_MARK.test(mark)) return 'PEN';
  if (USD_MARK.test(mark)) return 'USD';
  return null;
}

// Group separators: comma, space (also the no-break spaces a copy brings) and the apostrophe that
// some still write before the millions (1'250,000).
const GROUPED = /^\d{1,3}(?:[,\s'’]\d{3})+$/u;
const POINT_GROUPED = /^\d{1,3}(?:\.\d{3}){2,}$/;

type Body = { readonly whole: string; readonly fraction: string } | { readonly message: string };

/** The whole and decimal digits of the number's text, or why it has no single reading. */
function readBody(body: string, example: string): Body {
  if (/^\d+$/.test(body)) return { whole: body, fraction: '' };
  if (POINT_GROUPED.test(body)) return { whole: body.replace(/\./g, ''), fraction: '' };
  const comma = body.lastIndexOf(',');
  const point = body.lastIndexOf('.');
  if (comma > point && !/,\d{3}$/.test(body)) return { message: MONEY_MESSAGES.commaDecimal(example) };
  const [whole = '', fraction, ...rest] = body.split('.');
  if (rest.length > 0 || fraction === '') {
    return comma > -1
      ? { message: MONEY_MESSAGES.commaDecimal(example) }
      : { message: MONEY_MESSAGES.unreadable(example) };
  }
  if (fraction !== undefined && !/^\d+$/.test(fraction))
    return { message: MONEY_MESSAGES.unreadable(example) };
  if (/^\d+$/.test(whole)) {
    // '1.250': a point before exactly three digits reads as 1250 to many; say both readings.
    if (fraction?.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
      return {
        message: MONEY_MESSAGES.pointThousands(`${whole},${fraction}`, `${whole}.${fraction.slice(0, 2)}`),
      };
    }
    return { whole, fraction: fraction ?? '' };
  }
  if (GROUPED.test(whole)) return { whole: whole.replace(/[,\s'’]/gu, ''), fraction: fraction ?? '' };
  if (/^[\d,\s'’.]+$/u.test(whole)) return { message: MONEY_MESSAGES.groups(example) };
  return { message: MONEY_MESSAGES.unreadable(example) };
}

/** The example each message shows, in the field's own form. */
function exampleFor(rules: MoneyRules): string {
  return rules.decimals === 2 ? '15,000.50' : '25,400';
}

/**
 * The exact value of a typed amount, or the reason it is refused. Blank is `null` (the caller decides
 * whether the field may be empty).
 */
export function parseMoney(text: string, rules: MoneyRules): MoneyReading {
  const example = exampleFor(rules);
  let rest = text.trim();
  if (rest === '') return { ok: true, value: null, currency: null };
  if (/^-|^\(.*\)$|-\s*$/.test(rest) || /^(?:S\/\.?|US\s?\$|\$)\s*-/i.test(rest)) {
    return { ok: false, message: MONEY_MESSAGES.negative };
  }
  const marks: string[] = [];
  const leading = LEADING_MARK.exec(rest);
  if (leading?.[1]) {
    marks.push(leading[1]);
    rest = rest.slice(leading[0].length);
  }
  const trailing = TRAILING_MARK.exec(rest);
  if (trailing?.[1]) {
    marks.push(trailing[1]);
    rest = rest.slice(0, trailing.index);
  }
  const currencies = new Set(marks.map(currencyOf));
  const [currency = null] = currencies;
  if (currencies.size > 1) return { ok: false, message: MONEY_MESSAGES.twoCurrencies };
  if (currency && rules.currency && currency !== rules.currency) {
    return { ok: false, message: MONEY_MESSAGES.otherCurrency(MONEY_SYMBOLS[rules.currency]) };
  }
  const body = readBody(rest.trim(), example);
  if ('message' in body) return { ok: false, message: body.message };
  const fraction = body.fraction.replace(/0+$/, '');
  if (fraction.length > 0 && rules.decimals === 0) return { ok: false, message: MONEY_MESSAGES.noCents };
  if (fraction.length > 2) return { ok: false, message: MONEY_MESSAGES.tooManyDecimals };
  // Whole cents, then one division: the nearest double to the typed decimal, as JSON would carry it.
  const value = Number(`${body.whole}${fraction.padEnd(2, '0')}`) / 100;
  return checkBounds(value, currency, rules);
}

/** A number already read (a JSON number): in range, and with no more decimals than the field keeps. */
export function checkMoney(value: number, rules: MoneyRules): MoneyReading {
  if (!Number.isFinite(value)) return { ok: false, message: MONEY_MESSAGES.unreadable(exampleFor(rules)) };
  if (value < 0) return { ok: false, message: MONEY_MESSAGES.negative };
  const scaled = value * 10 ** rules.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    return {
      ok: false,
      message: rules.decimals === 0 ? MONEY_MESSAGES.noCents : MONEY_MESSAGES.tooManyDecimals,
    };
  }
  return checkBounds(value, null, rules);
}

function checkBounds(value: number, currency: MoneyCurrency | null, rules: MoneyRules): MoneyReading {
  const min = minimumOf(rules);
  if (value > rules.max) return { ok: false, message: MONEY_MESSAGES.max(formatMoney(rules.max, rules)) };
  if (value < min) return { ok: false, message: MONEY_MESSAGES.min(formatMoney(min, rules)) };
  return { ok: true, value, currency };
}

/** The smallest amount a field takes: its `min`, or one unit (a cent or a dollar). */
function minimumOf(rules: MoneyRules): number {
  return rules.min ?? (rules.decimals === 2 ? 0.01 : 1);
}

/**
 * The amounts typed as plain digits (with the field's symbol, if any, and its decimals) that are
 * certainly within the field's bounds: whole parts with more digits than the minimum's and fewer
 * than the maximum's. The server reads many more forms ('25,400', '15 000', 'US$ 25,400 dólares');
 * every text this pattern describes is one it accepts (docs/decisions/0065-request-rules-in-the-schemas.md).
 */
export function moneyTextPattern(rules: MoneyRules, blank = false): string {
  const min = minimumOf(rules);
  const digitsOf = (value: number) => String(Math.trunc(value)).length;
  // A whole part of `digitsOf(min)` digits is at least `min` only when `min` is a power of ten.
  const fewest = Math.trunc(min) <= 1 ? 1 : digitsOf(min) + (/^10*$/.test(String(min)) ? 0 : 1);
  const most = digitsOf(rules.max) - 1;
  const whole = `[1-9][0-9]{${fewest - 1},${most - 1}}`;
  const cents = rules.decimals === 2 ? '(?:\\.[0-9]{1,2})?' : '';
  const symbol = rules.currency ? `(?:${MONEY_SYMBOLS[rules.currency].replace('$', '\\$')} ?)?` : '';
  const amount = `${symbol}${whole}${cents}`;
  return blank ? `^(?:[${WHITE_SPACE}]*|${amount})$` : `^${amount}$`;
}

/**
 * A number or the text as typed. A required field (`required` is its message) takes no null, and its
 * documented text is never blank; an optional one reads a blank text as null.
 */
function moneyInput(rules: MoneyRules, required?: string) {
  const example = exampleFor(rules);
  const unreadable = MONEY_MESSAGES.unreadable(example);
  const symbol = rules.currency ? `${MONEY_SYMBOLS[rules.currency]} ` : '';
  return z.union(
    [
      // The bounds are checked with their own messages once read (checkMoney); stated here too.
      z.number().meta({
        minimum: minimumOf(rules),
        maximum: rules.max,
        multipleOf: rules.decimals === 2 ? 0.01 : 1,
      }),
      singleLine()
        .max(40, unreadable)
        .meta({
          pattern: moneyTextPattern(rules, required === undefined),
          description: `El monto como se escribe, p. ej. ${symbol}${example} (también con comas de miles).`,
        }),
    ],
    { error: (issue) => (required && issue.input == null ? required : unreadable) },
  );
}

/** A number or a typed text, read; null for blank. */
export function readMoney(input: number | string | null | undefined, rules: MoneyRules): MoneyReading {
  if (input === null || input === undefined) return { ok: true, value: null, currency: null };
  return typeof input === 'number' ? checkMoney(input, rules) : parseMoney(input, rules);
}

/**
 * A money field read with the symbol typed with it (`{ value, currency }`, or null when blank), for a
 * form whose currency is a field of its own and must agree with that symbol.
 */
export function markedMoneySchema(rules: MoneyRules) {
  return readMarked(moneyInput(rules).nullish(), rules);
}

function readMarked<S extends z.ZodType<number | string | null | undefined>>(input: S, rules: MoneyRules) {
  return input.transform((value, context) => {
    const reading = readMoney(value, rules);
    if (!reading.ok) {
      context.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    return reading.value === null ? null : { value: reading.value, currency: reading.currency };
  });
}

/** The value stored, bounded as its column (integer or numeric) is: the reading already checked it. */
function stored<S extends z.ZodType<{ value: number; currency: MoneyCurrency | null } | null>>(
  marked: S,
  rules: MoneyRules,
) {
  return marked
    .transform((reading) => reading?.value ?? null)
    .pipe(
      z
        .number()
        .min(0)
        .max(rules.max, MONEY_MESSAGES.max(formatMoney(rules.max, rules)))
        .nullable(),
    );
}

/**
 * The request schema of a money field: a JSON number, or the text as typed, read by `parseMoney`
 * (so the API refuses exactly what the form refuses). Blank and null are null.
 */
export function moneySchema(rules: MoneyRules) {
  return stored(markedMoneySchema(rules), rules);
}

/** A money field that must be filled: null, missing or blank gets `message`. */
export function requiredMoneySchema(rules: MoneyRules, message: string) {
  return stored(readMarked(moneyInput(rules, message), rules), rules).refine(
    (value) => value !== null,
    message,
  );
}
