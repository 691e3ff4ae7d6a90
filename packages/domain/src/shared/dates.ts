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
