import { z } from 'zod';

/** Spec 001 §7: GET /usuario/permisos answers the permission names. */
export const permissionsResponseSchema = z.object({
  success: z.literal(true),
  permisos: z.array(z.string()),
});

/** Spec 001 §7: GET /usuario/list, the staff selector. */
export const staffListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    usuarios: z.array(
      z.object({ idUsuario: z.number().int(), nombresCompletos: z.string(), rol: z.string() }),
    ),
  }),
});
