import { PASSWORD_MESSAGES, passwordProblem } from '@motorplaza/domain/auth/password-policy';
import { PROFILE_MESSAGES, type Profile, type ProfileUpdate } from '@motorplaza/domain/auth/profile.schema';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, unauthenticated } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordMovement } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import {
  bumpSessionVersion,
  findUserById,
  sessionUserOf,
  type UserRow,
  updateProfile,
} from './account.repository';
import { openSession, type Session } from './open-session';
import { findRefreshToken, revokeAllForUser } from './refresh-token.repository';
import type { TokenService } from './token.service';

export interface ProfileContext {
  request: RequestContext;
  refreshToken: string | undefined;
  /** The session of the bearer token: a save without a new password keeps it. */
  sid: string;
}

/**
 * The new password's checks beyond the schema: the e-mail (not in the form) among the owner's parts,
 * the current password, and, for a password an administrator set, that the new one differs.
 */
async function checkNewPassword(user: UserRow, actual: string, nueva: string): Promise<void> {
  const problem = passwordProblem(nueva, user);
  if (problem) throw badRequest({ contrasenaNueva: problem });
  if (!(await verifyPassword(user.contrasena, actual))) {
    throw badRequest({ contrasenaActual: PROFILE_MESSAGES.currentPasswordWrong });
  }
  if (user.debeCambiarContrasena && actual === nueva) {
    throw badRequest({ contrasenaNueva: PASSWORD_MESSAGES.sameAsCurrent });
  }
}

export function createProfileService(db: Db, tokens: TokenService) {
  return {
    async profile(idUsuario: number): Promise<Profile> {
      const user = await findUserById(db, idUsuario);
      if (!user) throw notFound();
      const { nombres, apellidos, correo, celular, foto, version } = user;
      return {
        idUsuario,
        nombres,
        apellidos,
        correo,
        celular,
        foto,
        version,
        rol: user.rol as Profile['rol'],
      };
    },

    /**
     * Saves the user's own data. A password change ends every session of the user, on every device,
     * at their next request (the session version moves, issue 23) and opens a new one for this browser;
     * it also lifts the change an administrator's password demanded.
     */
    async updateProfile(
      idUsuario: number,
      changes: ProfileUpdate,
      context: ProfileContext,
    ): Promise<{ jwt: string; renewed: Session | undefined; persistent: boolean }> {
      const user = await findUserById(db, idUsuario);
      if (!user?.estado) throw unauthenticated();
      if (user.debeCambiarContrasena && !changes.contrasenaNueva)
        throw forbidden(PASSWORD_MESSAGES.mustChange);
      let contrasena: string | undefined;
      if (changes.contrasenaNueva) {
        await checkNewPassword(user, changes.contrasenaActual ?? '', changes.contrasenaNueva);
        contrasena = await hashPassword(changes.contrasenaNueva);
      }
      const current = context.refreshToken ? await findRefreshToken(db, context.refreshToken) : undefined;
      const persistent = current?.persistent ?? true;
      return db.transaction(async (tx) => {
        const saved = await updateProfile(tx, idUsuario, changes.version, {
          nombres: changes.nombres,
          apellidos: changes.apellidos,
          celular: changes.celular,
          ...(contrasena ? { contrasena, debeCambiarContrasena: false } : {}),
        });
        if (!saved) throw conflict();
        const after = {
          nombres: changes.nombres,
          apellidos: changes.apellidos,
          celular: changes.celular,
          contrasena,
        };
        const cambios = diffRecords<typeof after>(user, after, [
          'nombres',
          'apellidos',
          'celular',
          'contrasena',
        ]);
        await recordMovement(tx, {
          actor: { idUsuario },
          codigo: contrasena ? 'profile.password' : 'profile.update',
          accion: !contrasena
            ? 'Actualizó su perfil'
            : cambios.length > 1
              ? 'Actualizó su perfil y su contraseña'
              : 'Cambió su contraseña',
          entidad: 'usuario',
          idEntidad: idUsuario,
          objetivo: `${user.nombres} ${user.apellidos}`,
          cambios,
          context: context.request,
        });
        if (contrasena) {
          await revokeAllForUser(tx, idUsuario);
          await bumpSessionVersion(tx, idUsuario);
        }
        const fresh = await findUserById(tx, idUsuario);
        if (!fresh) throw notFound();
        if (!contrasena) {
          const session = { sid: context.sid, sv: fresh.versionSesion, debeCambiarContrasena: false };
          return {
            jwt: await tokens.signAccess(await sessionUserOf(tx, fresh), session),
            renewed: undefined,
            persistent,
          };
        }
        const renewed = await openSession(tx, tokens, fresh, persistent);
        return { jwt: renewed.jwt, renewed, persistent };
      });
    },

    /**
     * PUT /usuario/contrasena: the own password alone, through the profile save above (one piece of
     * code checks the current password, hashes, ends the other sessions and writes the movement).
     */
    async changeOwnPassword(
      idUsuario: number,
      input: { contrasenaActual: string; contrasenaNueva: string },
      context: ProfileContext,
    ) {
      const user = await findUserById(db, idUsuario);
      if (!user?.estado) throw unauthenticated();
      const { nombres, apellidos, celular, version } = user;
      return this.updateProfile(idUsuario, { nombres, apellidos, celular, version, ...input }, context);
    },
  };
}
