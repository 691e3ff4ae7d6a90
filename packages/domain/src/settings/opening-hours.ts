import type { SiteSettings } from './site-settings.schema';

/** schema.org's days, in the week's order, and its day for public holidays. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type OpeningDay = (typeof WEEK_DAYS)[number] | 'PublicHolidays';

/** One line of schema.org's `openingHoursSpecification`: these days, from `opens` to `closes` (HH:MM). */
export interface OpeningHours {
  dayOfWeek: OpeningDay[];
  opens: string;
  closes: string;
}

const DAY_NAMES: Readonly<Record<string, (typeof WEEK_DAYS)[number]>> = {
  lunes: 'Monday',
  martes: 'Tuesday',
  miercoles: 'Wednesday',
  jueves: 'Thursday',
  viernes: 'Friday',
  sabado: 'Saturday',
  sabados: 'Saturday',
  domingo: 'Sunday',
  domingos: 'Sunday',
};
const HOLIDAYS = new Set(['feriado', 'feriados']);

/** 'Sábado' → 'sabado': lower case, no accents, single spaces. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** 'Lunes a Viernes', 'Lunes, Miércoles y Viernes', 'Domingos y feriados'; null when a word is unknown. */
export function parseDays(text: string): OpeningDay[] | null {
  const days: OpeningDay[] = [];
  for (const part of plain(text).split(/\s*,\s*|\s+y\s+/)) {
    const range = /^(\S+)\s*(?:\sa\s|-|–)\s*(\S+)$/.exec(part);
    if (range) {
      const from = DAY_NAMES[range[1] ?? ''];
      const to = DAY_NAMES[range[2] ?? ''];
      if (!from || !to) return null;
      const start = WEEK_DAYS.indexOf(from);
      const end = WEEK_DAYS.indexOf(to);
      if (end < start) return null;
      days.push(...WEEK_DAYS.slice(start, end + 1));
    } else if (DAY_NAMES[part]) {
      days.push(DAY_NAMES[part]);
    } else if (HOLIDAYS.has(part)) {
      days.push('PublicHolidays');
    } else {
      return null;
    }
  }
  return days.length > 0 ? [...new Set(days)] : null;
}

/** '9', '9:00', '09:30', '6:00 p.m.' → 'HH:MM' (24 h); null when it is not a time. */
function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?$/.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.startsWith('p') ? 'pm' : match[3] ? 'am' : null;
  if (meridiem && (hours < 1 || hours > 12)) return null;
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const CLOSED = 'cerrado';
/** Google's way of saying "closed all day": opens and closes at midnight. */
const CLOSED_ALL_DAY = { opens: '00:00', closes: '00:00' } as const;

/**
 * '9:00 a 18:00', '9 - 13 y 15 - 19', '9:00 a.m. a 6:00 p.m.', 'Cerrado', '24 horas' → the spans of a
 * day (Cerrado: Google's closed-all-day span); null when any span cannot be read.
 */
export function parseHours(text: string): { opens: string; closes: string }[] | null {
  const hours = plain(text);
  if (hours === CLOSED) return [CLOSED_ALL_DAY];
  if (hours === '24 horas') return [{ opens: '00:00', closes: '23:59' }];
  const spans: { opens: string; closes: string }[] = [];
  for (const part of hours.split(/\s*,\s*|\s+y\s+/)) {
    // 'a' between two times, or a dash; 'a.m.' inside a time is not a separator.
    const span = /^(.+?)\s*(?:\sa\s|-|–)\s*(.+)$/.exec(part);
    const opens = span ? parseTime(span[1] ?? '') : null;
    const closes = span ? parseTime(span[2] ?? '') : null;
    if (!opens || !closes || closes <= opens) return null;
    spans.push({ opens, closes });
  }
  return spans.length > 0 ? spans : null;
}

/**
 * The settings' opening hours (free text an administrator writes, shown as written) as schema.org
 * `openingHoursSpecification`. A line that cannot be read is left out of the structured data rather
 * than guessed (docs/decisions/0067-structured-data.md).
 */
export function openingHoursOf(horarios: SiteSettings['horarios']): OpeningHours[] {
  return horarios.flatMap(({ dias, horas }) => {
    const days = parseDays(dias);
    const spans = parseHours(horas);
    if (!days || !spans) return [];
    return spans.map((span) => ({ dayOfWeek: days, ...span }));
  });
}
