import { addDays } from '../shared/dates';

/**
 * The complaints book's legal term (D.S. 011-2011-PCM art. 6 as amended by D.S. 101-2022-PCM: the
 * provider answers within 15 business days, not extendable, for reclamos and quejas alike). Business
 * days are Monday to Friday in Lima, minus the public holidays of the `feriado` table. Dates are
 * ISO calendar dates ('2026-11-24'); the day a sheet is filed is day 0 and the term runs from the next.
 */
export const COMPLAINT_TERM_BUSINESS_DAYS = 15;

/** The virtual book of the website; each store may keep its own code in the site settings. */
export const VIRTUAL_BOOK_CODE = 'WEB';

/** 'HOJA DE RECLAMACIÓN Nº 000000001-2026': nine digits per book and year. */
export function complaintCode(correlativo: number, anio: number): string {
  return `${String(correlativo).padStart(9, '0')}-${anio}`;
}

export function isBusinessDay(isoDate: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate);
}

/** The date `count` business days after `isoDate` (which itself does not count). */
export function addBusinessDays(isoDate: string, count: number, holidays: ReadonlySet<string>): string {
  let date = isoDate;
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isBusinessDay(date, holidays)) left -= 1;
  }
  return date;
}

/**
 * Business days left from `today` to `deadline`: 0 on the deadline itself, negative once overdue
 * (−1 the first business day after it).
 */
export function businessDaysLeft(today: string, deadline: string, holidays: ReadonlySet<string>): number {
  if (today === deadline) return 0;
  const forward = today < deadline;
  let date = today;
  let count = 0;
  while (date !== deadline) {
    date = addDays(date, forward ? 1 : -1);
    if (forward ? isBusinessDay(date, holidays) : isBusinessDay(addDays(date, 1), holidays)) count += 1;
  }
  return forward ? count : -count;
}
