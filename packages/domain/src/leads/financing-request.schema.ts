import { z } from 'zod';
import { PLAZO_MAX, PLAZO_MIN } from '../financing/financing-params';
import { interestRequestSchema } from './interest.schema';

/**
 * 'Solicitar evaluación' (issue 26): the buyer's contact and consents as on 'Estoy interesado', the
 * scenario's two choices (down payment in soles, term) and the two facts a partner bank asks first.
 * The server recomputes every figure from the settings; the client sends no instalment or rate.
 */
export const INCOME_RANGES = [
  'HASTA_2000',
  'DE_2001_4000',
  'DE_4001_7000',
  'DE_7001_12000',
  'MAS_12000',
] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];
export const INCOME_RANGE_LABELS: Record<IncomeRange, string> = {
  HASTA_2000: 'Hasta S/ 2,000',
  DE_2001_4000: 'De S/ 2,001 a S/ 4,000',
  DE_4001_7000: 'De S/ 4,001 a S/ 7,000',
  DE_7001_12000: 'De S/ 7,001 a S/ 12,000',
  MAS_12000: 'Más de S/ 12,000',
};

export const EMPLOYMENT_TYPES = ['DEPENDIENTE', 'INDEPENDIENTE', 'EMPRESARIO', 'JUBILADO', 'OTRO'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  DEPENDIENTE: 'Dependiente',
  INDEPENDIENTE: 'Independiente',
  EMPRESARIO: 'Empresario',
  JUBILADO: 'Jubilado/pensionista',
  OTRO: 'Otro',
};

export const FINANCING_MESSAGES = {
  rangoIngresos: 'Elige tu rango de ingresos mensuales',
  tipoEmpleo: 'Elige tu tipo de empleo',
  inicial: 'Ingresa la cuota inicial en soles',
  plazo: `Elige un plazo entre ${PLAZO_MIN} y ${PLAZO_MAX} meses`,
  notQualified: 'Este vehículo no califica para el crédito vehicular.',
  created: '¡Gracias! Un asesor revisará tu evaluación y te contactará muy pronto.',
} as const;

export const FINANCING_RULES =
  'Reglas que el esquema no expresa: `idAuto` es un vehículo disponible (si no, 404) que califica para el crédito según los ajustes (año del modelo, financiamiento activo; si no, 400); `inicial` es al menos la cuota inicial mínima de los ajustes y menor que el precio en soles (400). Cuota, TEA y TCEA se recalculan en el servidor.';

const contact = interestRequestSchema.shape;

export const financingRequestSchema = z
  .object({
    idAuto: contact.idAuto,
    nombreCompleto: contact.nombreCompleto,
    dni: contact.dni,
    correo: contact.correo,
    celular: contact.celular,
    comentarios: contact.comentarios,
    consentimientoPrivacidad: contact.consentimientoPrivacidad,
    consentimientoMarketing: contact.consentimientoMarketing,
    /** The down payment in soles. */
    inicial: z.number({ error: FINANCING_MESSAGES.inicial }).min(0, FINANCING_MESSAGES.inicial).max(1e9),
    plazo: z
      .number({ error: FINANCING_MESSAGES.plazo })
      .int(FINANCING_MESSAGES.plazo)
      .min(PLAZO_MIN, FINANCING_MESSAGES.plazo)
      .max(PLAZO_MAX, FINANCING_MESSAGES.plazo),
    rangoIngresos: z.enum(INCOME_RANGES, { error: FINANCING_MESSAGES.rangoIngresos }),
    tipoEmpleo: z.enum(EMPLOYMENT_TYPES, { error: FINANCING_MESSAGES.tipoEmpleo }),
  })
  .describe(FINANCING_RULES);
export type FinancingRequest = z.input<typeof financingRequestSchema>;

/** The scenario stored with a financing lead, as the staff read it in the lead's detail. */
export const leadFinancingSchema = z.object({
  entidad: z.string(),
  precioUsd: z.number(),
  tipoCambio: z.number(),
  precioSoles: z.number(),
  inicial: z.number(),
  plazo: z.number().int(),
  cuotaMensual: z.number(),
  tea: z.number(),
  tcea: z.number(),
  interesesTotales: z.number(),
  rangoIngresos: z.enum(INCOME_RANGES),
  tipoEmpleo: z.enum(EMPLOYMENT_TYPES),
});
export type LeadFinancing = z.infer<typeof leadFinancingSchema>;
