import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysLeft, complaintCode, isBusinessDay } from './business-days';

const HOLIDAYS = new Set([
  '2026-12-08',
  '2026-12-09',
  '2026-12-25',
  '2027-01-01',
  '2026-07-28',
  '2026-07-29',
]);
const NONE = new Set<string>();

describe('business days in Lima', () => {
  it('skips weekends', () => {
    expect(isBusinessDay('2026-11-28', NONE)).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29', NONE)).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-30', NONE)).toBe(true);
    // Friday + 1 business day is Monday.
    expect(addBusinessDays('2026-11-27', 1, NONE)).toBe('2026-11-30');
    // Filed on a Saturday: the term starts on Monday.
    expect(addBusinessDays('2026-11-28', 1, NONE)).toBe('2026-11-30');
  });

  it('gives 15 business days across weekends and holidays', () => {
    // Tuesday 24 Nov 2026 with no holidays: three weeks later.
    expect(addBusinessDays('2026-11-24', 15, NONE)).toBe('2026-12-15');
    // 8 and 9 December are holidays: two days later.
    expect(addBusinessDays('2026-11-24', 15, HOLIDAYS)).toBe('2026-12-17');
    // Across Christmas and New Year.
    expect(addBusinessDays('2026-12-14', 15, HOLIDAYS)).toBe('2027-01-06');
    // Fiestas Patrias fall on Tuesday and Wednesday in 2026.
    expect(addBusinessDays('2026-07-24', 3, HOLIDAYS)).toBe('2026-07-31');
  });

  it('counts the days left and the days overdue', () => {
    expect(businessDaysLeft('2026-12-15', '2026-12-15', NONE)).toBe(0);
    expect(businessDaysLeft('2026-12-11', '2026-12-15', NONE)).toBe(2); // Fri → Mon, Tue
    expect(businessDaysLeft('2026-12-07', '2026-12-10', HOLIDAYS)).toBe(1); // only the 10th
    expect(businessDaysLeft('2026-12-16', '2026-12-15', NONE)).toBe(-1);
    expect(businessDaysLeft('2026-12-21', '2026-12-18', NONE)).toBe(-1); // the weekend does not count
    expect(businessDaysLeft('2026-12-22', '2026-12-18', NONE)).toBe(-2);
  });

  it('writes the sheet number with nine digits and the year', () => {
    expect(complaintCode(1, 2026)).toBe('000000001-2026');
    expect(complaintCode(123_456, 2027)).toBe('000123456-2027');
  });
});
