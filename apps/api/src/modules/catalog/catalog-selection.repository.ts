import type { SelectionItem } from '@motorplaza/domain/catalog/selection.schema';
import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { automovil } from '../../db/schema/index';
import { PUBLIC_COLUMNS, toCatalogVehicle } from './catalog.repository';

/**
 * A car a visitor may have seen listed: available now, or once (its status history went through
 * DISPONIBLE). A car the dealership never published (bought in, never listed) is not named to the
 * public by the favourites and the comparison.
 */
export const wasPublic = or(
  sql`${automovil.estadoDes} = 'DISPONIBLE'`,
  sql`exists (select 1 from vehicle_status_history h where h.id_auto = ${automovil.idAuto}
    and (h.to_status = 'DISPONIBLE' or h.from_status = 'DISPONIBLE'))`,
);

/** The ids among `ids` of cars that are not archived and were ever public. */
export async function publicIdsAmong(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ idAuto: automovil.idAuto })
    .from(automovil)
    .where(and(inArray(automovil.idAuto, [...ids]), isNull(automovil.archivadoEn), wasPublic));
  return new Set(rows.map((row) => row.idAuto));
}

/** Each asked id with its car's public fields and status, or null (unknown, archived, never public). */
export async function findSelection(db: DbOrTx, ids: readonly number[]): Promise<SelectionItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...PUBLIC_COLUMNS, estadoDes: automovil.estadoDes })
    .from(automovil)
    .where(and(inArray(automovil.idAuto, [...ids]), isNull(automovil.archivadoEn), wasPublic));
  const byId = new Map(
    rows.map(({ estadoDes, ...row }) => [
      row.idAuto,
      { ...toCatalogVehicle(row), estadoDes: estadoDes as VehicleStatus },
    ]),
  );
  return ids.map((idAuto) => ({ idAuto, automovil: byId.get(idAuto) ?? null }));
}
