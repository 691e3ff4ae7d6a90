/** SQL pieces of the scale data (bench/scale-data.ts): seeded draws, weighted picks, Lima opening hours. */

/** Vehicles entered over the last three years; leads arrived over the last two. */
export const VEHICLE_DAYS = 1095;
export const LEAD_DAYS = 730;

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXZ';
/** A Peruvian plate (ABC-123) unique to each row number: n·9973 permutes the 22³ letter triples. */
export const plate = (n: string) => {
  const letters = `(${n}::int8 * 9973 % 10648)`;
  const letter = (index: string) => `substr('${PLATE_LETTERS}', 1 + (${index})::int, 1)`;
  return `${letter(`${letters} / 484`)} || ${letter(`${letters} / 22 % 22`)} || ${letter(`${letters} % 22`)}
    || '-' || lpad(((${n} % 10648 * 7919 + ${n} / 10648) % 1000)::text, 3, '0')`;
};
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
export const textArray = (items: readonly string[]) => `(array[${items.map(literal).join(',')}]::text[])`;
export const intArray = (items: readonly number[]) => `(array[${items.join(',')}]::int[])`;
/** A uniform number in [0, 1) drawn from the row key and a salt: the same on every engine. */
export const u = (key: string, salt: number) =>
  `((hashint8extended((${key})::int8, ${salt}) & 4294967295)::float8 / 4294967296.0)`;
/** Element of a SQL array picked by a uniform draw. */
export const pick = (array: string, length: number, key: string, salt: number) =>
  `${array}[1 + floor(${u(key, salt)} * ${length})::int]`;
/** Repeats each value in proportion to its weight, for picking by a uniform draw. */
export function expand<T>(weighted: readonly (readonly [T, number])[], slots: number): T[] {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  return weighted.flatMap(([value, weight]) =>
    Array<T>(Math.max(1, Math.round((slots * weight) / total))).fill(value),
  );
}

/** The rows an INSERT, UPDATE or DELETE touched, on either driver. */
export function rowCountOf(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * Time is drawn in "opening days": x = 0 is today 9:00 in Lima, x = -1.5 yesterday's 13:30 (staff
 * act between 9:00 and 18:00), so an increasing x is an increasing instant inside opening hours. Whole
 * milliseconds, as the API writes them (and the same on every engine).
 */
export function clock(now: Date) {
  const lima = new Date(now.getTime() - 5 * 3_600_000);
  const hour = lima.getUTCHours() + lima.getUTCMinutes() / 60;
  const today = lima.toISOString().slice(0, 10);
  // The latest x strictly before `now`.
  const top = hour < 9 ? -0.001 : hour >= 18 ? 0.999 : (hour - 9) / 9 - 0.001;
  const at = (x: string) =>
    `((date '${today}' + floor(${x})::int)::timestamp + interval '1 millisecond' * round(32400000 + (${x} - floor(${x})) * 32400000)) at time zone 'America/Lima'`;
  return { today, top, at };
}
