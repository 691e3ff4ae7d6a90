import { z } from 'zod';
import { ROLES } from '../access/roles';
import { CELULAR_PATTERN, PERU_MESSAGES } from '../shared/peru';

/** Spec 001 §5 "User form" messages, verbatim. */
export const USER_FORM_MESSAGES = {
  nombres: 'Completa el nombre',
  apellidos: 'Completa los apellidos',
  dni: 'Completa el DNI',
  correo: 'Completa el correo electrónico',
  celular: 'Completa el número celular',
  contrasenaMin: 'Contraseña mínimo de 6 caracteres',
  invalidForm: 'Por favor, corrija los errores antes de enviar el formulario.',
} as const;

export const USER_PASSWORD_MIN = 6;

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Ingresa tu contraseña actual para cambiarla',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  updated: 'Tu perfil se actualizó correctamente.',
} as const;

export const profileSchema = z.object({
  idUsuario: z.number().int(),
  nombres: z.string(),
  apellidos: z.string(),
  correo: z.string(),
  celular: z.string(),
  foto: z.string().nullable(),
  rol: z.enum(ROLES),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in user's own changes: names, mobile and, optionally, the password. */
export const profileUpdateSchema = z
  .object({
    nombres: z.string().trim().min(1, USER_FORM_MESSAGES.nombres).max(100),
    apellidos: z.string().trim().min(1, USER_FORM_MESSAGES.apellidos).max(100),
    celular: z
      .string()
      .trim()
      .min(1, USER_FORM_MESSAGES.celular)
      .regex(CELULAR_PATTERN, PERU_MESSAGES.celular),
    contrasenaActual: z.string().max(200).optional(),
    contrasenaNueva: z.string().min(USER_PASSWORD_MIN, USER_FORM_MESSAGES.contrasenaMin).max(200).optional(),
    version: z.number().int(),
  })
  .refine((value) => !value.contrasenaNueva || Boolean(value.contrasenaActual), {
    path: ['contrasenaActual'],
    message: PROFILE_MESSAGES.currentPasswordRequired,
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ perfil: profileSchema }),
});
/** The saved profile answers a new access token, which carries the new name. */
export const profileSavedResponseSchema = z.object({ success: z.literal(true), jwt: z.string() });
