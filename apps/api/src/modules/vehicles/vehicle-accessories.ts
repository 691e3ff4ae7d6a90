import { ACCESSORY_MESSAGES } from '@motorplaza/domain/accessories/accessory.schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accesorio, automovilAccesorio } from '../../db/schema/index';
import { badRequest } from '../../lib/http-error';
import { listVehicleAccessories } from './vehicle.repository';

const names = (rows: readonly { nombre: string }[]) =>
  rows
    .map((row) => row.nombre)
    .sort((a, b) => a.localeCompare(b, 'es'))
    .join(', ');

/**
 * Replaces a vehicle's accessories inside its save's transaction (decision 0021): each id must be an
 * active accessory, or one the vehicle already carries (an inactivated accessory stays on the vehicles
 * that have it). The rows are locked against a concurrent delete. Answers the names before and after
 * (for the movement's changes), or nothing when the list is the same.
 */
export async function replaceVehicleAccessories(
  tx: DbOrTx,
  idAuto: number,
  ids: readonly number[],
): Promise<{ before: string; after: string } | undefined> {
  const before = await listVehicleAccessories(tx, idAuto);
  const kept = new Set(before.map((row) => row.idAccesorio));
  const wanted = new Set(ids);
  const added = ids.filter((id) => !kept.has(id));
  const removed = [...kept].filter((id) => !wanted.has(id));
  if (added.length === 0 && removed.length === 0) return undefined;
  const usable =
    added.length === 0
      ? []
      : await tx
          .select({ idAccesorio: accesorio.idAccesorio })
          .from(accesorio)
          .where(and(inArray(accesorio.idAccesorio, added), eq(accesorio.estado, true)))
          .for('key share');
  if (usable.length !== added.length) {
    throw badRequest(
      { accesorios: ACCESSORY_MESSAGES.unknownAccessory },
      ACCESSORY_MESSAGES.unknownAccessory,
    );
  }
  if (removed.length > 0) {
    await tx
      .delete(automovilAccesorio)
      .where(and(eq(automovilAccesorio.idAuto, idAuto), inArray(automovilAccesorio.idAccesorio, removed)));
  }
  if (added.length > 0)
    await tx.insert(automovilAccesorio).values(added.map((idAccesorio) => ({ idAuto, idAccesorio })));
  const after = await listVehicleAccessories(tx, idAuto);
  return { before: names(before), after: names(after) };
}
