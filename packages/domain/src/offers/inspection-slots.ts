import { addDays } from '../shared/dates';

/**
 * Inspection slots of the sell-your-car form (docs/decisions/0027-sell-your-car.md). The stores'
 * opening hours are free text in the site settings ('Lunes a Viernes' / '9:00 a 18:00'); they are read
 * here into a weekly table, falling back to the hours of spec 000 §1 when nothing can be read, and the
 * bookable slots are the whole hours inside them, from tomorrow on, for two weeks, skipping holidays.
 */

/** Minutes after midnight, Lima time. */
export interface DayHours {
  readonly open: number;
  readonly close: number;
}

/** Index 0 is Sunday, as `Date.getUTCDay()`; null is closed. */
export type WeeklyHours = readonly (DayHours | null)[];

export const SLOT_MINUTES = 60;
/**
 * How many appointments each store takes at once: per site and slot, sell-your-car inspections and
 * test drives together (one capacity, issue 26).
 */
export const SLOT_CAPACITY = 2;
/** How far ahead a seller may book, in calendar days from tomorrow. */
export const BOOKING_DAYS = 14;

/** Spec 000 §1: Monday to Friday 9:00 to 18:00, Saturday 9:00 to 17:00, Sunday closed. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [
  null,
  { open: 540, close: 1080 },
  { open: 540, close: 1080 },
  { open: 540, close: 1080 },
  { open: 540, close: 1080 },
  { open: 540, close: 1080 },
  { open: 540, close: 1020 },
];

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** 'lunes', 'Lun', 'miércoles', 'sáb.' → the weekday; anything else → null. */
function dayOf(word: string): number | null {
  const clean = word.replace(/[^a-z]/g, '');
  if (clean.length < 3) return null;
  const index = DAY_NAMES.findIndex((name) => name.startsWith(clean) || clean.startsWith(name));
  return index === -1 ? null : index;
}

/**
 * The weekdays a 'dias' text names: ranges ('Lunes a Viernes', 'lun-vie'), lists ('Lunes, Miércoles y
 * Viernes') or one day. Empty when it names none.
 */
export function parseDays(text: string): number[] {
  const days = new Set<number>();
  for (const part of plain(text).split(/,|\sy\s|\se\s|;|\//)) {
    const range = /^\s*([a-z.]+)(?:\s+(?:a|al|hasta)\s+|\s*[-–]\s*)([a-z.]+)\s*$/.exec(part);
    if (range) {
      const from = dayOf(range[1] ?? '');
      const to = dayOf(range[2] ?? '');
      if (from === null || to === null) continue;
      for (let day = from; ; day = (day + 1) % 7) {
        days.add(day);
        if (day === to) break;
      }
      continue;
    }
    const single = dayOf(part.trim());
    if (single !== null) days.add(single);
  }
  return [...days].sort((a, b) => a - b);
}

const TIME = /(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/g;

/** '9:00 a 18:00', '09:00 - 18:00', '9 am a 6 pm' → minutes; 'Cerrado' or unreadable → null. */
export function parseHours(text: string): DayHours | null {
  const value = plain(text);
  if (/cerrad/.test(value)) return null;
  const times: number[] = [];
  for (const match of value.matchAll(TIME)) {
    let hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    const meridiem = match[3]?.replace(/[^ap]/g, '');
    if (meridiem === 'p' && hour < 12) hour += 12;
    if (meridiem === 'a' && hour === 12) hour = 0;
    if (hour > 24 || minute > 59) return null;
    times.push(hour * 60 + minute);
    if (times.length === 2) break;
  }
  const [open, close] = times;
  if (open === undefined || close === undefined || close <= open || close > 24 * 60) return null;
  return { open, close };
}

/**
 * The weekly table of the settings' opening hours; a later line overrides an earlier one for the days
 * it names. When no day can be read at all, the hours of spec 000 §1.
 */
export function weeklyHours(horarios: readonly { dias: string; horas: string }[]): WeeklyHours {
  const table: (DayHours | null)[] = [null, null, null, null, null, null, null];
  let understood = false;
  for (const line of horarios) {
    const days = parseDays(line.dias);
    if (days.length === 0) continue;
    const hours = parseHours(line.horas);
    if (hours === null && !/cerrad/.test(plain(line.horas))) continue;
    understood = true;
    for (const day of days) table[day] = hours;
  }
  return understood && table.some((day) => day !== null) ? table : DEFAULT_WEEKLY_HOURS;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Lima is UTC−5 all year (no daylight saving): a Lima date and time as an ISO instant. */
export function limaSlotInstant(isoDate: string, minutes: number): string {
  return `${isoDate}T${clock(minutes)}:00-05:00`;
}

export interface InspectionSlot {
  /** The instant, e.g. '2026-11-23T09:00:00-05:00'. */
  readonly inicio: string;
  /** 'HH:mm' in Lima. */
  readonly hora: string;
}

export interface InspectionDay {
  /** yyyy-MM-dd in Lima. */
  readonly fecha: string;
  readonly slots: readonly InspectionSlot[];
}

export interface SlotOptions {
  /** Today in Lima (yyyy-MM-dd); slots start the next day. */
  readonly today: string;
  /** Public holidays (yyyy-MM-dd): the stores close. */
  readonly holidays: ReadonlySet<string>;
  readonly days?: number;
}

/** The whole hours of one Lima date that end by closing time (none on a closed weekday). */
export function daySlots(hours: WeeklyHours, fecha: string): InspectionSlot[] {
  const day = hours[new Date(`${fecha}T00:00:00Z`).getUTCDay()];
  const slots: InspectionSlot[] = [];
  if (!day) return slots;
  for (let start = day.open; start + SLOT_MINUTES <= day.close; start += SLOT_MINUTES) {
    slots.push({ inicio: limaSlotInstant(fecha, start), hora: clock(start) });
  }
  return slots;
}

/** Every bookable slot: whole hours that end by closing time, from tomorrow for BOOKING_DAYS days. */
export function inspectionDays(hours: WeeklyHours, options: SlotOptions): InspectionDay[] {
  const result: InspectionDay[] = [];
  for (let offset = 1; offset <= (options.days ?? BOOKING_DAYS); offset += 1) {
    const fecha = addDays(options.today, offset);
    if (options.holidays.has(fecha)) continue;
    const slots = daySlots(hours, fecha);
    if (slots.length > 0) result.push({ fecha, slots });
  }
  return result;
}

/** Whether an instant is one of the slots offered today (the server's check of a booking). */
export function isOfferedSlot(hours: WeeklyHours, instant: Date, options: SlotOptions): boolean {
  const time = instant.getTime();
  return inspectionDays(hours, options).some((day) =>
    day.slots.some((slot) => new Date(slot.inicio).getTime() === time),
  );
}
