import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

export interface StateCounts {
  activos: number;
  inactivos: number;
  todos: number;
}

/** The quick filters' counts of a list with an active flag: active, inactive and all rows of `scope`. */
export async function stateCounts(
  db: DbOrTx,
  table: PgTable,
  estado: PgColumn,
  scope: SQL | undefined,
): Promise<StateCounts> {
  const [counts] = await db
    .select({
      activos: sql<number>`count(*) filter (where ${estado})`.mapWith(Number),
      inactivos: sql<number>`count(*) filter (where not ${estado})`.mapWith(Number),
      todos: count(),
    })
    .from(table)
    .where(scope);
  return counts ?? { activos: 0, inactivos: 0, todos: 0 };
}
