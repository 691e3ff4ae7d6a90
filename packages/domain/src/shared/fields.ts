import { z } from 'zod';

/**
 * The building blocks of every request schema: texts without control characters and with the length
 * of their column, and whole numbers within PostgreSQL's `integer`. Anything a client can send goes
 * through one of these, so no value the database would refuse (a NUL, a number past int32, a string
 * longer than its varchar) ever reaches it as a 500.
 */

// zod's own messages ('Invalid input…') in Spanish, for the API and the browser alike: every request
// schema is built from this module, so loading it sets the locale once. The spec's own messages are
// given explicitly where it has them.
z.config(z.locales.es());

/** PostgreSQL `integer`. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export const FIELD_MESSAGES = {
  controlCharacters: 'El texto contiene caracteres no permitidos',
  lineBreaks: 'No se permiten saltos de línea en este campo.',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  wholeNumber: 'Ingresa un número entero válido',
  id: 'Identificador no válido',
  version: 'Versión no válida',
} as const;

/**
 * C0 controls and DEL, except tab, line feed and carriage return (multi-line notes keep their lines),
 * and lone UTF-16 surrogates. PostgreSQL refuses NUL in text and a lone surrogate in JSON outright;
 * the others have no business in a form either.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Line breaks of any kind (CR, LF, NEL, and Unicode's line and paragraph separators) and tabs: a
 * single-line field (a name, an e-mail, a phone, a search term) has none. A CR/LF in a name would
 * otherwise start a new line in an e-mail's headers, a PDF or a log (issue 23, Medium 5).
 */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]/;

export function hasLineBreaks(value: string): boolean {
  return LINE_BREAKS.test(value);
}

/**
 * A single-line string: no control characters and no line breaks, each with its Spanish message.
 * Every single-line field of every request schema is built from this (mostly through `boundedText`);
 * further rules (trim, max, regex) chain on it. The property test `single-line-fields.test.ts` walks
 * every write schema and fails for a field that lets a line break through.
 */
export function singleLine(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters)
    .refine((value) => !hasLineBreaks(value), FIELD_MESSAGES.lineBreaks);
}

/**
 * A single-line string of at most `max` characters (the length of its column), trimmed. Further
 * rules (min, regex) chain on it. Free text that may span lines uses `multiLineText`.
 */
export function boundedText(max: number, message: string = FIELD_MESSAGES.tooLong(max)) {
  return singleLine().trim().max(max, message);
}

/**
 * Free text that may keep its lines (a description, a note, a complaint's detail): line feeds, carriage
 * returns and tabs are allowed, every other control character is refused; trimmed and bounded.
 */
export function multiLineText(max: number, message: string = FIELD_MESSAGES.tooLong(max)) {
  return z
    .string()
    .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters)
    .trim()
    .max(max, message);
}

/** A whole number within PostgreSQL's `integer` (or a narrower range). */
export function int32(
  bounds: { min?: number; max?: number } = {},
  message: string = FIELD_MESSAGES.wholeNumber,
) {
  return z
    .number({ error: message })
    .int(message)
    .min(Math.max(bounds.min ?? INT32_MIN, INT32_MIN), message)
    .max(Math.min(bounds.max ?? INT32_MAX, INT32_MAX), message);
}

/** A serial primary key in a JSON body. */
export const idSchema = int32({ min: 1 }, FIELD_MESSAGES.id);

/** A serial primary key in a path or query string ('12'). */
export const idParamSchema = z.coerce
  .number({ error: FIELD_MESSAGES.id })
  .int(FIELD_MESSAGES.id)
  .min(1, FIELD_MESSAGES.id)
  .max(INT32_MAX, FIELD_MESSAGES.id);

/** An optimistic-lock version as the client last read it. */
export const versionSchema = int32({ min: 1 }, FIELD_MESSAGES.version);
