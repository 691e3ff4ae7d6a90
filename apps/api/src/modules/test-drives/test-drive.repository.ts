import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pruebaManejo, sellOffer } from '../../db/schema/index';

export type TestDriveRow = typeof pruebaManejo.$inferSelect;
export type NewTestDrive = typeof pruebaManejo.$inferInsert;

/** A new drive: its id drawn first, so its code (made from the id) goes in with the row. */
export async function insertTestDrive(
  tx: DbOrTx,
  values: Omit<NewTestDrive, 'id' | 'codigo'>,
  code: (id: number) => string,
): Promise<TestDriveRow> {
  const result = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('prueba_manejo', 'id')) as id`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string | number }[] }).rows;
  const id = Number(rows[0]?.id);
  const [saved] = await tx
    .insert(pruebaManejo)
    .values({ ...values, id, codigo: code(id) })
    .returning();
  if (!saved) throw new Error('prueba_manejo insert returned nothing');
  return saved;
}

/** The drive of a code and the buyer's DNI; `lock` takes it for the buyer's change. */
export async function findDriveOfBuyer(db: DbOrTx, codigo: string, dni: string, lock = false) {
  const query = db
    .select()
    .from(pruebaManejo)
    .where(and(eq(pruebaManejo.codigo, codigo), eq(pruebaManejo.dni, dni)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lockDrive(db: DbOrTx, id: number): Promise<TestDriveRow | undefined> {
  const [row] = await db.select().from(pruebaManejo).where(eq(pruebaManejo.id, id)).for('update');
  return row;
}

/** A change: the version moves on; `idUsuario` null when the buyer or the system made it. */
export async function updateDrive(
  db: DbOrTx,
  row: TestDriveRow,
  changes: Partial<Pick<TestDriveRow, 'status' | 'sede' | 'inicio' | 'motivo'>>,
  idUsuario: number | null,
  now: Date,
): Promise<TestDriveRow> {
  const [saved] = await db
    .update(pruebaManejo)
    .set({ ...changes, updatedAt: now, idUsuarioActualiza: idUsuario, version: row.version + 1 })
    .where(eq(pruebaManejo.id, row.id))
    .returning();
  if (!saved) throw new Error(`prueba_manejo ${row.id} vanished inside its own transaction`);
  return saved;
}

/** A car's programmed drives still ahead, locked: what a sale or a withdrawal frees. */
export function lockFutureDrivesOfCar(tx: DbOrTx, idAuto: number, now: Date) {
  return tx
    .select()
    .from(pruebaManejo)
    .where(
      and(
        eq(pruebaManejo.idAuto, idAuto),
        eq(pruebaManejo.status, 'PROGRAMADA'),
        gt(pruebaManejo.inicio, now),
      ),
    )
    .orderBy(asc(pruebaManejo.id))
    .for('update');
}

/** One store's test drives of a day (every status), by hour. */
export function drivesOfDay(db: DbOrTx, sede: string, from: Date, to: Date) {
  return db
    .select()
    .from(pruebaManejo)
    .where(and(eq(pruebaManejo.sede, sede), gte(pruebaManejo.inicio, from), lt(pruebaManejo.inicio, to)))
    .orderBy(asc(pruebaManejo.inicio), asc(pruebaManejo.id));
}

/** One store's inspections of a day, with what the day view shows of them. */
export function inspectionsOfDay(db: DbOrTx, sede: string, from: Date, to: Date) {
  return db
    .select({
      codigo: sellOffer.codigo,
      inicio: sellOffer.fechaInspeccion,
      status: sellOffer.status,
      retenidoHasta: sellOffer.retenidoHasta,
      nombreCompleto: sellOffer.nombreCompleto,
      marca: sellOffer.marca,
      modelo: sellOffer.modelo,
      anio: sellOffer.anio,
    })
    .from(sellOffer)
    .where(
      and(
        eq(sellOffer.sedeInspeccion, sede),
        gte(sellOffer.fechaInspeccion, from),
        lt(sellOffer.fechaInspeccion, to),
      ),
    )
    .orderBy(asc(sellOffer.fechaInspeccion), asc(sellOffer.id));
}
