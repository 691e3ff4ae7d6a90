import { z } from 'zod';
import { boundedText, trimmedAtLeast, WHITE_SPACE } from './fields';

/** Peruvian identity and contact formats, with their Spanish messages. */
export const PERU_MESSAGES = {
  dni: 'El DNI debe tener 8 dígitos',
  celular: 'El celular debe tener 9 dígitos y empezar con 9',
  ruc: 'El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20',
  correo: 'Por favor ingresa un correo válido',
} as const;

// Digits as [0-9]: in other regular-expression engines reading the OpenAPI document, \d also
// matches other scripts' digits.
export const DNI_PATTERN = /^[0-9]{8}$/;
export const CELULAR_PATTERN = /^9[0-9]{8}$/;
export const RUC_PATTERN = /^(10|15|17|20)[0-9]{9}$/;
/** An e-mail address as zod's `z.email()` reads it, as a pattern the OpenAPI document carries. */
export const EMAIL_PATTERN = z.regexes.email;

/** White space as `trim` removes it, for patterns that let a field be left blank. */
const BLANK = `[${WHITE_SPACE}]*`;

/** `pattern` (anchored), or a blank text (which the field reads as empty). */
export function blankOr(pattern: RegExp): RegExp {
  const body = pattern.source.replace(/^\^/, '').replace(/\$$/, '');
  return new RegExp(`^(?:${BLANK}|${body})$`, pattern.flags);
}

/** The longest e-mail address any table keeps. */
export const CORREO_MAX = 150;

export const dniSchema = boundedText(8, PERU_MESSAGES.dni).regex(DNI_PATTERN, PERU_MESSAGES.dni);
/**
 * How long a phone may be as typed: '+51 987 654 321' or '(01) 640-2500' with their spaces, dashes,
 * points and brackets, which are dropped before the digits are checked (issue 22: 'Celular' cut
 * '987 654 321' to '987 654 3').
 */
export const PHONE_INPUT_MAX = 20;

/** What `stripPhoneSeparators` drops (white space as `trim` reads it, points, dashes, brackets), any number of them. */
export const SEPARATORS = `[${WHITE_SPACE}.()-]*`;

/**
 * A celular as people type it, exactly as `normalizeCelular` and the 9-digit rule accept it: 9 digits
 * starting with 9, optionally after +51, 0051 or 51, with separators anywhere (for the document).
 */
export const CELULAR_INPUT_PATTERN = new RegExp(
  `^${SEPARATORS}(?:(?:(?:\\+|0${SEPARATORS}0)${SEPARATORS})?5${SEPARATORS}1${SEPARATORS})?9(?:${SEPARATORS}[0-9]){8}${SEPARATORS}$`,
);

/** '987 654 321', '987-654-321' and '+51 987.654.321' all become '987654321'. */
export function normalizeCelular(value: string): string {
  return stripPhoneSeparators(value).replace(/^(?:\+|00)?51(?=9\d{8}$)/, '');
}

/** The digits (and a leading +) of a phone as typed. */
export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

/**
 * An optional celular as typed: blank (nothing but separators) or 9 digits starting with 9, normalised
 * to its digits ('' when blank).
 */
export function optionalCelular() {
  return (
    boundedText(PHONE_INPUT_MAX, PERU_MESSAGES.celular)
      .regex(new RegExp(`^${SEPARATORS}$|${CELULAR_INPUT_PATTERN.source}`), PERU_MESSAGES.celular)
      .transform(normalizeCelular)
      // What is stored: 9 digits at most, the column's length (the pattern above already ensures it).
      .pipe(z.string().max(9, PERU_MESSAGES.celular))
  );
}

/** A required celular: blank gets `emptyMessage`, anything else must be 9 digits starting with 9. */
export function requiredCelular(emptyMessage: string = PERU_MESSAGES.celular) {
  return (
    boundedText(PHONE_INPUT_MAX, PERU_MESSAGES.celular)
      .regex(trimmedAtLeast(1), emptyMessage)
      .regex(CELULAR_INPUT_PATTERN, PERU_MESSAGES.celular)
      .transform(normalizeCelular)
      // What is stored: 9 digits at most, the column's length (the pattern above already ensures it).
      .pipe(z.string().max(9, PERU_MESSAGES.celular))
  );
}

export const celularSchema = requiredCelular();
export const rucSchema = boundedText(11, PERU_MESSAGES.ruc).regex(RUC_PATTERN, PERU_MESSAGES.ruc);
export const correoSchema = boundedText(CORREO_MAX, PERU_MESSAGES.correo).regex(
  EMAIL_PATTERN,
  PERU_MESSAGES.correo,
);
