import type { DbOrTx } from '../../db/client';
import { inventarioEvento } from '../../db/schema/index';

/**
 * Tells the catalogue alerts (issue 26) of a car that became public or got cheaper, in the
 * transaction of the change: one small insert on the request path; the matching runs in the
 * background (modules/alerts/alert-matcher.ts).
 */
export async function recordInventoryEvent(
  tx: DbOrTx,
  event: { idAuto: number; tipo: 'PUBLICADO' | 'BAJA'; precioAnterior: number | null; precioNuevo: number },
): Promise<void> {
  await tx.insert(inventarioEvento).values(event);
}
