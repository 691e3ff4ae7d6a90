import { describe, expect, it } from 'vitest';
import {
  agingRange,
  averagePerSale,
  averageVehicleValue,
  conversionRate,
  daysSupply,
  grossProfitPerUnit,
  inventoryRotation,
  percentOf,
  salesTrend,
} from './report-formulas';

describe('spec 000 §9 formulas', () => {
  it('conversion rate: sales / interested × 100 with one decimal, divisor 1 when nobody is interested', () => {
    expect(conversionRate(3, 7)).toBe(42.9);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 0)).toBe(200);
    expect(conversionRate(0, 0)).toBe(0);
  });

  it('rotation: sales / available × 100 with one decimal, 0 without stock', () => {
    expect(inventoryRotation(5, 120)).toBe(4.2);
    expect(inventoryRotation(2, 3)).toBe(66.7);
    expect(inventoryRotation(4, 0)).toBe(0);
  });

  it('average vehicle value: inventory value / available, whole dollars, 0 without stock', () => {
    expect(averageVehicleValue(100_000, 3)).toBe(33_333);
    expect(averageVehicleValue(0, 0)).toBe(0);
  });

  it('average per sale: amount / count with divisor 1 when nothing sold', () => {
    expect(averagePerSale(45_000, 3)).toBe(15_000);
    expect(averagePerSale(25_001, 2)).toBe(12_501);
    expect(averagePerSale(0, 0)).toBe(0);
  });

  it('trend arrow against last month', () => {
    expect(salesTrend(5, 3)).toBe('up');
    expect(salesTrend(2, 3)).toBe('down');
    expect(salesTrend(0, 0)).toBe('flat');
  });

  it('percent of a total with one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(3, 0)).toBe(0);
  });

  it('days supply: stock over the daily sales of the last 90 days; null when nothing sold', () => {
    expect(daysSupply(120, 45)).toBe(240);
    expect(daysSupply(10, 7)).toBe(128.6);
    expect(daysSupply(0, 9)).toBe(0);
    expect(daysSupply(50, 0)).toBeNull();
  });

  it('gross profit per unit, 0 when nothing sold', () => {
    expect(grossProfitPerUnit(3_000, 4)).toBe(750);
    expect(grossProfitPerUnit(-500, 2)).toBe(-250);
    expect(grossProfitPerUnit(0, 0)).toBe(0);
  });

  it('aging buckets by whole days in stock', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(agingRange)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });
});
