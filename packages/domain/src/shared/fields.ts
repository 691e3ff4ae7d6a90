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
 * and lone UTF-16 surrogates (in a `u` pattern a surrogate range matches only an unpaired one).
 * PostgreSQL refuses NUL in text and a lone surrogate in JSON outright; the others have no business
 * in a form either. Written as a whole-text pattern, so the OpenAPI document carries the rule.
 */
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF';
export const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL}]*$`, 'u');

export function hasControlCharacters(value: string): boolean {
  return !NO_CONTROL_CHARACTERS.test(value);
}

/**
 * Line breaks of any kind (CR, LF, NEL, and Unicode's line and paragraph separators) and tabs: a
 * single-line field (a name, an e-mail, a phone, a search term) has none. A CR/LF in a name would
 * otherwise start a new line in an e-mail's headers, a PDF or a log (issue 23, Medium 5).
 */
export const NO_LINE_BREAKS = /^[^\t\n\r\u0085\u2028\u2029]*$/;

export function hasLineBreaks(value: string): boolean {
  return !NO_LINE_BREAKS.test(value);
}

/**
 * What `trim()` removes and `\s` matches in JavaScript (ECMAScript's white space and line
 * terminators), as the inside of a character class, spelled out so that every regular-expression
 * engine reading the OpenAPI document reads it alike (`\s` differs between them).
 */
export const WHITE_SPACE =
  '\\t\\n\\u000B\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
const TRIMMED = WHITE_SPACE;

/**
 * A text that still has `min` characters once trimmed, as a pattern on the text as sent: two visible
 * characters at least `min - 1` apart (one visible character for `min` 1). Used instead of `.min()`
 * after `.trim()`, whose length a document would read on the untrimmed text (docs/decisions/0065-request-rules-in-the-schemas.md).
 */
export function trimmedAtLeast(min: number): RegExp {
  const visible = `[^${TRIMMED}]`;
  return min <= 1 ? new RegExp(visible) : new RegExp(`${visible}[\\s\\S]{${min - 2},}${visible}`);
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
    .regex(NO_CONTROL_CHARACTERS, FIELD_MESSAGES.controlCharacters)
    .regex(NO_LINE_BREAKS, FIELD_MESSAGES.lineBreaks);
}

/**
 * A single-line string of at most `max` characters (the length of its column) as sent, then trimmed.
 * The length is counted before trimming, as the OpenAPI document's `maxLength` reads it. Further rules
 * (`trimmedAtLeast`, regex) chain on it. Free text that may span lines uses `multiLineText`.
 */
export function boundedText(max: number, message: string = FIELD_MESSAGES.tooLong(max)) {
  return singleLine().max(max, message).trim();
}

/** A single-line text that must be filled (`min` characters once trimmed, 1 by default). */
export function requiredText(
  max: number,
  message: string,
  min = 1,
  tooLong: string = FIELD_MESSAGES.tooLong(max),
) {
  return singleLine(message).max(max, tooLong).trim().regex(trimmedAtLeast(min), message);
}

/**
 * Free text that may keep its lines (a description, a note, a complaint's detail): line feeds, carriage
 * returns and tabs are allowed, every other control character is refused; bounded as sent, then trimmed.
 */
export function multiLineText(max: number, message: string = FIELD_MESSAGES.tooLong(max)) {
  return z.string().regex(NO_CONTROL_CHARACTERS, FIELD_MESSAGES.controlCharacters).max(max, message).trim();
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

/** The quick filters of a list with an active flag: Activos (n) / Inactivos (n) / Todos (n). */
export const stateCountsSchema = z.object({
  activos: z.number().int(),
  inactivos: z.number().int(),
  todos: z.number().int(),
});

/** A page size of a staff list, from its query ('10'); the OpenAPI document lists the sizes. */
export function pageSizeSchema(sizes: readonly number[]) {
  return z.coerce
    .number()
    .int()
    .refine((value) => sizes.includes(value), 'Tamaño de página no válido')
    .meta({ enum: [...sizes] });
}

/** An optimistic-lock version as the client last read it. */
export const versionSchema = int32({ min: 1 }, FIELD_MESSAGES.version);
