import type { Random } from './random';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Lima has no daylight saving time: local time is always UTC−5, so month boundaries are fixed offsets. */
const LIMA_OFFSET_MS = 5 * HOUR_MS;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

export function minDate(a: Date, b: Date): Date {
  return a <= b ? a : b;
}

export function maxDate(a: Date, b: Date): Date {
  return a >= b ? a : b;
}

/** The calendar year in Lima at that instant. */
export function limaYear(date: Date): number {
  return new Date(date.getTime() - LIMA_OFFSET_MS).getUTCFullYear();
}

/** The first instant of a month in Lima, `offset` months from the month of `date` (0 = that month). */
export function limaMonthStart(date: Date, offset: number): Date {
  const local = new Date(date.getTime() - LIMA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) + LIMA_OFFSET_MS);
}

/** `YYYY-MM` of the instant in Lima, the key the monthly reports group by. */
export function limaMonthKey(date: Date): string {
  return new Date(date.getTime() - LIMA_OFFSET_MS).toISOString().slice(0, 7);
}

/** A uniformly random instant in [from, to]. */
function randomInstant(random: Random, from: Date, to: Date): Date {
  return new Date(Math.round(from.getTime() + random.next() * (to.getTime() - from.getTime())));
}

/**
 * A random instant in [from, to] during opening hours (9:00–18:00 in Lima), since staff act during the
 * working day. A few draws are tried; a range too short to hold opening hours keeps a plain instant.
 */
export function randomWorkingInstant(random: Random, from: Date, to: Date): Date {
  let instant = randomInstant(random, from, to);
  for (let attempt = 0; attempt < 4; attempt++) {
    const local = new Date(instant.getTime() - LIMA_OFFSET_MS);
    const dayStart =
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + LIMA_OFFSET_MS;
    const moved = new Date(dayStart + random.int(9 * 60, 18 * 60 - 1) * 60_000 + random.int(0, 59) * 1000);
    if (moved >= from && moved <= to) return moved;
    instant = randomInstant(random, from, to);
  }
  return instant;
}

/** An instant at the given Lima hour and minute on the day `days` after `date`'s day. */
export function limaTimeOfDay(date: Date, days: number, hour: number, minute: number): Date {
  const local = new Date(date.getTime() - LIMA_OFFSET_MS);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  return new Date(dayStart + LIMA_OFFSET_MS + hour * HOUR_MS + minute * 60_000);
}
