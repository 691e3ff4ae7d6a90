import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { userStateLabel } from '@motorplaza/domain/users/user-display';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { bumpSessionVersion, type UserRow } from '../auth/account.repository';
import { revokeAllForUser } from '../auth/refresh-token.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { countUserAdmins, lockActiveAdmins, lockUsers, setUserState } from './user-admin.repository';
import { recordUserMovement } from './user-movements';

/**
 * After the change, inside its transaction (which locked the active admins first, lockActiveAdmins):
 * refuses it when no active ADMIN holding GESTIONAR_USUARIOS would remain.
 */
export async function assertAdminsRemain(tx: DbOrTx): Promise<void> {
  if ((await countUserAdmins(tx)) === 0) throw conflict(USER_ADMIN_MESSAGES.lastAdmin);
}

export function refuseSelfDeactivation(actor: SessionUser, ids: readonly number[]): void {
  if (ids.includes(actor.sub)) {
    throw badRequest({ estado: USER_ADMIN_MESSAGES.selfDeactivate }, USER_ADMIN_MESSAGES.selfDeactivate);
  }
}

/** Writes an activation or deactivation: the row, the movement, and (deactivation) the end of sessions. */
export async function applyState(
  tx: DbOrTx,
  actor: SessionUser,
  row: UserRow,
  estado: boolean,
  context: RequestContext,
  writeRow = true,
): Promise<void> {
  if (writeRow) await setUserState(tx, row.idUsuario, estado);
  // A deactivated user's refresh tokens die with the change; their access tokens are refused at the
  // next request because every request reads the user (decision 0004), and, since the session version
  // moves both ways, a token from before a deactivation stays refused after the reactivation (issue 23).
  if (!estado) await revokeAllForUser(tx, row.idUsuario);
  await bumpSessionVersion(tx, row.idUsuario);
  await recordUserMovement(
    tx,
    actor,
    row,
    {
      ...(estado
        ? { codigo: 'user.activate', accion: 'Activó al usuario' }
        : { codigo: 'user.deactivate', accion: 'Desactivó al usuario' }),
      // Only a real change gets here: the state before was the other one.
      cambios: diffRecords({ estado: userStateLabel(!estado) }, { estado: userStateLabel(estado) }, [
        'estado',
      ]),
    },
    context,
  );
}

export type UserStateService = ReturnType<typeof createUserStateService>;

/** PUT /usuario/:id/estado, POST /usuario/estado (bulk) and DELETE /usuario (spec: it deactivates). */
export function createUserStateService(db: Db) {
  return {
    /**
     * Sets the state of every listed user in ONE transaction: an unknown id, the caller's own
     * deactivation or the last administrator refuse the whole batch. Answers how many changed.
     */
    async setState(
      ids: readonly number[],
      estado: boolean,
      actor: SessionUser,
      context: RequestContext,
      version?: number,
    ): Promise<number> {
      const unique = [...new Set(ids)];
      if (!estado) refuseSelfDeactivation(actor, unique);
      return db.transaction(async (tx) => {
        await lockActiveAdmins(tx);
        const rows = await lockUsers(tx, unique);
        if (rows.size !== unique.length) throw notFound(USER_ADMIN_MESSAGES.notFound);
        let changed = 0;
        for (const id of unique) {
          const row = rows.get(id);
          if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
          if (version !== undefined && row.version !== version) throw conflict(USER_ADMIN_MESSAGES.stale);
          if (row.estado === estado) continue;
          await applyState(tx, actor, row, estado, context);
          changed += 1;
        }
        if (!estado) await assertAdminsRemain(tx);
        return changed;
      });
    },
  };
}
