import type { DbOrTx } from '../../db/client';
import { interesado } from '../../db/schema/index';

export type NewInterest = typeof interesado.$inferInsert;

export async function insertInterest(db: DbOrTx, values: NewInterest): Promise<number> {
  const [row] = await db
    .insert(interesado)
    .values(values)
    .returning({ idInteresado: interesado.idInteresado });
  if (!row) throw new Error('interesado insert returned nothing');
  return row.idInteresado;
}
