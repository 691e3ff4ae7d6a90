import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feriado } from '../../db/schema/index';

export type HolidayRecord = typeof feriado.$inferSelect;

/** The holidays of a year, or all of them, by date. */
export function listHolidays(db: DbOrTx, anio: number | undefined): Promise<HolidayRecord[]> {
  return db
    .select()
    .from(feriado)
    .where(anio ? and(gte(feriado.fecha, `${anio}-01-01`), lte(feriado.fecha, `${anio}-12-31`)) : undefined)
    .orderBy(asc(feriado.fecha));
}

/** The new row, or undefined when the date is already a holiday. */
export async function insertHoliday(
  db: DbOrTx,
  values: { fecha: string; nombre: string; idUsuarioCrea: number },
): Promise<HolidayRecord | undefined> {
  const [row] = await db
    .insert(feriado)
    .values({ ...values, creadoEn: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function lockHoliday(db: DbOrTx, fecha: string): Promise<HolidayRecord | undefined> {
  const [row] = await db.select().from(feriado).where(eq(feriado.fecha, fecha)).for('update');
  return row;
}

export async function deleteHoliday(db: DbOrTx, fecha: string): Promise<void> {
  await db.delete(feriado).where(eq(feriado.fecha, fecha));
}
