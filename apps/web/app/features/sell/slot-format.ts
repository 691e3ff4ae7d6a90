import { LOCALE } from '@motorplaza/domain/shared/format';

const shortDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
/** 'lun, 23 nov' for a yyyy-MM-dd date. */
export function dayChip(isoDate: string): string {
  return shortDay.format(new Date(`${isoDate}T12:00:00Z`)).replace(/\./g, '');
}
