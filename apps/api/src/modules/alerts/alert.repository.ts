import type { AlertState, AlertView } from '@motorplaza/domain/alerts/alert.schema';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alerta } from '../../db/schema/index';

export type AlertRow = typeof alerta.$inferSelect;

export function toAlertView(row: AlertRow): AlertView {
  return {
    idAlerta: row.id,
    estado: row.estado as AlertState,
    resumen: row.resumen,
    consulta: row.consulta,
    creadoEn: row.creadoEn.toISOString(),
  };
}

/** Serializes the writes of one e-mail's alerts (the cap) until the transaction ends. */
export async function lockEmail(tx: DbOrTx, correo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerta:${correo}`}))`);
}

/** Pending alerts whose confirmation window has passed: gone, they were never consented to. */
export async function deleteExpired(tx: DbOrTx, now: Date, correo?: string): Promise<AlertRow[]> {
  return tx
    .delete(alerta)
    .where(
      and(
        eq(alerta.estado, 'PENDIENTE'),
        lte(alerta.venceEn, now),
        correo === undefined ? undefined : sql`lower(${alerta.correo}) = ${correo}`,
      ),
    )
    .returning();
}

export async function alertsOf(db: DbOrTx, correo: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerta)
    .where(sql`lower(${alerta.correo}) = ${correo}`)
    .orderBy(asc(alerta.creadoEn), asc(alerta.id));
}

export async function lockAlert(tx: DbOrTx, id: number): Promise<AlertRow | undefined> {
  const [row] = await tx.select().from(alerta).where(eq(alerta.id, id)).for('update');
  return row;
}

export async function insertAlert(
  tx: DbOrTx,
  values: {
    correo: string;
    consulta: string;
    resumen: string;
    marcas: string[];
    venceEn: Date;
    creadoEn: Date;
  },
): Promise<AlertRow> {
  const [row] = await tx.insert(alerta).values(values).returning();
  if (!row) throw new Error('alert insert returned nothing');
  return row;
}

export async function updateAlert(tx: DbOrTx, id: number, values: Partial<AlertRow>): Promise<AlertRow> {
  const [row] = await tx.update(alerta).set(values).where(eq(alerta.id, id)).returning();
  if (!row) throw new Error('alert update returned nothing');
  return row;
}

export async function deleteAlerts(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(alerta).where(inArray(alerta.id, [...ids]));
}
