import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sellOffer, sellOfferFoto } from '../db/schema/index';
import type { Storage } from '../storage/storage';
import { storeOfferPhotos } from './demo-photos';
import type { SellOfferPlan } from './demo-requests';

/**
 * The demo offers with their references (VA-<year in Lima>-<id>, as migration 0005 gives older rows)
 * and, with the photos option, their guided photos under the private prefix (decision 0027).
 */
export async function insertSellOffers(
  tx: Tx,
  storage: Storage,
  offers: readonly SellOfferPlan[],
  withPhotos: boolean,
): Promise<number> {
  if (offers.length === 0) return 0;
  const rows = await tx
    .insert(sellOffer)
    .values(offers.map(({ row }) => row))
    .returning({ id: sellOffer.id });
  await tx.execute(
    sql`update ${sellOffer} set codigo = 'VA-' || extract(year from created_at at time zone 'America/Lima')::text || '-' || lpad(id::text, 6, '0') where codigo is null`,
  );
  if (!withPhotos) return 0;
  let stored = 0;
  for (const [index, { photos }] of offers.entries()) {
    const id = rows[index]?.id;
    if (id === undefined || photos.length === 0) continue;
    const photoRows = await storeOfferPhotos(storage, id, photos);
    await tx.insert(sellOfferFoto).values(photoRows);
    stored += photoRows.length;
  }
  return stored;
}
