import { describe, expect, it } from 'vitest';
import { fillMonths, monthsBetween, periodLabel } from './report-months';
import {
  parsePeriodState,
  periodOfQuery,
  periodProblem,
  periodStateParams,
  presetPeriod,
  REPORT_PERIOD_MESSAGES,
  reportPeriodQuerySchema,
} from './report-period';

// 2026-01-01 03:00 UTC is still 31 December 2025 in Lima (UTC−5).
const NEW_YEARS_EVE_LIMA = new Date('2026-01-01T03:00:00Z');

describe('month labels (spec 000 §9)', () => {
  it('writes a Spanish three-letter month and the year', () => {
    expect(periodLabel(2026, 1)).toBe('Ene 2026');
    expect(periodLabel(2025, 8)).toBe('Ago 2025');
    expect(periodLabel(2025, 12)).toBe('Dic 2025');
    expect(() => periodLabel(2025, 13)).toThrow(RangeError);
  });

  it('lists the months of a period across a year boundary', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual([
      { anio: 2025, mes: 11 },
      { anio: 2025, mes: 12 },
      { anio: 2026, mes: 1 },
      { anio: 2026, mes: 2 },
    ]);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual([{ anio: 2026, mes: 3 }]);
  });

  it('fills the months without data', () => {
    const rows = [{ anio: 2026, mes: 1, n: 4 }];
    const filled = fillMonths(
      rows,
      monthsBetween('2025-12-01', '2026-02-28'),
      (r) => r,
      (m) => ({ ...m, n: 0 }),
    );
    expect(filled.map((r) => r.n)).toEqual([0, 4, 0]);
  });
});

describe('report periods', () => {
  it('presets end today in Lima and start on the first day of a calendar month', () => {
    expect(presetPeriod('mes', NEW_YEARS_EVE_LIMA)).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(presetPeriod('3m', NEW_YEARS_EVE_LIMA)).toEqual({ desde: '2025-10-01', hasta: '2025-12-31' });
    expect(presetPeriod('12m', new Date('2026-02-10T15:00:00Z'))).toEqual({
      desde: '2025-03-01',
      hasta: '2026-02-10',
    });
  });

  it('refuses malformed, impossible, reversed and overlong periods with Spanish messages', () => {
    expect(periodProblem({ desde: '2026-02-30', hasta: '2026-03-01' })).toBe(
      REPORT_PERIOD_MESSAGES.invalidDesde,
    );
    expect(periodProblem({ desde: '2026-02-01', hasta: '2026-13-01' })).toBe(
      REPORT_PERIOD_MESSAGES.invalidHasta,
    );
    expect(periodProblem({ desde: '2026-03-02', hasta: '2026-03-01' })).toBe(REPORT_PERIOD_MESSAGES.reversed);
    expect(periodProblem({ desde: '2010-01-01', hasta: '2026-03-01' })).toBe(REPORT_PERIOD_MESSAGES.tooLong);
    expect(periodProblem({ desde: '2017-01-01', hasta: '2026-12-31' })).toBeNull();
  });

  it('the API query takes both dates or neither (the last 12 months)', () => {
    expect(reportPeriodQuerySchema.safeParse({}).success).toBe(true);
    expect(reportPeriodQuerySchema.safeParse({ desde: '2026-01-01' }).success).toBe(false);
    const reversed = reportPeriodQuerySchema.safeParse({ desde: '2026-02-01', hasta: '2026-01-01' });
    expect(reversed.error?.issues[0]?.message).toBe(REPORT_PERIOD_MESSAGES.reversed);
    expect(periodOfQuery({}, NEW_YEARS_EVE_LIMA)).toEqual({ desde: '2025-01-01', hasta: '2025-12-31' });
  });

  it('reads and writes the page query string; malformed falls back to the default', () => {
    const custom = parsePeriodState(new URLSearchParams('periodo=rango&desde=2026-01-05&hasta=2026-02-01'));
    expect(custom).toEqual({ preset: 'rango', period: { desde: '2026-01-05', hasta: '2026-02-01' } });
    expect(periodStateParams(custom).toString()).toBe('periodo=rango&desde=2026-01-05&hasta=2026-02-01');
    expect(parsePeriodState(new URLSearchParams('periodo=rango&desde=x'), NEW_YEARS_EVE_LIMA).preset).toBe(
      '12m',
    );
    expect(parsePeriodState(new URLSearchParams('periodo=3m'), NEW_YEARS_EVE_LIMA).period.desde).toBe(
      '2025-10-01',
    );
    expect(periodStateParams(parsePeriodState(new URLSearchParams(''))).toString()).toBe('');
  });
});
