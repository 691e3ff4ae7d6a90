import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedPrice, indicativePriceRange, isComparable, PRICE_RULE, quantile } from './price-range';

const target = { anio: 2019, kilometraje: 60_000 };
const car = (anio: number, kilometraje: number, precio: number) => ({ anio, kilometraje, precio });

describe('isComparable', () => {
  it.each([
    [car(2019, 60_000, 15_000), true],
    [car(2021, 100_000, 15_000), true],
    [car(2017, 20_000, 15_000), true],
    [car(2022, 60_000, 15_000), false],
    [car(2016, 60_000, 15_000), false],
    [car(2019, 100_001, 15_000), false],
    [car(2019, 60_000, 0), false],
  ])('%j → %s', (candidate, expected) => {
    expect(isComparable(target, candidate)).toBe(expected);
  });
});

describe('adjustedPrice', () => {
  it('is the price itself for the same year and mileage', () => {
    expect(adjustedPrice(target, car(2019, 60_000, 15_000))).toBe(15_000);
  });
  it('lowers a newer comparable and raises an older one', () => {
    expect(adjustedPrice(target, car(2020, 60_000, 15_000))).toBeCloseTo(15_000 * 0.93);
    expect(adjustedPrice(target, car(2018, 60_000, 15_000))).toBeCloseTo(15_000 / 0.93);
  });
  it('takes 1.5 % per 10,000 km more and caps the change at 30 %', () => {
    expect(adjustedPrice(target, car(2019, 40_000, 10_000))).toBeCloseTo(9_700);
    expect(adjustedPrice({ anio: 2019, kilometraje: 1_000_000 }, car(2019, 0, 10_000))).toBeCloseTo(7_000);
  });
});

describe('quantile', () => {
  it('interpolates between neighbours', () => {
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(quantile([5], 0.5)).toBe(5);
  });
});

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
