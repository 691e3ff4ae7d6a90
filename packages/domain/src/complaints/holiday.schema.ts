import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { requiredText } from '../shared/fields';

/**
 * Peruvian public holidays (the `feriado` table): the complaints book's term counts business days
 * without them. ADMIN lists, adds and removes them, so the deadlines stay right in future years
 * (docs/decisions/0028).
 */

export const HOLIDAY_MESSAGES = {
  fecha: 'Elige la fecha del feriado',
  nombre: 'Escribe el nombre del feriado',
  duplicate: 'Esa fecha ya está registrada como feriado.',
  notFound: 'Ese feriado no está registrado.',
  builtIn:
    'Los feriados nacionales que trae el sistema no se eliminan; solo los agregados por un administrador.',
  created: 'Feriado agregado.',
  deleted: 'Feriado eliminado.',
  weekend: 'Esa fecha cae en sábado o domingo: no cambia ningún plazo.',
} as const;

/** A real calendar day (zod's pattern) of a year from 2000 to 2100. */
const dateSchema = z.iso.date(HOLIDAY_MESSAGES.fecha).regex(/^(?:20[0-9]{2}|2100)-/, HOLIDAY_MESSAGES.fecha);

export const holidayCreateSchema = z.object({
  fecha: dateSchema,
  nombre: requiredText(COLUMN_LENGTHS.feriado.nombre, HOLIDAY_MESSAGES.nombre, 3),
});
export type HolidayCreateRequest = z.input<typeof holidayCreateSchema>;

export const holidayParamsSchema = z.object({ fecha: dateSchema });

/** GET /feriados?anio=2027 (default: every year). */
export const holidayQuerySchema = z.object({
  anio: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const holidaySchema = z.object({
  fecha: z.iso.date(),
  nombre: z.string(),
  /** Added by an administrator (it can be removed); false for the national holidays the system brings. */
  agregado: z.boolean(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ feriados: z.array(holidaySchema) }),
});
export const holidaySavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ feriado: holidaySchema }),
});
export const holidayDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
