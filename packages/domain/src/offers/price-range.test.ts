import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedPrice } from '../vehicles/comparables';
import { indicativePriceRange, PRICE_RULE } from './price-range';

const target = { anio: 2019, kilometraje: 60_000 };
const car = (anio: number, kilometraje: number, precio: number) => ({ anio, kilometraje, precio });

describe('indicativePriceRange', () => {
  it('gives no number with fewer than three comparables', () => {
    expect(indicativePriceRange(target, [])).toBeNull();
    expect(indicativePriceRange(target, [car(2019, 60_000, 15_000), car(2019, 60_000, 16_000)])).toBeNull();
    // Three cars, but one is too old to compare.
    expect(
      indicativePriceRange(target, [
        car(2019, 60_000, 15_000),
        car(2019, 60_000, 16_000),
        car(2010, 60_000, 9_000),
      ]),
    ).toBeNull();
  });

  it('is the buying share of the middle half of the adjusted prices, rounded to US$ 100', () => {
    const range = indicativePriceRange(target, [
      car(2019, 60_000, 14_000),
      car(2019, 60_000, 15_000),
      car(2019, 60_000, 16_000),
      car(2019, 60_000, 17_000),
    ]);
    // Quartiles 14,750 and 16,250 → 80 % and 90 %.
    expect(range).toEqual({ minimo: 11_800, maximo: 14_600, comparables: 4 });
  });

  it('always gives minimo ≤ maximo within the comparables’ span (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            anio: fc.integer({ min: 2017, max: 2021 }),
            kilometraje: fc.integer({ min: 20_000, max: 100_000 }),
            precio: fc.integer({ min: 3_000, max: 90_000 }),
          }),
          { minLength: PRICE_RULE.minComparables, maxLength: 30 },
        ),
        (cars) => {
          const range = indicativePriceRange(target, cars);
          expect(range).not.toBeNull();
          if (!range) return;
          const prices = cars.map((c) => adjustedPrice(target, c));
          expect(range.minimo).toBeLessThanOrEqual(range.maximo);
          expect(range.minimo % 100).toBe(0);
          expect(range.maximo % 100).toBe(0);
          expect(range.minimo).toBeGreaterThanOrEqual(Math.min(...prices) * 0.8 - 50);
          expect(range.maximo).toBeLessThanOrEqual(Math.max(...prices) * 0.9 + 50);
          expect(range.comparables).toBe(cars.length);
        },
      ),
    );
  });
});
