import { SLOT_FREEING_STATUSES } from '@motorplaza/domain/offers/sell-offer-rules';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { and, count, eq, gt, gte, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellOffer } from '../../db/schema/index';

/**
 * A discarded, cancelled or expired offer frees its slot (decisions 0027, 0043), and so does an
 * unconfirmed one whose hold has passed, even before the sweep marks it VENCIDA (issue 23).
 */
const holdsSlot = (now: Date) =>
  and(
    notInArray(sellOffer.status, [...SLOT_FREEING_STATUSES]),
    or(ne(sellOffer.status, 'PENDIENTE'), gt(sellOffer.retenidoHasta, now)),
  );

/** Offers holding a site's slots from `from` on. */
export async function bookedSlots(db: DbOrTx, from: Date, now: Date) {
  const rows = await db
    .select({ sede: sellOffer.sedeInspeccion, inicio: sellOffer.fechaInspeccion, total: count() })
    .from(sellOffer)
    .where(and(gte(sellOffer.fechaInspeccion, from), holdsSlot(now)))
    .groupBy(sellOffer.sedeInspeccion, sellOffer.fechaInspeccion);
  return rows.flatMap((row) =>
    row.sede && row.inicio ? [{ sede: row.sede, inicio: row.inicio, total: Number(row.total) }] : [],
  );
}

/** Serialises the bookings of one slot (any constant shared by every caller). */
const SLOT_LOCK = 10_027;

/** How many offers hold this site's slot now (no lock: the cheap check before any photo work). */
export async function countSlot(db: DbOrTx, sede: string, inicio: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sellOffer)
    .where(and(eq(sellOffer.sedeInspeccion, sede), eq(sellOffer.fechaInspeccion, inicio), holdsSlot(now)));
  return Number(row?.total ?? 0);
}

/**
 * How many offers hold this site's slot, counted under a transaction-scoped advisory lock on the slot
 * so two sellers booking the last place together cannot both get it.
 */
export async function lockAndCountSlot(tx: DbOrTx, sede: string, inicio: Date, now: Date): Promise<number> {
  const key = Math.floor(inicio.getTime() / 3_600_000) * 2 + (sede === 'SURCO' ? 1 : 0);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${key % 2_000_000_000})`);
  return countSlot(tx, sede, inicio, now);
}

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
