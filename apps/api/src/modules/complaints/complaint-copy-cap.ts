import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaintCopyCount } from '../../db/schema/index';

/**
 * How many copies of sheets one address may receive in a Lima day (issue 23, Medium 5). The book
 * files every sheet (it is a legal record); past the cap the copy is simply not mailed, and the
 * confirmation says so. Counted in the database, so every instance shares the count.
 */
export const COPIES_PER_RECIPIENT_PER_DAY = 3;

const recipientHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Counts one more copy to `address` on `day` (yyyy-MM-dd, Lima) and says whether it may be mailed.
 * One atomic upsert: two filings at once on two instances cannot both take the last copy.
 */
export async function takeCopy(tx: DbOrTx, address: string, day: string): Promise<boolean> {
  await tx.delete(complaintCopyCount).where(lt(complaintCopyCount.dia, day));
  const [row] = await tx
    .insert(complaintCopyCount)
    .values({ destinatarioHash: recipientHash(address), dia: day, copias: 1 })
    .onConflictDoUpdate({
      target: [complaintCopyCount.destinatarioHash, complaintCopyCount.dia],
      set: { copias: sql`${complaintCopyCount.copias} + 1` },
    })
    .returning({ copias: complaintCopyCount.copias });
  return (row?.copias ?? Number.POSITIVE_INFINITY) <= COPIES_PER_RECIPIENT_PER_DAY;
}
