import { TIME_ZONE } from './format';

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Lima as yyyy-MM-dd (what a date input shows and sends). */
export function todayInLima(now: Date = new Date()): string {
  return isoDate.format(now);
}

/** The calendar day `days` after `day` (yyyy-MM-dd; before it when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
