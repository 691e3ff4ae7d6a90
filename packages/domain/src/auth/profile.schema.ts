import { z } from 'zod';
import { ROLES } from '../access/roles';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { requiredText, versionSchema } from '../shared/fields';
import { requiredCelular } from '../shared/peru';
import {
  checkPersonalPassword,
  newPasswordSchema,
  PASSWORD_MESSAGES,
  USER_PASSWORD_MAX,
} from './password-policy';

/** Spec 001 §5 "User form" messages, verbatim. */
export const USER_FORM_MESSAGES = {
  nombres: 'Completa el nombre',
  apellidos: 'Completa los apellidos',
  dni: 'Completa el DNI',
  correo: 'Completa el correo electrónico',
  celular: 'Completa el número celular',
  contrasenaMin: PASSWORD_MESSAGES.min,
  invalidForm: 'Por favor, corrija los errores antes de enviar el formulario.',
} as const;

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
    nombres: requiredText(COLUMN_LENGTHS.usuario.nombres, USER_FORM_MESSAGES.nombres),
    apellidos: requiredText(COLUMN_LENGTHS.usuario.apellidos, USER_FORM_MESSAGES.apellidos),
    celular: requiredCelular(USER_FORM_MESSAGES.celular),
    contrasenaActual: z.string().max(USER_PASSWORD_MAX).optional(),
    contrasenaNueva: newPasswordSchema.optional(),
    version: versionSchema,
  })
  .refine((value) => !value.contrasenaNueva || Boolean(value.contrasenaActual), {
    path: ['contrasenaActual'],
    message: PROFILE_MESSAGES.currentPasswordRequired,
  })
  // The e-mail is not part of this form: the API checks it too (passwordProblem with the stored row).
  .superRefine((value, ctx) => checkPersonalPassword(value.contrasenaNueva, value, ctx, 'contrasenaNueva'))
  .describe(
    'Reglas que el esquema no expresa: con `contrasenaNueva` va `contrasenaActual`, la contraseña ' +
      'actual del usuario; `contrasenaNueva` no es una de las contraseñas más comunes ni contiene el ' +
      'nombre, los apellidos o el correo del usuario.',
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ perfil: profileSchema }),
});
/** The saved profile answers a new access token, which carries the new name. */
export const profileSavedResponseSchema = z.object({ success: z.literal(true), jwt: z.string() });
