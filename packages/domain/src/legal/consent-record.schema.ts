import { z } from 'zod';

/** The forms whose consent is recorded, and the withdrawal of marketing consent (docs/decisions/0029). */
export const CONSENT_FORMS = [
  'INTERES',
  'VENTA_AUTO',
  'RECLAMO',
  'BAJA_MARKETING',
  'ALERTA',
  'BAJA_ALERTA',
] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

export const CONSENT_FORM_LABELS: Record<ConsentForm, string> = {
  INTERES: 'Interés en un vehículo',
  VENTA_AUTO: 'Vende tu auto',
  RECLAMO: 'Libro de Reclamaciones',
  BAJA_MARKETING: 'Baja de publicidad',
  ALERTA: 'Alerta de catálogo',
  BAJA_ALERTA: 'Baja de alerta de catálogo',
};

/** One record of a person's consent history, as the staff read it (the address stays in the database). */
export const consentRecordSchema = z.object({
  id: z.number().int(),
  formulario: z.enum(CONSENT_FORMS),
  fecha: z.iso.datetime({ offset: true }),
  aceptaPrivacidad: z.boolean(),
  aceptaMarketing: z.boolean(),
  versionPolitica: z.string(),
  /** The texts shown beside the boxes, one per line. */
  texto: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** A policy version (its last-updated day, yyyy-MM-dd) as staff read it: dd/MM/yyyy. */
export function policyVersionLabel(version: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : version;
}
