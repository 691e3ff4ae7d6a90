import { eq, sql } from 'drizzle-orm';
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

export interface OwnerInput {
  nombres: string;
  apellidos: string;
  dni: string;
  correo: string | null;
  celular: string | null;
}

/**
 * docs/decisions/0011: the owner is the registered client with that DNI, whose names and contact take
 * what the form sends; a new DNI creates the client. Returns its id.
 */
export async function upsertOwner(db: DbOrTx, owner: OwnerInput): Promise<number> {
  const [row] = await db
    .insert(cliente)
    .values(owner)
    .onConflictDoUpdate({
      target: cliente.dni,
      set: {
        nombres: owner.nombres,
        apellidos: owner.apellidos,
        correo: owner.correo,
        celular: owner.celular,
        version: sql`${cliente.version} + 1`,
      },
    })
    .returning({ idCliente: cliente.idCliente });
  if (!row) throw new Error('owner upsert returned no row');
  return row.idCliente;
}
