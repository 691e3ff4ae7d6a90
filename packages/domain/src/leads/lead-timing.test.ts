import { describe, expect, it } from 'vitest';
import { firstResponseMs, formatDuration, showsWaitingBadge, waitingMs } from './lead-timing';

const now = new Date('2026-11-24T12:00:00Z');
const lead = (hoursAgo: number, estado = false, fechaCierre: string | null = null) => ({
  fechaReg: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
  estado,
  fechaCierre,
});

describe('showsWaitingBadge', () => {
  it.each([
    [1, false, null, false],
    [24, false, null, false],
    [24.1, false, null, true],
    [72, true, null, false],
    [72, false, '2026-11-23T00:00:00Z', false],
  ] as const)('%s h ago, attended %s, closed %s -> %s', (hours, estado, cierre, expected) => {
    expect(showsWaitingBadge(lead(hours, estado, cierre), now)).toBe(expected);
  });

  it('waitingMs is null once attended', () => {
    expect(waitingMs(lead(3, true), now)).toBeNull();
    expect(waitingMs(lead(3), now)).toBe(3 * 3_600_000);
  });
});

describe('firstResponseMs', () => {
  it('is the time from registration to the first answer, or null', () => {
    expect(firstResponseMs({ fechaReg: '2026-11-24T10:00:00Z', fechaPrimeraRespuesta: null })).toBeNull();
    expect(
      firstResponseMs({ fechaReg: '2026-11-24T10:00:00Z', fechaPrimeraRespuesta: '2026-11-24T10:45:00Z' }),
    ).toBe(45 * 60_000);
  });
});

describe('formatDuration', () => {
  it.each([
    [5 * 60_000, '5 min'],
    [3 * 3_600_000, '3 h'],
    [(3 * 60 + 20) * 60_000, '3 h 20 min'],
    [50 * 3_600_000, '2 d 2 h'],
    [48 * 3_600_000, '2 d'],
  ])('%s ms -> %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
