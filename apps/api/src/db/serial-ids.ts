import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Takes the next id of a table's serial column before the insert, so files can be stored under it first. */
export async function reserveSerialId(db: DbOrTx, table: string, column: string): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, ${column})) as id`,
  );
  // node-postgres answers a result with its rows; PGlite's driver, the rows themselves.
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string | number }[] }).rows;
  return Number(rows[0]?.id);
}
