import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../auth/account.repository';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords, type MovementChanges } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { fullName } from './user-admin.mapper';

/** The fields the form edits (besides role, state and permissions) whose change is a user.update movement (personal data redacted). */
export const USER_FIELDS = [
  'nombres',
  'apellidos',
  'dni',
  'correo',
  'celular',
  'telefono',
  'direccion',
  'swGenero',
  'puesto',
  'fechaNac',
] as const satisfies readonly (keyof UserRow)[];

export function userFieldChanges(before: UserRow, after: UserRow): MovementChanges {
  return diffRecords(before, after, USER_FIELDS);
}

export interface UserMovement {
  codigo: MovementCode;
  accion: string;
  cambios?: MovementChanges;
}

/** One change to a user, written in the transaction of the change, naming actor and target. */
export async function recordUserMovement(
  tx: DbOrTx,
  actor: SessionUser,
  target: Pick<UserRow, 'idUsuario' | 'nombres' | 'apellidos'>,
  movement: UserMovement,
  context: RequestContext,
): Promise<void> {
  const objetivo = fullName(target);
  await recordMovement(tx, {
    actor: staffActor(actor),
    codigo: movement.codigo,
    accion: `${movement.accion} ${objetivo}`,
    entidad: 'usuario',
    idEntidad: target.idUsuario,
    objetivo,
    ...(movement.cambios ? { cambios: movement.cambios } : {}),
    context,
  });
}
