import { LOCALE, TIME_ZONE } from '../shared/format';

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const yearFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'lunes, 23 de noviembre a las 09:00' (Lima): an inspection slot on the page and in e-mails. */
export function slotLabel(instant: string | Date, options: { year?: boolean } = {}): string {
  const date = new Date(instant);
  const year = options.year ? ` de ${yearFormat.format(date)}` : '';
  return `${dayFormat.format(date)}${year} a las ${timeFormat.format(date)}`;
}
