import { z } from 'zod';
import { ROLES } from '../access/roles';
import { CELULAR_PATTERN, PERU_MESSAGES } from '../shared/peru';

/** Messages of the 'Actualizar Perfil' form; the field messages follow spec 001's user form. */
export const PROFILE_MESSAGES = {
  nombresRequired: 'Completa el nombre',
  apellidosRequired: 'Completa los apellidos',
  celularRequired: 'Completa el número celular',
  contrasenaMin: 'Contraseña mínimo de 6 caracteres',
  contrasenaActualRequired: 'Ingresa tu contraseña actual para cambiarla',
  contrasenaNuevaRequired: 'Ingresa la nueva contraseña',
  updated: 'Perfil actualizado correctamente',
} as const;

export const PROFILE_PASSWORD_MIN = 6;

/** GET /auth/perfil: the signed-in user's own data. */
export const profileSchema = z.object({
  idUsuario: z.number().int().positive(),
  nombres: z.string(),
  apellidos: z.string(),
  correo: z.string(),
  celular: z.string(),
  foto: z.string().nullable(),
  rol: z.enum(ROLES),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ perfil: profileSchema }),
});

/**
 * PUT /auth/perfil. Both passwords are optional and an empty string counts as absent, so the form
 * and the API read the same schema; a new password needs the current one.
 */
export const profileUpdateSchema = z
  .object({
    nombres: z.string().trim().min(1, PROFILE_MESSAGES.nombresRequired).max(100),
    apellidos: z.string().trim().min(1, PROFILE_MESSAGES.apellidosRequired).max(100),
    celular: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.celularRequired)
      .regex(CELULAR_PATTERN, PERU_MESSAGES.celular),
    contrasenaActual: z.string().max(200).optional(),
    contrasenaNueva: z
      .union([z.literal(''), z.string().min(PROFILE_PASSWORD_MIN, PROFILE_MESSAGES.contrasenaMin).max(200)])
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.contrasenaNueva && !value.contrasenaActual) {
      ctx.addIssue({
        code: 'custom',
        path: ['contrasenaActual'],
        message: PROFILE_MESSAGES.contrasenaActualRequired,
      });
    }
    if (value.contrasenaActual && !value.contrasenaNueva) {
      ctx.addIssue({
        code: 'custom',
        path: ['contrasenaNueva'],
        message: PROFILE_MESSAGES.contrasenaNuevaRequired,
      });
    }
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /auth/perfil answers a new access token carrying the updated name. */
export const profileUpdateResponseSchema = z.object({ success: z.literal(true), jwt: z.string() });
