import { passwordProblem } from '@motorplaza/domain/auth/password-policy';
import { z } from 'zod';

export const FORCED_CHANGE_MESSAGES = {
  actual: 'Ingresa la contraseña que te asignó el administrador',
  confirmacion: 'Las contraseñas no coinciden',
} as const;

/**
 * The forced change's form (issue 23): the administrator's password, then the user's own, twice. The
 * new one follows the API's policy (passwordProblem); the e-mail, which the token does not carry, is
 * checked by the API as well.
 */
export function forcedChangeSchema(nombre: string) {
  return z
    .object({
      contrasenaActual: z.string().min(1, FORCED_CHANGE_MESSAGES.actual),
      contrasenaNueva: z.string(),
      confirmacion: z.string(),
    })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value.contrasenaNueva, { nombres: nombre });
      if (problem) ctx.addIssue({ code: 'custom', path: ['contrasenaNueva'], message: problem });
      if (value.confirmacion !== value.contrasenaNueva)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmacion'],
          message: FORCED_CHANGE_MESSAGES.confirmacion,
        });
    });
}
export type ForcedChangeValues = z.infer<ReturnType<typeof forcedChangeSchema>>;
