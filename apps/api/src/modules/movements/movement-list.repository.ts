import {
  MOVEMENT_KINDS,
  MOVEMENT_SEARCH_MIN,
  MOVEMENTS_SEARCH_COUNT_LIMIT,
  type MovementFilter,
} from '@motorplaza/domain/movements/movement.schema';
import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { movimiento, userFullName, usuario } from '../../db/schema/index';
import { LOG_TIME_ZONE } from './movement-search';

/**
 * Spec 001 §5: the search applies from 3 characters (after trimming); the term is split on spaces
 * and every word must match.
 */
export function searchWords(q: string | undefined): string[] {
  const term = q?.trim() ?? '';
  if (term.length < MOVEMENT_SEARCH_MIN) return [];
  return term.split(/\s+/).filter((word) => word.length > 0);
}

/** A word taken literally by LIKE: its wildcards and the escape character itself escaped. */
export function likeLiteral(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A Lima calendar day's first instant (`next` = the day after `day`). */
function limaMidnight(day: string, next = false): SQL {
  const date = next ? sql`(${day}::date + 1)` : sql`${day}::date`;
  return sql`(${date}::timestamp at time zone ${sql.raw(`'${LOG_TIME_ZONE}'`)})`;
}

function whereOf(filter: MovementFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // Each word a substring of usuario, accion or the Lima date text (movementSearchText), any case;
  // the trigram index answers these LIKEs (decision 0018).
  for (const word of searchWords(filter.q)) {
    conditions.push(sql`${movimiento.busqueda} like lower(${`%${likeLiteral(word)}%`})`);
  }
  if (filter.idUsuario !== undefined) conditions.push(eq(movimiento.idUsuario, filter.idUsuario));
  if (filter.tipo) conditions.push(inArray(movimiento.codigo, [...MOVEMENT_KINDS[filter.tipo].codes]));
  if (filter.desde) conditions.push(sql`${movimiento.fecha} >= ${limaMidnight(filter.desde)}`);
  if (filter.hasta) conditions.push(sql`${movimiento.fecha} < ${limaMidnight(filter.hasta, true)}`);
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  idLog: movimiento.idLog,
  usuario: movimiento.usuario,
  accion: movimiento.accion,
  fecha: movimiento.fecha,
  codigo: movimiento.codigo,
  entidad: movimiento.entidad,
  idEntidad: movimiento.idEntidad,
  objetivo: movimiento.objetivo,
  cambios: movimiento.cambios,
  ip: movimiento.ip,
  userAgent: movimiento.userAgent,
  requestId: movimiento.requestId,
  // The actor's e-mail, for the detail: the line names people by their full name (decision 0045).
  correoUsuario: usuario.correo,
};

export type MovementRow = Awaited<ReturnType<typeof listMovements>>['rows'][number];

/**
 * How many entries match. Without a search term it is exact: the btree indexes answer it from the
 * index alone. A search term is a substring test on every candidate row, so its count stops at
 * MOVEMENTS_SEARCH_COUNT_LIMIT + 1 rows (decision 0018: bench/README.md "Movements log").
 */
async function countMatching(db: DbOrTx, where: SQL | undefined, searching: boolean) {
  if (!searching) {
    const [counted] = await db.select({ total: count() }).from(movimiento).where(where);
    return { total: counted?.total ?? 0, totalExacto: true };
  }
  const matching = db
    .select({ one: sql`1` })
    .from(movimiento)
    .where(where)
    .limit(MOVEMENTS_SEARCH_COUNT_LIMIT + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  const total = counted?.total ?? 0;
  return total > MOVEMENTS_SEARCH_COUNT_LIMIT
    ? { total: MOVEMENTS_SEARCH_COUNT_LIMIT, totalExacto: false }
    : { total, totalExacto: true };
}

/** One page of the log, newest first, and how many entries match (spec 001 §7 GET /usuario/logs). */
export async function listMovements(
  db: DbOrTx,
  filter: MovementFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(movimiento)
      .leftJoin(usuario, eq(usuario.idUsuario, movimiento.idUsuario))
      .where(where)
      .orderBy(desc(movimiento.fecha), desc(movimiento.idLog))
      .limit(page.limit)
      .offset(page.offset),
    countMatching(db, where, searchWords(filter.q).length > 0),
  ]);
  return { rows, ...counted };
}

/** Everyone who appears in the log, active or not, for the screen's user filter. */
export function listMovementUsers(db: DbOrTx) {
  return db
    .select({
      idUsuario: usuario.idUsuario,
      nombre: userFullName(usuario),
      correo: usuario.correo,
    })
    .from(usuario)
    .where(
      exists(db.select({ one: sql`1` }).from(movimiento).where(eq(movimiento.idUsuario, usuario.idUsuario))),
    )
    .orderBy(asc(usuario.nombres), asc(usuario.apellidos), asc(usuario.idUsuario));
}
