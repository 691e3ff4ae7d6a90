import type { Db, Tx } from '../db/client';
import { conflict, notFound } from './http-error';

export interface LockedChange<Row extends { version: number }, Answer> {
  /** Reads the record `FOR UPDATE` in the transaction; undefined when there is none. */
  lock: (tx: Tx) => Promise<Row | undefined>;
  /** The version the client read: another one means someone changed the record since (409). */
  version: number;
  /** The 404's and the 409's texts. */
  messages: { notFound: string; stale: string };
  /** A check on the locked record that goes before the version's (a lead's owner, issue 23). */
  mayAct?: (row: Row) => void;
  /** The change with its timeline event and its movement, all in the same transaction. */
  write: (tx: Tx, row: Row) => Promise<void>;
  /** The record as now stored, read after the commit. */
  answer: () => Promise<Answer>;
}

/**
 * One staff change of a versioned record: lock → exists (404) → may act → same version (409) →
 * write, in one transaction, then the record as stored. Two people acting on one record at once are
 * served in turn, and the second is told the record moved on instead of overwriting it.
 */
export async function changeLocked<Row extends { version: number }, Answer>(
  db: Db,
  change: LockedChange<Row, Answer>,
): Promise<Answer> {
  await db.transaction(async (tx) => {
    const row = await change.lock(tx);
    if (!row) throw notFound(change.messages.notFound);
    change.mayAct?.(row);
    if (row.version !== change.version) throw conflict(change.messages.stale);
    await change.write(tx, row);
  });
  return change.answer();
}
