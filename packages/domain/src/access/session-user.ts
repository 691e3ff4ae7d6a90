import { z } from 'zod';
import { ROLES } from './roles';

/** The signed-in user as carried by the access token (spec 000 §3: sub, nombre, rol, foto). */
export const sessionUserSchema = z.object({
  sub: z.number().int().positive(),
  nombre: z.string(),
  rol: z.enum(ROLES),
  foto: z.string().nullable(),
  permisos: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
