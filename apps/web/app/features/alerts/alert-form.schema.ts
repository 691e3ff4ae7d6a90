import { alertCreateSchema } from '@motorplaza/domain/alerts/alert.schema';
import { z } from 'zod';

/** The API's own request schema, with an unticked consent box as the form holds it. */
export const alertFormSchema = alertCreateSchema.extend({
  consentimientoPrivacidad: z.boolean().pipe(alertCreateSchema.shape.consentimientoPrivacidad),
});
export type AlertFormValues = z.input<typeof alertFormSchema>;
export type AlertFormOutput = z.output<typeof alertFormSchema>;

export const ALERT_FIELDS = [
  'correo',
  'consentimientoPrivacidad',
] as const satisfies readonly (keyof AlertFormValues)[];
