import {
  EMPLOYMENT_TYPES,
  FINANCING_MESSAGES,
  financingRequestSchema,
  INCOME_RANGES,
} from '@motorplaza/domain/leads/financing-request.schema';
import { z } from 'zod';

/**
 * The API's request schema with what the form holds: unticked boxes and selects left on their
 * placeholder ('') fail with the schema's own messages.
 */
export const financingFormSchema = financingRequestSchema.extend({
  consentimientoPrivacidad: z.boolean().pipe(financingRequestSchema.shape.consentimientoPrivacidad),
  rangoIngresos: z.string().pipe(z.enum(INCOME_RANGES, { error: FINANCING_MESSAGES.rangoIngresos })),
  tipoEmpleo: z.string().pipe(z.enum(EMPLOYMENT_TYPES, { error: FINANCING_MESSAGES.tipoEmpleo })),
});
export type FinancingFormValues = z.input<typeof financingFormSchema>;
export type FinancingFormOutput = z.output<typeof financingFormSchema>;

export const FINANCING_FIELDS = [
  'nombreCompleto',
  'dni',
  'correo',
  'celular',
  'rangoIngresos',
  'tipoEmpleo',
  'comentarios',
  'consentimientoPrivacidad',
  'inicial',
  'plazo',
] as const satisfies readonly (keyof FinancingFormValues)[];
