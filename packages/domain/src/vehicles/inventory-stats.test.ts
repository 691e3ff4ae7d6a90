import { describe, expect, it } from 'vitest';
import { statsFromListTotal, statsFromReport } from './inventory-stats';

describe('statsFromReport (spec 001 §7, §9)', () => {
  it('takes totalAutos and the count of each status', () => {
    expect(
      statsFromReport({
        totalAutos: 30,
        reporteAutosPorEstado: [
          { estadoDes: 'DISPONIBLE', cantidad: 18 },
          { estadoDes: 'VENDIDO', cantidad: 7 },
          { estadoDes: 'SELL IN', cantidad: 3 },
          { estadoDes: 'NO DISPONIBLE', cantidad: 2 },
        ],
      }),
    ).toEqual({ total: 30, disponibles: 18, vendidos: 7, sellIn: 3, noDisponibles: 2 });
  });

  it('sums the counts when totalAutos is absent, and a missing status counts zero', () => {
    expect(
      statsFromReport({
        totalAutos: null,
        reporteAutosPorEstado: [
          { estadoDes: 'DISPONIBLE', cantidad: 4 },
          { estadoDes: 'VENDIDO', cantidad: 1 },
        ],
      }),
    ).toEqual({ total: 5, disponibles: 4, vendidos: 1, sellIn: 0, noDisponibles: 0 });
  });
});

describe('statsFromListTotal (spec 001 §8: local counts when the report fails)', () => {
  it("counts the loaded status's total, the others zero", () => {
    expect(statsFromListTotal('SELL IN', 37)).toEqual({
      total: 37,
      disponibles: 0,
      vendidos: 0,
      sellIn: 37,
      noDisponibles: 0,
    });
    expect(statsFromListTotal('VENDIDO', 5)).toMatchObject({ total: 5, vendidos: 5, disponibles: 0 });
  });

  it('is all zeros for an empty list', () => {
    expect(statsFromListTotal('DISPONIBLE', 0)).toEqual({
      total: 0,
      disponibles: 0,
      vendidos: 0,
      sellIn: 0,
      noDisponibles: 0,
    });
  });
});
