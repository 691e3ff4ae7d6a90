import { z } from 'zod';

/** Spec 000 §5: login validation messages, verbatim. */
export const LOGIN_MESSAGES = {
  correoRequired: 'El correo electrónico es requerido',
  correoInvalid: 'Por favor ingresa un correo válido',
  contrasenaRequired: 'La contraseña es requerida',
  contrasenaMin: 'La contraseña debe tener al menos 3 caracteres',
  invalidCredentials: 'Correo o contraseña incorrectos',
  throttled: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
  refreshFailed: 'Error al renovar el token',
  sessionEnded: 'Tu sesión ha finalizado. Inicia sesión nuevamente.',
  inactive: 'Tu usuario está inactivo. Contacta al administrador del sistema.',
} as const;

export const LOGIN_PASSWORD_MIN = 3;

export const loginRequestSchema = z.object({
  correo: z
    .string({ error: LOGIN_MESSAGES.correoRequired })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.correoRequired, abort: true })
    .max(150, LOGIN_MESSAGES.correoInvalid)
    .pipe(z.email(LOGIN_MESSAGES.correoInvalid)),
  contrasena: z
    .string({ error: LOGIN_MESSAGES.contrasenaRequired })
    .min(1, { error: LOGIN_MESSAGES.contrasenaRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN, LOGIN_MESSAGES.contrasenaMin)
    .max(200, LOGIN_MESSAGES.invalidCredentials),
  /** 'Recordar mi sesión' (spec 000 §2): false keeps the cookies for this browser session only. */
  recordar: z.boolean().default(true),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Spec 000 §3: login answers `{ jwt }`, a failure `{ error }`; refresh answers `{ jwt }`. */
export const loginResponseSchema = z.object({ jwt: z.string() });
export const loginFailureSchema = z.object({ error: z.string() });
export const refreshResponseSchema = z.object({ jwt: z.string() });
export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const ACCESS_TOKEN_COOKIE = 'jwt';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** Access tokens live 15 minutes; the guards refresh when fewer than 60 s remain. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TOKEN_EXPIRY_MARGIN_SECONDS = 60;
