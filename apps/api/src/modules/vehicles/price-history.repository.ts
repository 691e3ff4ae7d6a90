import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vehiclePriceHistory } from '../../db/schema/index';
import { recordInventoryEvent } from './inventory-event.repository';

export interface PriceChange {
  readonly precioAnterior: number | null;
  readonly precioNuevo: number;
  readonly idUsuario: number | null;
  readonly changedAt: Date;
}

/**
 * Records a listed price when a vehicle is created (no previous price) or its listed price changes
 * (docs/decisions/0077-price-history.md); an unchanged price records nothing, a lower one is also an
 * event for the catalogue alerts. Call inside the save's transaction.
 */
export async function recordPriceChange(
  tx: DbOrTx,
  entry: { idAuto: number; before: number | null; after: number; idUsuario: number | null; at: Date },
): Promise<boolean> {
  if (entry.before === entry.after) return false;
  await tx.insert(vehiclePriceHistory).values({
    idAuto: entry.idAuto,
    precioAnterior: entry.before,
    precioNuevo: entry.after,
    idUsuario: entry.idUsuario,
    changedAt: entry.at,
  });
  // A lower listed price is news for the alerts that watch the car (issue 26).
  if (entry.before !== null && entry.after < entry.before)
    await recordInventoryEvent(tx, {
      idAuto: entry.idAuto,
      tipo: 'BAJA',
      precioAnterior: entry.before,
      precioNuevo: entry.after,
    });
  return true;
}

/** A vehicle's price changes, oldest first. */
export async function priceHistoryOf(db: DbOrTx, idAuto: number): Promise<PriceChange[]> {
  return db
    .select({
      precioAnterior: vehiclePriceHistory.precioAnterior,
      precioNuevo: vehiclePriceHistory.precioNuevo,
      idUsuario: vehiclePriceHistory.idUsuario,
      changedAt: vehiclePriceHistory.changedAt,
    })
    .from(vehiclePriceHistory)
    .where(eq(vehiclePriceHistory.idAuto, idAuto))
    .orderBy(asc(vehiclePriceHistory.changedAt), asc(vehiclePriceHistory.id));
}
