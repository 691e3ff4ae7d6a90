import { INTEREST_MESSAGES, interestRequestSchema } from '@motorplaza/domain/leads/interest.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { z } from 'zod';

/**
 * The API's own request schema, with what an HTML form holds: an unticked consent box, an empty date
 * field meaning "no date", and a date already past caught here as well as on the server.
 */
export const interestFormSchema = interestRequestSchema.extend({
  // An unticked box is `false`: the form starts there, and only `true` passes.
  consentimientoPrivacidad: z.boolean().pipe(interestRequestSchema.shape.consentimientoPrivacidad),
  fechaCita: z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso
      .date(INTEREST_MESSAGES.fechaCita)
      .refine((date) => date >= todayInLima(), INTEREST_MESSAGES.fechaCita)
      .nullable()
      .optional(),
  ),
});
export type InterestFormValues = z.input<typeof interestFormSchema>;
export type InterestFormOutput = z.output<typeof interestFormSchema>;

/** Fields whose server messages are shown under the field itself. */
export const INTEREST_FIELDS = [
  'nombreCompleto',
  'dni',
  'correo',
  'celular',
  'fechaCita',
  'comentarios',
  'consentimientoPrivacidad',
  'consentimientoMarketing',
] as const satisfies readonly (keyof InterestFormValues)[];
