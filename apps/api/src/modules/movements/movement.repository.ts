import type { DbOrTx } from '../../db/client';
import { movimiento } from '../../db/schema/index';

export interface MovementInput {
  idUsuario: number | null;
  usuario: string;
  accion: string;
  ip?: string | null;
}

/** Writes one entry of the audit log; call it inside the transaction of the change it records. */
export async function recordMovement(db: DbOrTx, input: MovementInput): Promise<void> {
  await db.insert(movimiento).values({ ...input, ip: input.ip ?? null });
}
