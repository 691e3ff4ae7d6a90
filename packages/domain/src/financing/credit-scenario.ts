import { type CreditResult, simulateCredit } from './credit';
import { type FinancingParams, PLAZO_MAX, PLAZO_MIN } from './financing-params';

/**
 * A car's credit scenario as the page shows it and the server stores it with a 'Solicitar evaluación'
 * lead (issue 26): the US$ price turned into soles at the settings' exchange rate, the down payment
 * checked against the least share, the term against 12–60 months. Both sides call this one function,
 * so the figures a buyer reads are the ones the sales team receives.
 */
export const PLAZO_OPTIONS = [12, 24, 36, 48, 60] as const;

export const SCENARIO_MESSAGES = {
  inicialMinima: (minimo: string) => `La cuota inicial mínima es ${minimo}`,
  inicialMaxima: 'La cuota inicial debe ser menor que el precio del auto',
  plazo: `El plazo debe estar entre ${PLAZO_MIN} y ${PLAZO_MAX} meses`,
} as const;

export interface CarPrice {
  /** The car's price in US$ (the catalogue's `precioCompra`). */
  readonly precioUsd: number;
  readonly tipoCambio: number;
}

export interface CreditScenario extends CreditResult {
  readonly precioUsd: number;
  readonly tipoCambio: number;
  readonly precioSoles: number;
  readonly inicial: number;
  readonly plazo: number;
  readonly entidad: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The car's price in soles, to the céntimo. */
export function priceInSoles({ precioUsd, tipoCambio }: CarPrice): number {
  return cents(precioUsd * tipoCambio);
}

/** The least down payment in soles, rounded up to the céntimo. */
export function minimumDownPayment(params: FinancingParams, precioSoles: number): number {
  return Math.ceil(precioSoles * params.inicialMinima * 100 - 1e-6) / 100;
}

/** The model year the credit rule reads: the model year when known, else the year of manufacture. */
export function creditYear(vehicle: { anioModelo: number | null; anioFabricacion: number }): number {
  return vehicle.anioModelo ?? vehicle.anioFabricacion;
}

/** Why a down payment or a term cannot be simulated, or null when both are fine. */
export function scenarioProblem(
  params: FinancingParams,
  precioSoles: number,
  inicial: number,
  plazo: number,
): { field: 'inicial' | 'plazo'; message: string } | null {
  if (!Number.isInteger(plazo) || plazo < PLAZO_MIN || plazo > PLAZO_MAX)
    return { field: 'plazo', message: SCENARIO_MESSAGES.plazo };
  const minimo = minimumDownPayment(params, precioSoles);
  if (!Number.isFinite(inicial) || inicial < minimo)
    return { field: 'inicial', message: SCENARIO_MESSAGES.inicialMinima(formatSoles(minimo)) };
  if (inicial >= precioSoles) return { field: 'inicial', message: SCENARIO_MESSAGES.inicialMaxima };
  return null;
}

/** The full scenario: price in both currencies, the assumptions and the simulation's figures. */
export function creditScenario(
  params: FinancingParams,
  price: CarPrice,
  inicial: number,
  plazo: number,
): CreditScenario {
  const precioSoles = priceInSoles(price);
  const result = simulateCredit(params, { precio: precioSoles, inicial: cents(inicial), plazo });
  return {
    ...result,
    precioUsd: price.precioUsd,
    tipoCambio: price.tipoCambio,
    precioSoles,
    inicial: cents(inicial),
    plazo,
    entidad: params.entidad,
  };
}

const soles = new Intl.NumberFormat('es-PE', {
  style: 'currency',
  currency: 'PEN',
  minimumFractionDigits: 2,
});

/** S/ with thousands separators and céntimos, as instalments are quoted: 'S/ 3,026.26'. */
export function formatSoles(value: number): string {
  return soles.format(value);
}

/** A rate as a Spanish percentage, two decimals by default: 0.139 → '13,90 %'. */
export function formatRate(rate: number, decimals = 2): string {
  return `${(rate * 100).toFixed(decimals).replace('.', ',')} %`;
}
