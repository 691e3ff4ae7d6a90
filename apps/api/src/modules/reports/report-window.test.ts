import { addDays } from '@motorplaza/domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { daysOfPeriod, monthOf, monthStart } from './report-window';

describe('Lima calendar days of the reports', () => {
  it.each([
    ['2026-03-15', 1, '2026-03-16'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-15', -89, '2025-12-16'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-03-15', 0, '2026-03-01'],
    ['2026-03-15', -1, '2026-02-01'],
    ['2026-01-31', -1, '2025-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-15', -12, '2025-03-01'],
  ])('the month of %s moved %i months starts on %s', (day, months, expected) => {
    expect(monthStart(day, months)).toBe(expected);
  });

  it('turns a month and a period into days, the last one excluded', () => {
    expect(monthOf('2026-02-10')).toEqual({ from: '2026-02-01', until: '2026-03-01' });
    expect(monthOf('2026-01-10', -1)).toEqual({ from: '2025-12-01', until: '2026-01-01' });
    expect(daysOfPeriod({ desde: '2025-04-01', hasta: '2026-03-15' })).toEqual({
      from: '2025-04-01',
      until: '2026-03-16',
    });
  });
});
