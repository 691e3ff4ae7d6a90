import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cliente } from '../../db/schema/index';

export type ClientRow = typeof cliente.$inferSelect;

export async function findClientById(db: DbOrTx, idCliente: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(cliente).where(eq(cliente.idCliente, idCliente));
  return row;
}

export async function findClientByDni(db: DbOrTx, dni: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(cliente).where(eq(cliente.dni, dni));
  return row;
}
