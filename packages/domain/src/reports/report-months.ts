/** Spec 000 §9: the Spanish three-letter month abbreviations of every report label. */
export const MONTH_ABBREVIATIONS = [
  'Ene',
  'Feb',
  'Mar',
  'Abr',
  'May',
  'Jun',
  'Jul',
  'Ago',
  'Sep',
  'Oct',
  'Nov',
  'Dic',
] as const;

/** A calendar month in Lima; mes is 1 to 12. */
export interface ReportMonth {
  readonly anio: number;
  readonly mes: number;
}

/** Spec 000 §2: 'Ene 2026'. */
export function periodLabel(anio: number, mes: number): string {
  const abbreviation = MONTH_ABBREVIATIONS[mes - 1];
  if (!abbreviation) throw new RangeError(`month out of range: ${mes}`);
  return `${abbreviation} ${anio}`;
}

/** Orders months: negative when a is before b. */
export function compareMonths(a: ReportMonth, b: ReportMonth): number {
  return a.anio * 12 + a.mes - (b.anio * 12 + b.mes);
}

/** The month of a Lima calendar day written yyyy-MM-dd. */
export function monthOfDay(day: string): ReportMonth {
  return { anio: Number(day.slice(0, 4)), mes: Number(day.slice(5, 7)) };
}

/** Every month from the one of `desde` to the one of `hasta` (Lima days, yyyy-MM-dd), inclusive. */
export function monthsBetween(desde: string, hasta: string): ReportMonth[] {
  const first = monthOfDay(desde);
  const last = monthOfDay(hasta);
  const months: ReportMonth[] = [];
  for (let index = first.anio * 12 + first.mes - 1; index <= last.anio * 12 + last.mes - 1; index++) {
    months.push({ anio: Math.floor(index / 12), mes: (index % 12) + 1 });
  }
  return months;
}

/**
 * The server answers only the months that have data (spec 000 §5: an empty list is "no data"); a
 * chart draws every month of the period, the missing ones as `empty(month)`.
 */
export function fillMonths<T>(
  rows: readonly T[],
  months: readonly ReportMonth[],
  monthOf: (row: T) => ReportMonth,
  empty: (month: ReportMonth) => T,
): T[] {
  const byKey = new Map(rows.map((row) => [monthKey(monthOf(row)), row]));
  return months.map((month) => byKey.get(monthKey(month)) ?? empty(month));
}

function monthKey(month: ReportMonth): number {
  return month.anio * 12 + month.mes;
}
