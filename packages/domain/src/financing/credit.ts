import type { FinancingParams } from './financing-params';

/**
 * Credit simulation (issue 26; docs/decisions/0076-credit-simulation.md): French amortization as
 * Peruvian banks quote it. The monthly rate is the TEA's effective monthly equivalent; desgravamen is
 * charged on the outstanding balance and folded into the constant instalment (so the instalment does
 * not change month to month); vehicle insurance is a constant twelfth of the yearly premium on the
 * car's price. The TCEA is the annual effective rate of the schedule's cash flows: the amount financed
 * received against every instalment paid, insurance included.
 * Amounts are soles; every figure shown is rounded to céntimos, the arithmetic is not.
 */
export interface CreditInput {
  /** The car's price in soles. */
  readonly precio: number;
  /** The down payment in soles. */
  readonly inicial: number;
  /** Months, PLAZO_MIN to PLAZO_MAX. */
  readonly plazo: number;
}

export interface ScheduleRow {
  readonly mes: number;
  readonly saldoInicial: number;
  readonly amortizacion: number;
  readonly interes: number;
  readonly desgravamen: number;
  readonly seguroVehicular: number;
  readonly cuota: number;
  readonly saldoFinal: number;
}

export interface CreditResult {
  readonly montoFinanciado: number;
  readonly tem: number;
  readonly tea: number;
  readonly tcea: number;
  readonly cuotaMensual: number;
  readonly interesesTotales: number;
  readonly segurosTotales: number;
  readonly totalPagado: number;
  readonly cronograma: readonly ScheduleRow[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The monthly effective rate equivalent to an annual effective rate. */
export function monthlyRate(tea: number): number {
  return (1 + tea) ** (1 / 12) - 1;
}

/** The constant payment that repays `principal` in `months` at `rate` per month. */
export function frenchPayment(principal: number, rate: number, months: number): number {
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The monthly rate at which `payments` repay `principal` (bisection: the value is monotone in the rate). */
export function internalRate(principal: number, payments: readonly number[]): number {
  const presentValue = (rate: number) =>
    payments.reduce((sum, payment, index) => sum + payment / (1 + rate) ** (index + 1), 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > principal) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export function simulateCredit(params: FinancingParams, input: CreditInput): CreditResult {
  const principal = input.precio - input.inicial;
  const tem = monthlyRate(params.tea);
  const base = frenchPayment(principal, tem + params.desgravamenMensual, input.plazo);
  const seguroVehicular = (input.precio * params.seguroVehicularAnual) / 12;
  const cronograma: ScheduleRow[] = [];
  let saldo = principal;
  for (let mes = 1; mes <= input.plazo; mes += 1) {
    const interes = saldo * tem;
    const desgravamen = saldo * params.desgravamenMensual;
    const amortizacion = mes === input.plazo ? saldo : base - interes - desgravamen;
    const saldoFinal = Math.max(0, saldo - amortizacion);
    cronograma.push({
      mes,
      saldoInicial: cents(saldo),
      amortizacion: cents(amortizacion),
      interes: cents(interes),
      desgravamen: cents(desgravamen),
      seguroVehicular: cents(seguroVehicular),
      cuota: cents(amortizacion + interes + desgravamen + seguroVehicular),
      saldoFinal: cents(saldoFinal),
    });
    saldo = saldoFinal;
  }
  const payments = cronograma.map((row) => row.cuota);
  const irr = principal > 0 ? internalRate(principal, payments) : 0;
  const sum = (pick: (row: ScheduleRow) => number) =>
    cents(cronograma.reduce((total, row) => total + pick(row), 0));
  return {
    montoFinanciado: cents(principal),
    tem,
    tea: params.tea,
    tcea: (1 + irr) ** 12 - 1,
    cuotaMensual: cents(base + seguroVehicular),
    interesesTotales: sum((row) => row.interes),
    segurosTotales: sum((row) => row.desgravamen + row.seguroVehicular),
    totalPagado: sum((row) => row.cuota),
    cronograma,
  };
}

/** The lowest instalment a car's page and the comparison table advertise: least down payment, longest term. */
export function cuotaDesde(params: FinancingParams, precioSoles: number, plazoMax: number): CreditResult {
  const inicial = Math.ceil(precioSoles * params.inicialMinima * 100) / 100;
  return simulateCredit(params, { precio: precioSoles, inicial, plazo: plazoMax });
}
