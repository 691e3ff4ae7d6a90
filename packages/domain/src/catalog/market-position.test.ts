import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARKET_MIN_COMPARABLES,
  MARKET_POSITION_BASIS,
  marketPosition,
  marketPositionHeadline,
  marketPositionRank,
} from './market-position';

const car = (anio: number, kilometraje: number, precio: number) => ({ anio, kilometraje, precio });
const target = { anio: 2019, kilometraje: 60_000 };
const five = [14_000, 15_000, 16_000, 17_000, 18_000].map((precio) => car(2019, 60_000, precio));

describe('marketPosition', () => {
  it('says nothing with fewer than five comparables', () => {
    expect(MARKET_MIN_COMPARABLES).toBe(5);
    expect(marketPosition({ ...target, precio: 15_000 }, five.slice(0, 4))).toBeNull();
    // Five cars, but one is too far in mileage to compare (the sell-your-car rule).
    expect(
      marketPosition({ ...target, precio: 15_000 }, [...five.slice(0, 4), car(2019, 100_001, 15_000)]),
    ).toBeNull();
  });

  it('places the price against the median of the adjusted prices, to US$ 100', () => {
    expect(marketPosition({ ...target, precio: 14_800 }, five)).toEqual({
      comparables: 5,
      mediana: 16_000,
      diferencia: -1_200,
      masCaros: 4,
    });
    expect(marketPosition({ ...target, precio: 16_020 }, five)).toMatchObject({ diferencia: 0, masCaros: 2 });
  });

  it('adjusts each comparable to this car’s year and mileage before comparing', () => {
    // A 2020 car at US$ 17,200 is worth 7 % less as a 2019: 15,996.
    const cars = [...five.slice(0, 4), car(2020, 60_000, 17_200)];
    expect(marketPosition({ ...target, precio: 16_000 }, cars)?.mediana).toBe(16_000);
  });

  it('counts every comparable and ranks within them (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(
              fc.integer({ min: -2, max: 2 }),
              fc.integer({ min: -40, max: 40 }),
              fc.integer({ min: 3, max: 90 }),
            )
            .map(([years, km, thousands]) => car(2019 + years, 60_000 + km * 1_000, thousands * 1_000)),
          { minLength: MARKET_MIN_COMPARABLES, maxLength: 30 },
        ),
        fc.integer({ min: 1_000, max: 100_000 }),
        (cars, precio) => {
          const position = marketPosition({ ...target, precio }, cars);
          expect(position?.comparables).toBe(cars.length);
          expect(position?.masCaros).toBeGreaterThanOrEqual(0);
          expect(position?.masCaros).toBeLessThanOrEqual(cars.length);
          expect((position?.diferencia ?? 1) % 100 === 0).toBe(true);
        },
      ),
    );
  });
});

describe('texts', () => {
  it('states the difference, the count and the basis', () => {
    const below = { comparables: 7, mediana: 16_000, diferencia: -1_200, masCaros: 5 };
    expect(marketPositionHeadline(below)).toBe('US$ 1,200 por debajo de la mediana de 7 autos comparables');
    expect(marketPositionHeadline({ ...below, diferencia: 800 })).toBe(
      'US$ 800 por encima de la mediana de 7 autos comparables',
    );
    expect(marketPositionHeadline({ ...below, diferencia: 0 })).toBe('En la mediana de 7 autos comparables');
    expect(marketPositionRank(below)).toBe('Más económico que 5 de los 7 autos comparables');
    expect(MARKET_POSITION_BASIS).toBe(
      'Comparado con autos de la misma marca y modelo, ±2 años y ±40,000 km, en stock o vendidos en los últimos 24 meses, ajustados por año y kilometraje.',
    );
  });
});
