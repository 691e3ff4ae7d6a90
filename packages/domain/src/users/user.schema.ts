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

/** Spec 001 §3 "Log entry" and §7: GET /usuario/logs. */
export const movementSchema = z.object({
  idLog: z.number().int(),
  usuario: z.string(),
  accion: z.string(),
  fecha: z.iso.datetime({ offset: true }),
});
export const movementsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ logs: z.array(movementSchema) }),
});
