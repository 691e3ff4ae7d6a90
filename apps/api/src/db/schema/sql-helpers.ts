import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `column IN ('a', 'b')` for check constraints, with the values inlined as literals. */
export function inList(column: AnyColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((value) =>
    typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`,
  );
  return sql`${column} in (${sql.raw(literals.join(', '))})`;
}
