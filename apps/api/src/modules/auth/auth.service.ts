import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { LOGIN_MESSAGES } from '@motorplaza/domain/auth/login-messages';
import { PROFILE_MESSAGES, type Profile, type ProfileUpdate } from '@motorplaza/domain/auth/profile.schema';
import { REFRESH_TOKEN_TTL_SECONDS } from '@motorplaza/domain/auth/tokens';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unauthenticated } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordMovement } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { findUserByCorreo, findUserById, sessionUserOf, updateProfile } from '../users/user.repository';
import { isThrottled, recordAttempt } from './login-throttle';
import {
  consumeRefreshToken,
  findRefreshToken,
  issueRefreshToken,
  revokeAllForUser,
  revokeFamily,
} from './refresh-token.repository';
import type { TokenService } from './token.service';

export interface Session {
  jwt: string;
  refreshToken: string;
  persistent: boolean;
}

/** A failure the login route answers as `{ error }` (spec 000 §3), with its status. */
export class LoginError extends Error {
  constructor(
    readonly statusCode: 401 | 429,
    message: string,
  ) {
    super(message);
  }
}

export function createAuthService(db: Db, tokens: TokenService) {
  // Verified against when the e-mail is unknown, so both failures cost the same argon2 time.
  const dummyHash = hashPassword('motorplaza-timing-equaliser');

  async function openSession(user: SessionUser, persistent: boolean, familyId?: string, database = db) {
    const refresh = await issueRefreshToken(database, {
      idUsuario: user.sub,
      familyId,
      persistent,
      ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    });
    return { jwt: await tokens.signAccess(user), refreshToken: refresh.token, persistent };
  }

  return {
    async login(
      input: { correo: string; contrasena: string; recordar: boolean },
      context: RequestContext,
    ): Promise<Session> {
      const correo = input.correo.toLowerCase();
      const ip = context.ip ?? '';
      if (await isThrottled(db, correo, ip)) throw new LoginError(429, LOGIN_MESSAGES.throttled);
      const user = await findUserByCorreo(db, correo);
      const valid = await verifyPassword(user?.contrasena ?? (await dummyHash), input.contrasena);
      if (!user || !valid) {
        await db.transaction(async (tx) => {
          await recordAttempt(tx, correo, ip, false);
          await recordMovement(tx, {
            actor: user ? { idUsuario: user.idUsuario } : { idUsuario: null, usuario: correo },
            codigo: 'auth.loginFailed',
            accion: 'Intento de inicio de sesión fallido',
            context,
          });
        });
        throw new LoginError(401, LOGIN_MESSAGES.invalidCredentials);
      }
      if (!user.estado) {
        await recordMovement(db, {
          actor: { idUsuario: user.idUsuario },
          codigo: 'auth.loginInactive',
          accion: 'Intento de inicio de sesión de un usuario inactivo',
          context,
        });
        throw new LoginError(401, LOGIN_MESSAGES.inactive);
      }
      return db.transaction(async (tx) => {
        await recordAttempt(tx, correo, ip, true);
        await recordMovement(tx, {
          actor: { idUsuario: user.idUsuario },
          codigo: 'auth.login',
          accion: 'Inicio de sesión',
          context,
        });
        return openSession(await sessionUserOf(tx, user), input.recordar, undefined, tx);
      });
    },

    /** Rotation with reuse detection: a token presented twice revokes its whole family. */
    async refresh(token: string | undefined, context: RequestContext): Promise<Session> {
      if (!token) throw unauthenticated(LOGIN_MESSAGES.refreshFailed);
      const result = await consumeRefreshToken(db, token);
      if (!('consumed' in result)) {
        const { existing } = result;
        if (existing && !existing.revokedAt) {
          await db.transaction(async (tx) => {
            await revokeFamily(tx, existing.familyId);
            await recordMovement(tx, {
              actor: { idUsuario: existing.idUsuario },
              codigo: 'auth.tokenReuse',
              accion: 'Reutilización de un token de sesión: se cerraron sus sesiones',
              context,
            });
          });
        }
        throw unauthenticated(LOGIN_MESSAGES.refreshFailed);
      }
      const row = result.consumed;
      const user = await findUserById(db, row.idUsuario);
      if (row.expiresAt.getTime() <= Date.now() || !user?.estado) {
        await revokeFamily(db, row.familyId);
        throw unauthenticated(LOGIN_MESSAGES.refreshFailed);
      }
      return openSession(await sessionUserOf(db, user), row.persistent, row.familyId);
    },

    async logout(
      token: string | undefined,
      bearerUser: SessionUser | null,
      context: RequestContext,
    ): Promise<void> {
      const row = token ? await findRefreshToken(db, token) : undefined;
      const idUsuario = row?.idUsuario ?? bearerUser?.sub;
      if (idUsuario === undefined) return;
      await db.transaction(async (tx) => {
        if (row) await revokeFamily(tx, row.familyId);
        await recordMovement(tx, {
          actor: { idUsuario },
          codigo: 'auth.logout',
          accion: 'Cierre de sesión',
          context,
        });
      });
    },

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
     * Saves the user's own data. A password change ends every session of the user and opens a new
     * one for this browser, so other devices must sign in again.
     */
    async updateProfile(
      idUsuario: number,
      changes: ProfileUpdate,
      context: { request: RequestContext; refreshToken: string | undefined },
    ): Promise<{ jwt: string; renewed: Session | undefined; persistent: boolean }> {
      const user = await findUserById(db, idUsuario);
      if (!user?.estado) throw unauthenticated();
      let contrasena: string | undefined;
      if (changes.contrasenaNueva) {
        if (!(await verifyPassword(user.contrasena, changes.contrasenaActual ?? ''))) {
          throw badRequest({ contrasenaActual: PROFILE_MESSAGES.currentPasswordWrong });
        }
        contrasena = await hashPassword(changes.contrasenaNueva);
      }
      const current = context.refreshToken ? await findRefreshToken(db, context.refreshToken) : undefined;
      const persistent = current?.persistent ?? true;
      return db.transaction(async (tx) => {
        const saved = await updateProfile(tx, idUsuario, changes.version, {
          nombres: changes.nombres,
          apellidos: changes.apellidos,
          celular: changes.celular,
          ...(contrasena ? { contrasena } : {}),
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
        const fresh = await findUserById(tx, idUsuario);
        if (!fresh) throw notFound();
        const sessionUser = await sessionUserOf(tx, fresh);
        if (!contrasena) return { jwt: await tokens.signAccess(sessionUser), renewed: undefined, persistent };
        await revokeAllForUser(tx, idUsuario);
        const renewed = await openSession(sessionUser, persistent, undefined, tx);
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
      context: { request: RequestContext; refreshToken: string | undefined },
    ) {
      const user = await findUserById(db, idUsuario);
      if (!user?.estado) throw unauthenticated();
      const { nombres, apellidos, celular, version } = user;
      return this.updateProfile(idUsuario, { nombres, apellidos, celular, version, ...input }, context);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
