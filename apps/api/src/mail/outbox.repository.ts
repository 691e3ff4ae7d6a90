import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { correoSaliente } from '../db/schema/index';

export type OutboxRow = typeof correoSaliente.$inferSelect;

/**
 * Takes up to `limit` due messages for this sender: one short statement locks them with SKIP LOCKED
 * (another instance claiming at the same moment takes other rows), counts the attempt and moves
 * their next attempt to the end of a lease. Nothing stays locked while the message travels; a sender
 * that dies mid-send leaves the row to be taken again when its lease ends (at-least-once).
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: correoSaliente.id })
    .from(correoSaliente)
    .where(sql`${correoSaliente.estado} = 'PENDIENTE' and ${correoSaliente.proximoIntento} <= now()`)
    .orderBy(correoSaliente.proximoIntento, correoSaliente.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(correoSaliente)
    .set({
      intentos: sql`${correoSaliente.intentos} + 1`,
      proximoIntento: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(correoSaliente.id, due))
    .returning();
}

export async function markSent(db: Db, id: number): Promise<Date> {
  const [row] = await db
    .update(correoSaliente)
    .set({ estado: 'ENVIADO', enviadoEn: sql`now()`, ultimoError: null })
    .where(eq(correoSaliente.id, id))
    .returning({ enviadoEn: correoSaliente.enviadoEn });
  return row?.enviadoEn ?? new Date();
}

/** A failed attempt: try again after `retryInMs`, or give up (FALLIDO) when `retryInMs` is null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(correoSaliente)
    .set(
      retryInMs === null
        ? { estado: 'FALLIDO', ultimoError: error }
        : { ultimoError: error, proximoIntento: sql`now() + ${retryInMs} * interval '1 millisecond'` },
    )
    .where(eq(correoSaliente.id, id));
}
