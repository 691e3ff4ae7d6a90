import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellOffer } from '../../db/schema/index';
import { SLOT_LOCK } from '../appointments/slot-capacity.repository';

/**
 * The sender's address as `sell_offer.ip_origen` keeps it: clamped to the column (an IPv6 address
 * with a zone can be longer), the same way when stored and when counted.
 */
export function originOf(ip: string | null): string | null {
  return ip === null ? null : ip.slice(0, COLUMN_LENGTHS.sellOffer.ipOrigen);
}

/** Serialises the public form's inserts while its daily caps are counted (issue 23). */
const CAPS_LOCK = 23;

/**
 * Public offers received in the 24 hours before `now`, from one address and in total. With `lock`,
 * under a transaction-scoped advisory lock, so parallel offers (on any instance) cannot all pass.
 */
export async function countRecentOffers(
  db: DbOrTx,
  ip: string | null,
  now: Date,
  lock = false,
): Promise<{ fromAddress: number; total: number }> {
  if (lock) await db.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${CAPS_LOCK})`);
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const [row] = await db
    .select({
      total: count(),
      fromAddress: sql<number>`count(*) filter (where ${ip === null ? sql`false` : eq(sellOffer.ipOrigen, originOf(ip) ?? '')})`,
    })
    .from(sellOffer)
    .where(and(gt(sellOffer.createdAt, since), isNotNull(sellOffer.ipOrigen)));
  return { fromAddress: Number(row?.fromAddress ?? 0), total: Number(row?.total ?? 0) };
}
