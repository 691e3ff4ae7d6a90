import { SLOT_FREEING_STATUSES } from '@motorplaza/domain/offers/sell-offer-rules';
import { and, count, eq, gt, gte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pruebaManejo, sellOffer } from '../../db/schema/index';

/**
 * The one capacity of the stores' appointment slots (issue 26): a sell-your-car inspection and a test
 * drive each take one of a store's SLOT_CAPACITY places in an hour. Every booking, move and count of
 * either kind comes through here, under the same advisory lock, so no slot is ever over-booked across
 * both.
 */

/**
 * A discarded, cancelled or expired offer frees its slot (decisions 0027, 0043), and so does an
 * unconfirmed one whose hold has passed, even before the sweep marks it VENCIDA (issue 23).
 */
const offerHoldsSlot = (now: Date) =>
  and(
    notInArray(sellOffer.status, [...SLOT_FREEING_STATUSES]),
    or(ne(sellOffer.status, 'PENDIENTE'), gt(sellOffer.retenidoHasta, now)),
  );

/** Only a programmed test drive holds its slot; a cancelled, done or missed one frees it. */
const driveHoldsSlot = eq(pruebaManejo.status, 'PROGRAMADA');

/** Appointments of both kinds holding a site's slots from `from` on. */
export async function bookedSlots(db: DbOrTx, from: Date, now: Date) {
  const [offers, drives] = await Promise.all([
    db
      .select({ sede: sellOffer.sedeInspeccion, inicio: sellOffer.fechaInspeccion, total: count() })
      .from(sellOffer)
      .where(and(gte(sellOffer.fechaInspeccion, from), offerHoldsSlot(now)))
      .groupBy(sellOffer.sedeInspeccion, sellOffer.fechaInspeccion),
    db
      .select({ sede: pruebaManejo.sede, inicio: pruebaManejo.inicio, total: count() })
      .from(pruebaManejo)
      .where(and(gte(pruebaManejo.inicio, from), driveHoldsSlot))
      .groupBy(pruebaManejo.sede, pruebaManejo.inicio),
  ]);
  const totals = new Map<string, { sede: string; inicio: Date; total: number }>();
  for (const row of [...offers, ...drives]) {
    if (!row.sede || !row.inicio) continue;
    const key = `${row.sede}|${row.inicio.getTime()}`;
    const entry = totals.get(key) ?? { sede: row.sede, inicio: row.inicio, total: 0 };
    entry.total += Number(row.total);
    totals.set(key, entry);
  }
  return [...totals.values()];
}

/** Serialises the bookings of one slot (any constant shared by every caller). */
export const SLOT_LOCK = 10_027;

/** How many appointments hold this site's slot now (no lock: a cheap check before any heavy work). */
export async function countSlot(db: DbOrTx, sede: string, inicio: Date, now: Date): Promise<number> {
  const [[offers], [drives]] = await Promise.all([
    db
      .select({ total: count() })
      .from(sellOffer)
      .where(
        and(eq(sellOffer.sedeInspeccion, sede), eq(sellOffer.fechaInspeccion, inicio), offerHoldsSlot(now)),
      ),
    db
      .select({ total: count() })
      .from(pruebaManejo)
      .where(and(eq(pruebaManejo.sede, sede), eq(pruebaManejo.inicio, inicio), driveHoldsSlot)),
  ]);
  return Number(offers?.total ?? 0) + Number(drives?.total ?? 0);
}

/**
 * How many appointments hold this site's slot, counted under a transaction-scoped advisory lock on
 * the slot, so two people booking the last place together — an inspection and a test drive alike —
 * cannot both get it.
 */
export async function lockAndCountSlot(tx: DbOrTx, sede: string, inicio: Date, now: Date): Promise<number> {
  const key = Math.floor(inicio.getTime() / 3_600_000) * 2 + (sede === 'SURCO' ? 1 : 0);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${key % 2_000_000_000})`);
  return countSlot(tx, sede, inicio, now);
}
