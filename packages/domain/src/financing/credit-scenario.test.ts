import { describe, expect, it } from 'vitest';
import {
  creditScenario,
  creditYear,
  formatRate,
  formatSoles,
  minimumDownPayment,
  priceInSoles,
  scenarioProblem,
} from './credit-scenario';
import { DEFAULT_FINANCING } from './financing-params';

describe('credit scenario of a car', () => {
  it('turns the US$ price into soles at the exchange rate and simulates on it', () => {
    const scenario = creditScenario(DEFAULT_FINANCING, { precioUsd: 20_000, tipoCambio: 3.75 }, 15_000, 36);
    expect(priceInSoles({ precioUsd: 20_000, tipoCambio: 3.75 })).toBe(75_000);
    expect(scenario.precioSoles).toBe(75_000);
    expect(scenario.montoFinanciado).toBe(60_000);
    expect(scenario.cronograma).toHaveLength(36);
    expect(scenario.entidad).toBe('Banco aliado');
    expect(scenario.tcea).toBeGreaterThan(scenario.tea);
  });

  it('asks for the least down payment, less than the price, and a term of 12 to 60 months', () => {
    expect(minimumDownPayment(DEFAULT_FINANCING, 75_000)).toBe(15_000);
    expect(minimumDownPayment(DEFAULT_FINANCING, 10_000.05)).toBe(2000.01);
    expect(scenarioProblem(DEFAULT_FINANCING, 75_000, 15_000, 36)).toBeNull();
    expect(scenarioProblem(DEFAULT_FINANCING, 75_000, 14_999.99, 36)).toEqual({
      field: 'inicial',
      message: 'La cuota inicial mínima es S/\u00a015,000.00',
    });
    expect(scenarioProblem(DEFAULT_FINANCING, 75_000, 75_000, 36)?.field).toBe('inicial');
    expect(scenarioProblem(DEFAULT_FINANCING, 75_000, 20_000, 11)?.field).toBe('plazo');
    expect(scenarioProblem(DEFAULT_FINANCING, 75_000, 20_000, 61)?.field).toBe('plazo');
    expect(scenarioProblem(DEFAULT_FINANCING, 75_000, 20_000, 24.5)?.field).toBe('plazo');
  });

  it('reads the model year, or the year of manufacture when there is none', () => {
    expect(creditYear({ anioModelo: 2016, anioFabricacion: 2015 })).toBe(2016);
    expect(creditYear({ anioModelo: null, anioFabricacion: 2014 })).toBe(2014);
  });

  it('formats soles with céntimos and rates as Spanish percentages', () => {
    expect(formatSoles(3026.26)).toBe('S/\u00a03,026.26');
    expect(formatRate(0.139)).toBe('13,90 %');
    expect(formatRate(0.00077, 3)).toBe('0,077 %');
  });
});
