import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interesado } from '../../db/schema/index';

/** Of these cars, those with an asesor's sale awaiting a manager's confirmation (decision 0040). */
export async function carsWithPendingSale(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ idAuto: interesado.idAuto })
    .from(interesado)
    .where(and(inArray(interesado.idAuto, [...ids]), eq(interesado.resultado, 'POR_CONFIRMAR')));
  return new Set(rows.flatMap((row) => (row.idAuto === null ? [] : [row.idAuto])));
}
