import { z } from 'zod';
import { todayInLima } from '../shared/dates';
import { singleLine } from '../shared/fields';

/**
 * The period selector of the sales, clients and top-brands reports (issue 11): this month, the last
 * 3/6/12 calendar months (the current one included, up to today) or a custom range of Lima days.
 */
export const PERIOD_PRESETS = [
  { value: 'mes', label: 'Este mes', months: 1 },
  { value: '3m', label: 'Últimos 3 meses', months: 3 },
  { value: '6m', label: 'Últimos 6 meses', months: 6 },
  { value: '12m', label: 'Últimos 12 meses', months: 12 },
  { value: 'rango', label: 'Rango personalizado', months: null },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];
export const DEFAULT_PERIOD_PRESET = '12m' satisfies PeriodPreset;

/** The longest period a report answers (120 months), so a hand-made query cannot ask for a century. */
export const MAX_PERIOD_MONTHS = 120;

export interface ReportPeriod {
  /** Lima calendar days, yyyy-MM-dd, both included. */
  readonly desde: string;
  readonly hasta: string;
}

export const REPORT_PERIOD_MESSAGES = {
  invalidDesde: 'La fecha "Desde" no es válida',
  invalidHasta: 'La fecha "Hasta" no es válida',
  reversed: 'La fecha "Desde" no puede ser posterior a "Hasta"',
  tooLong: `El período no puede superar ${MAX_PERIOD_MONTHS / 12} años`,
  incomplete: 'Indica las fechas "Desde" y "Hasta"',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd, between 2000 and 2100. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 2000 || year > 2100) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function monthIndex(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

function firstDayOfMonthIndex(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The days a preset covers, ending today in Lima. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'rango'>, now: Date = new Date()): ReportPeriod {
  const hasta = todayInLima(now);
  const months = PERIOD_PRESETS.find((p) => p.value === preset)?.months ?? 12;
  return { desde: firstDayOfMonthIndex(monthIndex(hasta) - (months - 1)), hasta };
}

/** Why a period cannot be reported, or null when it can. */
export function periodProblem(period: ReportPeriod): string | null {
  if (!isCalendarDay(period.desde)) return REPORT_PERIOD_MESSAGES.invalidDesde;
  if (!isCalendarDay(period.hasta)) return REPORT_PERIOD_MESSAGES.invalidHasta;
  if (period.desde > period.hasta) return REPORT_PERIOD_MESSAGES.reversed;
  if (monthIndex(period.hasta) - monthIndex(period.desde) + 1 > MAX_PERIOD_MONTHS)
    return REPORT_PERIOD_MESSAGES.tooLong;
  return null;
}

/** A real calendar day (zod's date pattern) of a year from 2000 to 2100, as `isCalendarDay` reads it. */
const REPORT_DAY = new RegExp(`(?=^(?:20[0-9]{2}|2100)-)${z.regexes.date.source}`);

/** The rules between the two days, stated in the OpenAPI document. */
export const REPORT_PERIOD_RULE = `Reglas que el esquema no expresa: \`desde\` y \`hasta\` van juntos (o ninguno), \`desde\` no es posterior a \`hasta\` y el periodo abarca a lo más ${MAX_PERIOD_MONTHS} meses.`;

/**
 * The API's query (?desde=yyyy-MM-dd&hasta=yyyy-MM-dd): both or neither; neither is the default
 * preset. The server checks it again whatever the browser sent.
 */
export const reportPeriodQuerySchema = z
  .object({
    desde: singleLine().max(10).regex(REPORT_DAY, REPORT_PERIOD_MESSAGES.invalidDesde).optional(),
    hasta: singleLine().max(10).regex(REPORT_DAY, REPORT_PERIOD_MESSAGES.invalidHasta).optional(),
  })
  .superRefine((query, context) => {
    if (query.desde === undefined && query.hasta === undefined) return;
    if (query.desde === undefined || query.hasta === undefined) {
      context.addIssue({ code: 'custom', message: REPORT_PERIOD_MESSAGES.incomplete, path: ['desde'] });
      return;
    }
    const problem = periodProblem({ desde: query.desde, hasta: query.hasta });
    if (problem) {
      const path = problem === REPORT_PERIOD_MESSAGES.invalidHasta ? 'hasta' : 'desde';
      context.addIssue({ code: 'custom', message: problem, path: [path] });
    }
  })
  .describe(REPORT_PERIOD_RULE);
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** The period a checked query asks for (the default preset when it names none). */
export function periodOfQuery(query: ReportPeriodQuery, now: Date = new Date()): ReportPeriod {
  return query.desde && query.hasta
    ? { desde: query.desde, hasta: query.hasta }
    : presetPeriod(DEFAULT_PERIOD_PRESET, now);
}

/** A report screen's period as the page's query string holds it (?periodo=…&desde=…&hasta=…). */
export interface PeriodState {
  readonly preset: PeriodPreset;
  readonly period: ReportPeriod;
}

/** Reads the page's query string; anything malformed falls back to the default preset. */
export function parsePeriodState(params: URLSearchParams, now: Date = new Date()): PeriodState {
  const preset = PERIOD_PRESETS.find((p) => p.value === params.get('periodo'))?.value;
  if (preset === 'rango') {
    const period = { desde: params.get('desde') ?? '', hasta: params.get('hasta') ?? '' };
    if (periodProblem(period) === null) return { preset, period };
  } else if (preset !== undefined) {
    return { preset, period: presetPeriod(preset, now) };
  }
  return { preset: DEFAULT_PERIOD_PRESET, period: presetPeriod(DEFAULT_PERIOD_PRESET, now) };
}

/** The page's query string for a period state (the default preset writes nothing). */
export function periodStateParams(state: PeriodState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.preset === DEFAULT_PERIOD_PRESET) return params;
  params.set('periodo', state.preset);
  if (state.preset === 'rango') {
    params.set('desde', state.period.desde);
    params.set('hasta', state.period.hasta);
  }
  return params;
}

/** The API's query string for a period. */
export function periodQueryParams(period: ReportPeriod): URLSearchParams {
  return new URLSearchParams({ desde: period.desde, hasta: period.hasta });
}
