import type { LeadFinancing } from '@motorplaza/domain/leads/financing-request.schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interesadoFinanciamiento } from '../../db/schema';

/** The scenario of a 'Solicitar evaluación' lead (issue 26), written in the lead's own transaction. */
export async function insertLeadFinancing(
  db: DbOrTx,
  idInteresado: number,
  financing: LeadFinancing,
): Promise<void> {
  await db.insert(interesadoFinanciamiento).values({ idInteresado, ...financing });
}

export async function findLeadFinancing(db: DbOrTx, idInteresado: number): Promise<LeadFinancing | null> {
  const [row] = await db
    .select()
    .from(interesadoFinanciamiento)
    .where(eq(interesadoFinanciamiento.idInteresado, idInteresado));
  if (!row) return null;
  const { idInteresado: _id, ...financing } = row;
  return financing as LeadFinancing;
}
