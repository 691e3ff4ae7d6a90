import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  type MovementChange,
  type MovementCode,
  REDACTED,
} from '@motorplaza/domain/movements/movement.schema';
import type { DbOrTx } from '../../db/client';
import { recordMovement } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { UserRow } from './user.repository';
import { fullName } from './user-admin.mapper';

export type { RequestContext };

/** The fields the form edits whose change is a user.update movement; personal data is redacted. */
const DIFFED_FIELDS = [
  ['nombres', false],
  ['apellidos', false],
  ['dni', true],
  ['correo', true],
  ['celular', true],
  ['telefono', true],
  ['direccion', true],
  ['swGenero', false],
  ['puesto', false],
  ['fechaNac', true],
] as const satisfies readonly (readonly [keyof UserRow, boolean])[];

const shown = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** What changed between two versions of a user, personal data as '[oculto]', the password never. */
export function userFieldChanges(before: UserRow, after: UserRow): MovementChange[] {
  return DIFFED_FIELDS.flatMap(([campo, personal]): MovementChange[] => {
    const antes = shown(before[campo]);
    const despues = shown(after[campo]);
    if (antes === despues) return [];
    return [personal ? { campo, antes: REDACTED, despues: REDACTED } : { campo, antes, despues }];
  });
}

export interface UserMovement {
  codigo: MovementCode;
  accion: string;
  cambios?: MovementChange[];
}

/** One change to a user, written in the transaction of the change, naming actor and target. */
export async function recordUserMovement(
  tx: DbOrTx,
  actor: SessionUser,
  target: Pick<UserRow, 'idUsuario' | 'nombres' | 'apellidos'>,
  movement: UserMovement,
  context: RequestContext,
): Promise<void> {
  await recordMovement(tx, {
    actor: { idUsuario: actor.sub, usuario: actor.nombre },
    codigo: movement.codigo,
    accion: `${movement.accion} ${fullName(target)}`,
    entidad: 'usuario',
    idEntidad: target.idUsuario,
    objetivo: fullName(target),
    cambios: movement.cambios,
    context,
  });
}
