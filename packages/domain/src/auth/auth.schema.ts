import { z } from 'zod';
import { sessionUserSchema } from '../access/session-user';
import { errorEnvelopeSchema } from '../http/errors';
import { NO_CONTROL_CHARACTERS, trimmedAtLeast } from '../shared/fields';
import { CORREO_MAX, EMAIL_PATTERN } from '../shared/peru';
import { LOGIN_MESSAGES } from './login-messages';

export const LOGIN_PASSWORD_MIN = 3;

export const loginRequestSchema = z.object({
  correo: z
    .string({ error: LOGIN_MESSAGES.correoRequired })
    .max(CORREO_MAX, LOGIN_MESSAGES.correoInvalid)
    .trim()
    .regex(trimmedAtLeast(1), { error: LOGIN_MESSAGES.correoRequired, abort: true })
    .regex(NO_CONTROL_CHARACTERS, LOGIN_MESSAGES.correoInvalid)
    .regex(EMAIL_PATTERN, LOGIN_MESSAGES.correoInvalid),
  contrasena: z
    .string({ error: LOGIN_MESSAGES.contrasenaRequired })
    .min(1, { error: LOGIN_MESSAGES.contrasenaRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN, LOGIN_MESSAGES.contrasenaMin)
    .max(200, LOGIN_MESSAGES.invalidCredentials),
  /** 'Recordar mi sesión' (spec 000 §2): false keeps the cookies for this browser session only. */
  recordar: z.boolean().default(true),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * Spec 000 §3: login answers `{ jwt }`, a failure `{ error }`; refresh answers `{ jwt }`. A failure
 * is also the API's envelope (docs/decisions/0064-sign-in-failures-in-the-envelope.md):
 * `{ success: false, message, errors?, error }`, `error` repeating `message` for the spec's clients.
 */
export const loginResponseSchema = z.object({
  jwt: z.string(),
  /** Issue 23: present (true) when an administrator set the password; the user must change it first. */
  debeCambiarContrasena: z.literal(true).optional(),
});
export const loginFailureSchema = errorEnvelopeSchema.extend({ error: z.string() });
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/** A failed sign-in's body: the envelope, and `error` for the spec's clients. */
export function loginFailure(message: string): LoginFailure {
  return { success: false, message, error: message };
}
export const refreshResponseSchema = z.object({ jwt: z.string() });
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/**
 * GET /auth/sesion: the caller's session as the server reads it now, and its version (the
 * X-Session-Version header's value); open tabs ask every few seconds (decision 0044).
 */
export const sessionStateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ version: z.string(), usuario: sessionUserSchema }),
});
