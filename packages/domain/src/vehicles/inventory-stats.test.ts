import { describe, expect, it } from 'vitest';
import { statsFromReport, statsFromVehicles } from './inventory-stats';

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

describe('statsFromVehicles (spec 001 §8: local counts when the report fails)', () => {
  it('counts the loaded vehicles by status, case-insensitively', () => {
    const vehicles = ['DISPONIBLE', 'disponible', ' Vendido ', 'SELL IN', 'No Disponible', 'RESERVADO'].map(
      (estadoDes) => ({ estadoDes }),
    );
    expect(statsFromVehicles(vehicles)).toEqual({
      total: 6,
      disponibles: 2,
      vendidos: 1,
      sellIn: 1,
      noDisponibles: 1,
    });
  });

  it('is all zeros for an empty list', () => {
    expect(statsFromVehicles([])).toEqual({
      total: 0,
      disponibles: 0,
      vendidos: 0,
      sellIn: 0,
      noDisponibles: 0,
    });
  });
});
