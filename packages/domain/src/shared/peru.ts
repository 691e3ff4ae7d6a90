import { z } from 'zod';
import { boundedText } from './fields';

/** Peruvian identity and contact formats, with their Spanish messages. */
export const PERU_MESSAGES = {
  dni: 'El DNI debe tener 8 dígitos',
  celular: 'El celular debe tener 9 dígitos y empezar con 9',
  ruc: 'El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20',
  correo: 'Por favor ingresa un correo válido',
} as const;

export const DNI_PATTERN = /^\d{8}$/;
export const CELULAR_PATTERN = /^9\d{8}$/;
export const RUC_PATTERN = /^(10|15|17|20)\d{9}$/;

/** The longest e-mail address any table keeps. */
export const CORREO_MAX = 150;

export const dniSchema = boundedText(8, PERU_MESSAGES.dni).regex(DNI_PATTERN, PERU_MESSAGES.dni);
/**
 * How long a phone may be as typed: '+51 987 654 321' or '(01) 640-2500' with their spaces, dashes,
 * points and brackets, which are dropped before the digits are checked (issue 22: 'Celular' cut
 * '987 654 321' to '987 654 3').
 */
export const PHONE_INPUT_MAX = 20;

/** '987 654 321', '987-654-321' and '+51 987.654.321' all become '987654321'. */
export function normalizeCelular(value: string): string {
  return stripPhoneSeparators(value).replace(/^(?:\+|00)?51(?=9\d{8}$)/, '');
}

/** The digits (and a leading +) of a phone as typed. */
export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

/** A celular as typed, normalised to its digits: '' or at most the 9 a column keeps. */
export function celularText() {
  return boundedText(PHONE_INPUT_MAX, PERU_MESSAGES.celular)
    .transform(normalizeCelular)
    .pipe(z.string().max(9, PERU_MESSAGES.celular));
}

/** A required celular: blank gets `emptyMessage`, anything else must be 9 digits starting with 9. */
export function requiredCelular(emptyMessage: string = PERU_MESSAGES.celular) {
  return boundedText(PHONE_INPUT_MAX, PERU_MESSAGES.celular)
    .transform(normalizeCelular)
    .pipe(
      z
        .string()
        .min(1, emptyMessage)
        .max(9, PERU_MESSAGES.celular)
        .regex(CELULAR_PATTERN, PERU_MESSAGES.celular),
    );
}

export const celularSchema = requiredCelular();
export const rucSchema = boundedText(11, PERU_MESSAGES.ruc).regex(RUC_PATTERN, PERU_MESSAGES.ruc);
export const correoSchema = boundedText(CORREO_MAX, PERU_MESSAGES.correo).pipe(z.email(PERU_MESSAGES.correo));
