import { z } from 'zod';
import { requiredText } from '../shared/fields';

/**
 * The dealership's financing partner terms (issue 26; docs/decisions/0076-credit-simulation.md). Staff
 * edit them through the settings (`PUT /ajustes`); a new installation starts with DEFAULT_FINANCING.
 * Rates are fractions: 0.139 is 13.9 %.
 */
export const PLAZO_MIN = 12;
export const PLAZO_MAX = 60;

const rate = (max: number, message: string) => z.number({ error: message }).min(0, message).max(max, message);

export const financingParamsSchema = z
  .object({
    /** Whether the vehicle pages offer 'Simula tu crédito' at all. */
    activo: z.boolean(),
    /** The partner named next to every instalment. */
    entidad: requiredText(80, 'Completa la entidad financiera', 2),
    /** Tasa efectiva anual of the loan. */
    tea: rate(1, 'La TEA es un porcentaje entre 0 % y 100 %'),
    /** Desgravamen (credit life) insurance: monthly share of the outstanding balance. */
    desgravamenMensual: rate(0.01, 'El seguro de desgravamen es un porcentaje mensual entre 0 % y 1 %'),
    /** Vehicle insurance: yearly share of the car's price, charged in twelfths. */
    seguroVehicularAnual: rate(0.2, 'El seguro vehicular es un porcentaje anual entre 0 % y 20 %'),
    /** The least down payment, as a share of the price. */
    inicialMinima: rate(0.9, 'La cuota inicial mínima es un porcentaje entre 0 % y 90 %'),
    /** Cars older than this model year are not financed (spec 001 §7: credit from 2015 on). */
    anioMinimo: z.number().int().min(1990, 'Año no válido').max(2100, 'Año no válido'),
  })
  .meta({
    description:
      'Condiciones del crédito vehicular del socio financiero; tasas como fracción (0.139 = 13,9 %).',
  });
export type FinancingParams = z.infer<typeof financingParamsSchema>;

/** Terms a Lima bank quoted for used-car credit in 2026 (decision 0076); staff replace them. */
export const DEFAULT_FINANCING: FinancingParams = {
  activo: true,
  entidad: 'Banco aliado',
  tea: 0.139,
  desgravamenMensual: 0.00077,
  seguroVehicularAnual: 0.035,
  inicialMinima: 0.2,
  anioMinimo: 2015,
};

/** Whether a car of this model year and price can be simulated. */
export function qualifiesForCredit(params: FinancingParams, anio: number, precioUsd: number): boolean {
  return params.activo && anio >= params.anioMinimo && precioUsd > 0;
}
