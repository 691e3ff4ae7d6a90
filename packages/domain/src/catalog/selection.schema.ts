import { z } from 'zod';
import { VEHICLE_STATUSES } from '../vehicles/status';
import { catalogVehicleSchema } from './catalog-vehicle.schema';
import { parseIdList } from './compare';

/**
 * `GET /api/v1/catalogo/seleccion?autos=1,2,3`: the current price and state of the cars a visitor keeps
 * in 'Favoritos' (issue 26). Bounded, and a car that was never public answers as one that does not
 * exist, so the list reveals nothing the public pages did not show.
 */
export const SELECTION_MAX = 30;
export const selectionQuerySchema = z.object({
  autos: z
    .string({ error: 'Indica los autos (autos=1,2,3).' })
    .max(400, 'Demasiados autos en la consulta.')
    .transform((raw, ctx) => {
      const ids = parseIdList(raw);
      if (ids === null || ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Indica los autos como números separados por comas.' });
        return z.NEVER;
      }
      if (ids.length > SELECTION_MAX) {
        ctx.addIssue({ code: 'custom', message: `Puedes consultar hasta ${SELECTION_MAX} autos a la vez.` });
        return z.NEVER;
      }
      return ids;
    })
    .meta({
      description: `Ids de autos separados por comas (máximo ${SELECTION_MAX}).`,
      pattern: `^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,${SELECTION_MAX - 1}}$`,
    }),
});

export const selectionItemSchema = z.object({
  idAuto: z.number().int(),
  /** Null when the car does not exist, was archived, or was never public: 'Ya no está disponible'. */
  automovil: catalogVehicleSchema.extend({ estadoDes: z.enum(VEHICLE_STATUSES) }).nullable(),
});
export type SelectionItem = z.infer<typeof selectionItemSchema>;

export const selectionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ automoviles: z.array(selectionItemSchema) }),
});
