import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** A user's text as a literal inside a LIKE pattern: its %, _ and \ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * A search box's term: any of these expressions holds it, ignoring case; undefined when the term is
 * blank. Each expression is written as its trigram index has it (`lower(...)` where the index is).
 */
export function containsTerm(
  term: string | undefined,
  expressions: readonly (Column | SQL)[],
): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return or(...expressions.map((expression) => ilike(expression, pattern)));
}
