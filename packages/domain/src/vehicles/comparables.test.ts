import { describe, expect, it } from 'vitest';
import { adjustedComparablePrices, adjustedPrice, isComparable, quantile } from './comparables';

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

describe('adjustedComparablePrices', () => {
  it('keeps the comparables only, adjusted, lowest first', () => {
    expect(
      adjustedComparablePrices(target, [
        car(2019, 60_000, 16_000),
        car(2010, 60_000, 9_000),
        car(2019, 60_000, 15_000),
      ]),
    ).toEqual([15_000, 16_000]);
  });
});
