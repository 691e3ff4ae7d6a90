import type { AccessoryPageQuery } from '@motorplaza/domain/accessories/accessory.schema';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { accesorio, automovilAccesorio } from '../../db/schema/index';

export type AccessoryRow = typeof accesorio.$inferSelect;
export type AccessoryColumns = Pick<AccessoryRow, 'nombre' | 'tipo' | 'estado'>;

/** Alphabetical as a Spanish reader expects ('Cámara' next to 'Camión'), whatever the collation. */
const ORDER = [
  asc(sql`translate(lower(${accesorio.nombre}), 'áéíóúü', 'aeiouu')`),
  asc(accesorio.idAccesorio),
];

/** The term as a case-insensitive substring of nombre or tipo (spec 001 §2.4). */
function matchesTerm(term: string | undefined): ReturnType<typeof or> {
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(ilike(accesorio.nombre, pattern), ilike(accesorio.tipo, pattern));
}

/** GET /accesorios: one page of the active (and, with `inactivos`, the inactive) ones, and the total. */
export async function pageAccessories(db: DbOrTx, query: AccessoryPageQuery) {
  const where = and(matchesTerm(query.q), query.inactivos ? undefined : eq(accesorio.estado, true));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(accesorio)
      .where(where)
      .orderBy(...ORDER)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(accesorio).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function activeAccessories(db: DbOrTx): Promise<AccessoryRow[]> {
  return db
    .select()
    .from(accesorio)
    .where(eq(accesorio.estado, true))
    .orderBy(...ORDER);
}

/** The types in use, each once (first spelling wins, ignoring case). */
export async function accessoryTypes(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ tipo: sql<string>`min(${accesorio.tipo})` })
    .from(accesorio)
    .groupBy(sql`lower(${accesorio.tipo})`);
  return rows.map((row) => row.tipo);
}

export async function findAccessory(db: DbOrTx, idAccesorio: number): Promise<AccessoryRow | undefined> {
  const [row] = await db.select().from(accesorio).where(eq(accesorio.idAccesorio, idAccesorio));
  return row;
}

/** The row, locked for the rest of the transaction. */
export async function lockAccessory(tx: DbOrTx, idAccesorio: number): Promise<AccessoryRow | undefined> {
  const [row] = await tx.select().from(accesorio).where(eq(accesorio.idAccesorio, idAccesorio)).for('update');
  return row;
}

/** True when another ACTIVE accessory already has this name, ignoring case. */
export async function activeNameTaken(db: DbOrTx, nombre: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: accesorio.idAccesorio })
    .from(accesorio)
    .where(
      and(
        eq(accesorio.estado, true),
        sql`lower(${accesorio.nombre}) = lower(${nombre})`,
        exceptId === null ? undefined : sql`${accesorio.idAccesorio} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAccessory(tx: DbOrTx, columns: AccessoryColumns): Promise<AccessoryRow> {
  const [row] = await tx.insert(accesorio).values(columns).returning();
  if (!row) throw new Error('The accessory was not inserted');
  return row;
}

/** Updates when the version still matches; undefined when someone saved in between. */
export async function updateAccessory(
  tx: DbOrTx,
  idAccesorio: number,
  version: number,
  columns: Partial<AccessoryColumns>,
): Promise<AccessoryRow | undefined> {
  const [row] = await tx
    .update(accesorio)
    .set({ ...columns, version: sql`${accesorio.version} + 1` })
    .where(and(eq(accesorio.idAccesorio, idAccesorio), eq(accesorio.version, version)))
    .returning();
  return row;
}

export async function deleteAccessory(tx: DbOrTx, idAccesorio: number): Promise<void> {
  await tx.delete(accesorio).where(eq(accesorio.idAccesorio, idAccesorio));
}

/** How many vehicles (archived ones too) carry the accessory. */
export async function vehiclesUsing(tx: DbOrTx, idAccesorio: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(automovilAccesorio)
    .where(eq(automovilAccesorio.idAccesorio, idAccesorio));
  return row?.total ?? 0;
}

/** The existing accessories among these ids, with their state. */
export async function accessoriesByIds(db: DbOrTx, ids: readonly number[]): Promise<AccessoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accesorio)
    .where(inArray(accesorio.idAccesorio, [...ids]));
}
