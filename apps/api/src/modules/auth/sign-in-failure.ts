import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import { type MovementActor, recordMovement } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { UserRow } from './account.repository';
import { failedSignInMail } from './failed-sign-in-mail';
import { claimOwnerNotice, recordAttempt, THROTTLE_WINDOW_MS } from './login-throttle';

/**
 * Whoever tries a password is not known until it is right: a failed sign-in is recorded by nobody
 * (issue 23), against the account it tried. The e-mail typed never becomes the actor's name.
 */
export const ANONYMOUS_SIGN_IN = {
  idUsuario: null,
  usuario: 'Anónimo (inicio de sesión)',
} satisfies MovementActor;

/** The typed e-mail as a movement's target: without control characters, within the column. */
export function typedTarget(correo: string): string {
  return correo.replace(/\p{Cc}/gu, '').slice(0, COLUMN_LENGTHS.movimiento.objetivo);
}

/**
 * Records a failed sign-in in one transaction: the attempt (for the throttles), the movement, and,
 * after NOTIFY_OWNER_AFTER failures in the window, one notice to the account's owner.
 */
export async function recordFailedSignIn(
  db: Db,
  input: {
    correo: string;
    ip: string;
    user: UserRow | undefined;
    /** True for an inactive account's right password: the log tells the administrator so. */
    validPassword: boolean;
    context: RequestContext;
  },
): Promise<void> {
  const { correo, user } = input;
  await db.transaction(async (tx) => {
    await recordAttempt(tx, correo, input.ip, false);
    const inactive = Boolean(user && !user.estado && input.validPassword);
    await recordMovement(tx, {
      actor: ANONYMOUS_SIGN_IN,
      ...(inactive
        ? { codigo: 'auth.loginInactive', accion: 'Intento de inicio de sesión de un usuario inactivo' }
        : { codigo: 'auth.loginFailed', accion: 'Intento de inicio de sesión fallido' }),
      ...(user
        ? { entidad: 'usuario', idEntidad: user.idUsuario, objetivo: `${user.nombres} ${user.apellidos}` }
        : { objetivo: typedTarget(correo) }),
      context: input.context,
    });
    if (!user?.estado) return;
    const failures = await claimOwnerNotice(tx, correo);
    if (failures !== null)
      await enqueueMail(tx, failedSignInMail(user, failures, new Date(), THROTTLE_WINDOW_MS / 60_000));
  });
}
