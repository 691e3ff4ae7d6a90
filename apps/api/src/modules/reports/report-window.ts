import type { ReportPeriod } from '@motorplaza/domain/reports/report-period';
import { addDays } from '@motorplaza/domain/shared/dates';
import { TIME_ZONE } from '@motorplaza/domain/shared/format';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

/**
 * The Lima calendar days a figure covers (decision 0024: months and days are Lima's): `from`
 * included, `until` excluded, both yyyy-MM-dd. The database turns them into instants with its own
 * time-zone data, the same way on PostgreSQL and PGlite.
 */
export interface LimaDays {
  readonly from: string;
  readonly until: string;
}

/** The first day of the month `months` after the month of `day` (before it when negative). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/** A report period (both days included) as days. */
export function daysOfPeriod(period: ReportPeriod): LimaDays {
  return { from: period.desde, until: addDays(period.hasta, 1) };
}

/** The Lima calendar month of `day`, `months` after it. */
export function monthOf(day: string, months = 0): LimaDays {
  return { from: monthStart(day, months), until: monthStart(day, months + 1) };
}

// A literal, not a parameter: expressions that use it appear in GROUP BY, which must match the
// SELECT list text exactly.
const LIMA = sql.raw(`'${TIME_ZONE}'`);

/** The wall-clock time in Lima of a timestamptz column (a timestamp without time zone). */
export function inLima(column: AnyColumn | SQL): SQL {
  return sql`(${column} at time zone ${LIMA})`;
}

/** The calendar day in Lima of a timestamptz column. */
export function limaDayOf(column: AnyColumn | SQL): SQL {
  return sql`(${inLima(column)})::date`;
}

/** The first instant of a Lima calendar day. */
function limaMidnight(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${LIMA})`;
}

/**
 * The Lima calendar months those days touch, as a FROM item `month` (its first day, a timestamp
 * without time zone) with `starts` and `ends`, the instants of the part of the month within the days.
 * Counting per month over these ranges lets an index on the column answer each month, instead of
 * converting every row's instant to Lima time.
 */
export function limaMonths(days: LimaDays): SQL {
  const from = sql`${days.from}::timestamp`;
  const until = sql`${days.until}::timestamp`;
  return sql`(select month,
      (greatest(month, ${from}) at time zone ${LIMA}) as starts,
      (least(month + interval '1 month', ${until}) at time zone ${LIMA}) as ends
    from generate_series(date_trunc('month', ${from}), ${until} - interval '1 day', interval '1 month') as month)`;
}

/** The instant column falls on those Lima days (a range an index on the column answers). */
export function withinDays(column: AnyColumn, days: LimaDays): SQL {
  return and(
    sql`${column} >= ${limaMidnight(days.from)}`,
    sql`${column} < ${limaMidnight(days.until)}`,
  ) as SQL;
}
