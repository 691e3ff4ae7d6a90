import { passwordProblem } from '@motorplaza/domain/auth/password-policy';
import {
  PROFILE_MESSAGES,
  type Profile,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@motorplaza/domain/auth/profile.schema';
import { z } from 'zod';

const { nombres, apellidos, celular } = profileUpdateSchema.shape;

/**
 * The form's view of PUT /auth/perfil: the password fields start empty and an empty new password
 * means "keep the current one", so they are plain strings here and dropped from the request.
 */
export const profileFormSchema = z
  .object({
    nombres,
    apellidos,
    celular,
    contrasenaActual: z.string(),
    contrasenaNueva: z.string(),
  })
  .refine((value) => !value.contrasenaNueva || value.contrasenaActual !== '', {
    path: ['contrasenaActual'],
    message: PROFILE_MESSAGES.currentPasswordRequired,
  })
  // The API's rules (passwordProblem); the e-mail, not in this form, is checked by the API as well.
  .superRefine((value, ctx) => {
    const problem = value.contrasenaNueva ? passwordProblem(value.contrasenaNueva, value) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['contrasenaNueva'], message: problem });
  });
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function profileFormDefaults(profile: Profile): ProfileFormValues {
  return {
    nombres: profile.nombres,
    apellidos: profile.apellidos,
    celular: profile.celular,
    contrasenaActual: '',
    contrasenaNueva: '',
  };
}

export function profileUpdateRequest(values: ProfileFormValues, version: number): ProfileUpdate {
  const { contrasenaActual, contrasenaNueva, ...data } = values;
  return contrasenaNueva ? { ...data, contrasenaActual, contrasenaNueva, version } : { ...data, version };
}
