import { LOCALE, TIME_ZONE } from '@motorplaza/domain/shared/format';

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const shortDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'lunes, 23 de noviembre a las 09:00' (Lima). */
export function slotLabel(instant: string): string {
  const date = new Date(instant);
  return `${dayFormat.format(date)} a las ${timeFormat.format(date)}`;
}

/** 'lun, 23 nov' for a yyyy-MM-dd date. */
export function dayChip(isoDate: string): string {
  return shortDay.format(new Date(`${isoDate}T12:00:00Z`)).replace(/\./g, '');
}
