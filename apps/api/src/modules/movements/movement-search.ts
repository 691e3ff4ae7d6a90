import { type SQL, sql } from 'drizzle-orm';

/** The time zone the log's dates are shown and searched in (spec 001 §5, decision 0018). */
export const LOG_TIME_ZONE = 'America/Lima';

/**
 * The text the movements search matches: lower(usuario accion dd/MM/yyyy HH:mm), the date in Lima.
 * The writer and the benchmark's bulk insert both build it here, so they cannot drift. Plain values
 * become parameters; SQL expressions (a column, an array element) are embedded.
 */
export function movementSearchText(usuario: SQL | string, accion: SQL | string, fecha: SQL | Date): SQL {
  const at = fecha instanceof Date ? fecha.toISOString() : fecha;
  return sql`lower((${usuario})::text || ' ' || (${accion})::text || ' ' || to_char((${at})::timestamptz at time zone ${sql.raw(`'${LOG_TIME_ZONE}'`)}, 'DD/MM/YYYY HH24:MI'))`;
}
