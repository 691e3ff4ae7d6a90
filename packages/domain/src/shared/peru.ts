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
export const celularSchema = boundedText(9, PERU_MESSAGES.celular).regex(
  CELULAR_PATTERN,
  PERU_MESSAGES.celular,
);
export const rucSchema = boundedText(11, PERU_MESSAGES.ruc).regex(RUC_PATTERN, PERU_MESSAGES.ruc);
export const correoSchema = boundedText(CORREO_MAX, PERU_MESSAGES.correo).pipe(z.email(PERU_MESSAGES.correo));
