import { clientFullName } from '@motorplaza/domain/clients/client.schema';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cliente } from '../../db/schema/index';
import { type MovementActor, recordMovement } from '../movements/movement.repository';
import { diffRecords, PERSONAL_FIELDS } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import type { ClientRow } from './client.repository';

/** A person's RUC (prefix 10) carries their DNI: it is personal data too. */
const CLIENT_PERSONAL = new Set([...PERSONAL_FIELDS, 'ruc']);
const CLIENT_FIELDS = [
  'nombres',
  'apellidos',
  'dni',
  'ruc',
  'correo',
  'celular',
  'direccion',
  'estado',
] as const satisfies readonly (keyof ClientRow)[];

/**
 * The client.create or client.update movement of a client written by any screen (its own form, a
 * vehicle's owner, an offer's seller): before → after of its fields, personal data redacted. An
 * update that changed nothing records nothing.
 */
export async function recordClientMovement(
  tx: DbOrTx,
  actor: MovementActor,
  before: ClientRow | null,
  after: ClientRow,
  context: RequestContext,
  origin = '',
): Promise<void> {
  const cambios = diffRecords(before, after, CLIENT_FIELDS, { personal: CLIENT_PERSONAL });
  if (before && cambios.length === 0) return;
  const objetivo = clientFullName(after);
  await recordMovement(tx, {
    actor,
    codigo: before ? 'client.update' : 'client.create',
    accion: `${before ? 'Actualizó los datos del cliente' : 'Registró al cliente'} ${objetivo}${origin}`,
    entidad: 'cliente',
    idEntidad: after.idCliente,
    objetivo,
    cambios,
    context,
  });
}

export interface ClientFromRecord {
  nombres: string;
  apellidos: string;
  dni: string;
  correo: string | null;
  celular: string | null;
}

/**
 * The registered client with this DNI, written from another record inside its transaction, with its
 * movement: a new DNI creates the client; an existing one takes the record's names and contact
 * (`replace`: a vehicle's owner, decision 0011) or only fills what it lacks (`fill`: an offer's
 * seller, decision 0027). `origin` completes the movement's sentence (" desde la oferta …").
 */
export async function saveClientFrom(
  tx: DbOrTx,
  values: ClientFromRecord,
  how: { mode: 'replace' | 'fill'; actor: MovementActor; context: RequestContext; origin?: string },
): Promise<number> {
  const [created] = await tx
    .insert(cliente)
    .values(values)
    .onConflictDoNothing({ target: cliente.dni })
    .returning();
  if (created) {
    await recordClientMovement(tx, how.actor, null, created, how.context, how.origin);
    return created.idCliente;
  }
  const [before] = await tx.select().from(cliente).where(eq(cliente.dni, values.dni)).for('update');
  if (!before) throw new Error(`client ${values.dni} neither inserted nor found`);
  const next =
    how.mode === 'replace'
      ? values
      : { correo: before.correo ?? values.correo, celular: before.celular ?? values.celular };
  const same = Object.entries(next).every(([field, value]) => before[field as keyof ClientRow] === value);
  if (same) return before.idCliente;
  const [after] = await tx
    .update(cliente)
    .set({ ...next, version: sql`${cliente.version} + 1` })
    .where(eq(cliente.idCliente, before.idCliente))
    .returning();
  if (!after) throw new Error(`client ${values.dni} vanished inside its own transaction`);
  await recordClientMovement(tx, how.actor, before, after, how.context, how.origin);
  return after.idCliente;
}
