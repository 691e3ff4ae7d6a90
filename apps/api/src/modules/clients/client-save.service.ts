import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  CLIENT_MESSAGES,
  type ClientForm,
  type ClientUpdate,
  type RegisteredClient,
} from '@motorplaza/domain/clients/client.schema';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/unique-violation';
import { conflict, notFound } from '../../lib/http-error';
import { type MovementActor, staffActor } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import { findClientByDni, findClientById } from './client.repository';
import { toRegisteredClient } from './client-admin.mapper';
import { dniTaken, insertClient, updateClient } from './client-admin.repository';
import { recordClientMovement } from './client-movement';

const dniConflict = () => conflict(CLIENT_MESSAGES.dniTaken, { dni: CLIENT_MESSAGES.dniTaken });

/** A concurrent save that took the DNI after our check: the same 409. */
function asDniConflict(error: unknown): unknown {
  return uniqueViolationOf(error) === 'cliente_dni_unique' ? dniConflict() : error;
}

/** Inserts a client with its client.create movement (before → after), inside the caller's transaction. */
async function insertWithMovement(
  tx: DbOrTx,
  form: ClientForm,
  actor: MovementActor,
  context: RequestContext,
  origin = '',
) {
  const row = await insertClient(tx, form);
  await recordClientMovement(tx, actor, null, row, context, origin);
  return row;
}

/**
 * The client with this DNI, registered now from `form` when there is none (a sale's buyer, decision
 * 0040), inside the caller's transaction. An existing client keeps their data (the sale record links
 * them to the car, and the car's movement names them). `origin` completes the movement's sentence.
 */
export async function findOrCreateClient(
  tx: DbOrTx,
  form: ClientForm,
  actor: MovementActor,
  context: RequestContext,
  origin = '',
): Promise<number> {
  const existing = await findClientByDni(tx, form.dni);
  if (existing) return existing.idCliente;
  try {
    return (await insertWithMovement(tx, form, actor, context, origin)).idCliente;
  } catch (error) {
    throw asDniConflict(error);
  }
}

/** POST and PUT /clientes (decision 0022): the write and its movement in one transaction. */
export function createClientSaveService(db: Db) {
  return {
    async create(form: ClientForm, actor: SessionUser, context: RequestContext): Promise<RegisteredClient> {
      if (await dniTaken(db, form.dni, null)) throw dniConflict();
      try {
        return await db.transaction(async (tx) =>
          toRegisteredClient(await insertWithMovement(tx, form, staffActor(actor), context)),
        );
      } catch (error) {
        throw asDniConflict(error);
      }
    },

    async update(
      idCliente: number,
      form: ClientUpdate,
      actor: SessionUser,
      context: RequestContext,
    ): Promise<RegisteredClient> {
      const existing = await findClientById(db, idCliente);
      if (!existing) throw notFound(CLIENT_MESSAGES.notFound);
      if (existing.version !== form.version) throw conflict(CLIENT_MESSAGES.stale);
      if (await dniTaken(db, form.dni, idCliente)) throw dniConflict();
      const { version, ...values } = form;
      try {
        return await db.transaction(async (tx) => {
          const after = await updateClient(tx, idCliente, version, values);
          if (!after) throw conflict(CLIENT_MESSAGES.stale);
          await recordClientMovement(tx, staffActor(actor), existing, after, context);
          return toRegisteredClient(after);
        });
      } catch (error) {
        throw asDniConflict(error);
      }
    },
  };
}
