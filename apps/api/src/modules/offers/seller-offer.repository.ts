import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellOffer } from '../../db/schema/index';
import type { SellOfferRow } from './sell-offer.repository';

/** The offer of a reference and the seller's DNI, locked for the seller's change (decision 0043). */
export async function lockOfferOfSeller(
  db: DbOrTx,
  codigo: string,
  dni: string,
): Promise<SellOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(sellOffer)
    .where(and(eq(sellOffer.codigo, codigo), eq(sellOffer.dni, dni)))
    .for('update');
  return row;
}

export async function findOfferOfSeller(db: DbOrTx, codigo: string, dni: string) {
  const [row] = await db
    .select()
    .from(sellOffer)
    .where(and(eq(sellOffer.codigo, codigo), eq(sellOffer.dni, dni)));
  return row;
}

/** The seller's own change: no staff user, the version moves on. */
export async function updateOfferBySeller(
  db: DbOrTx,
  row: SellOfferRow,
  changes: Partial<Pick<SellOfferRow, 'status' | 'sedeInspeccion' | 'fechaInspeccion'>>,
): Promise<void> {
  await db
    .update(sellOffer)
    .set({ ...changes, updatedAt: new Date(), idUsuarioActualiza: null, version: row.version + 1 })
    .where(eq(sellOffer.id, row.id));
}
