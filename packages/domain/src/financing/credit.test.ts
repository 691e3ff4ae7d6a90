import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuotaDesde, frenchPayment, monthlyRate, simulateCredit } from './credit';
import { DEFAULT_FINANCING, type FinancingParams, qualifiesForCredit } from './financing-params';

// References computed independently with `bc -l` (closed-form PMT; IRR by bisection), not by this code.
const NO_INSURANCE: FinancingParams = {
  ...DEFAULT_FINANCING,
  tea: 0.12,
  desgravamenMensual: 0,
  seguroVehicularAnual: 0,
};

describe('simulateCredit', () => {
  it('matches the closed-form French instalment and the TEA when there is no insurance', () => {
    const result = simulateCredit(NO_INSURANCE, { precio: 12_000, inicial: 2_000, plazo: 12 });
    expect(monthlyRate(0.12)).toBeCloseTo(0.009488792934583, 12);
    expect(result.cuotaMensual).toBe(885.62);
    expect(result.montoFinanciado).toBe(10_000);
    expect(result.tcea).toBeCloseTo(0.12, 4);
    expect(result.cronograma.at(-1)?.saldoFinal).toBe(0);
  });

  it('folds desgravamen into the instalment and adds the vehicle insurance twelfth', () => {
    const result = simulateCredit(DEFAULT_FINANCING, { precio: 100_000, inicial: 20_000, plazo: 36 });
    expect(result.tem).toBeCloseTo(0.010904920258603, 12);
    expect(result.cuotaMensual).toBe(3026.26);
    expect(result.cronograma[0]?.seguroVehicular).toBe(291.67);
    // bc: IRR of 80,000 against 36 × 3,026.26 is 1.774834 % a month, (1 + i)^12 − 1 = 23.505 %.
    expect(result.tcea).toBeCloseTo(0.23505, 4);
    expect(result.tcea).toBeGreaterThan(result.tea);
  });

  it('builds a schedule whose amortizations repay exactly what was financed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 500_000 }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.integer({ min: 12, max: 60 }),
        (precio, share, plazo) => {
          const inicial = Math.round(precio * share);
          const result = simulateCredit(DEFAULT_FINANCING, { precio, inicial, plazo });
          const repaid = result.cronograma.reduce((sum, row) => sum + row.amortizacion, 0);
          expect(result.cronograma).toHaveLength(plazo);
          expect(Math.abs(repaid - (precio - inicial))).toBeLessThan(0.01 * plazo);
          expect(result.cronograma.at(-1)?.saldoFinal).toBe(0);
          for (const row of result.cronograma)
            expect(Math.abs(row.cuota - result.cuotaMensual)).toBeLessThanOrEqual(
              0.02 + (row.mes === plazo ? 1 : 0),
            );
          if (precio - inicial > 0) expect(result.tcea).toBeGreaterThanOrEqual(result.tea - 1e-9);
        },
      ),
    );
  });

  it('repays at zero interest in equal parts', () => {
    expect(frenchPayment(1_200, 0, 12)).toBe(100);
  });
});

describe('cuotaDesde', () => {
  it('uses the least down payment and the longest term', () => {
    const result = cuotaDesde(DEFAULT_FINANCING, 100_000, 60);
    expect(result.montoFinanciado).toBe(80_000);
    expect(result.cronograma).toHaveLength(60);
  });
});

describe('qualifiesForCredit', () => {
  it('follows the model-year rule of the sales text (2015 on)', () => {
    expect(qualifiesForCredit(DEFAULT_FINANCING, 2015, 10_000)).toBe(true);
    expect(qualifiesForCredit(DEFAULT_FINANCING, 2014, 10_000)).toBe(false);
    expect(qualifiesForCredit({ ...DEFAULT_FINANCING, activo: false }, 2020, 10_000)).toBe(false);
  });
});
