import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { LOGIN_MESSAGES } from '@motorplaza/domain/auth/login-messages';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordMovement } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import { findUserByCorreo, findUserById } from './account.repository';
import { awaitTurn, isRefused, recordAttempt, resetTurn } from './login-throttle';
import { openSession, type Session } from './open-session';
import { createProfileService } from './profile.service';
import { consumeRefreshToken, findRefreshToken, revokeFamily } from './refresh-token.repository';
import { recordFailedSignIn } from './sign-in-failure';
import type { TokenService } from './token.service';

export type { Session } from './open-session';

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

  return {
    ...createProfileService(db, tokens),

    /**
     * Per-address refusals first, then this attempt's turn on the account (login-throttle.ts), then
     * the password. An unknown e-mail, a wrong password and an inactive account answer alike, after
     * the same argon2 work (issue 23).
     */
    async login(
      input: { correo: string; contrasena: string; recordar: boolean },
      context: RequestContext,
    ): Promise<Session> {
      const correo = input.correo.toLowerCase();
      const ip = context.ip ?? '';
      if (await isRefused(db, correo, ip)) throw new LoginError(429, LOGIN_MESSAGES.throttled);
      if (!(await awaitTurn(db, correo))) throw new LoginError(429, LOGIN_MESSAGES.busy);
      const user = await findUserByCorreo(db, correo);
      const valid = await verifyPassword(user?.contrasena ?? (await dummyHash), input.contrasena);
      if (!user || !valid || !user.estado) {
        await recordFailedSignIn(db, { correo, ip, user, validPassword: valid, context });
        throw new LoginError(401, LOGIN_MESSAGES.invalidCredentials);
      }
      return db.transaction(async (tx) => {
        await recordAttempt(tx, correo, ip, true);
        await resetTurn(tx, correo);
        await recordMovement(tx, {
          actor: { idUsuario: user.idUsuario },
          codigo: 'auth.login',
          accion: 'Inicio de sesión',
          context,
        });
        return openSession(tx, tokens, user, input.recordar);
      });
    },

    /** Rotation with reuse detection: a token presented twice revokes its whole family. */
    async refresh(token: string | undefined, context: RequestContext): Promise<Session> {
      if (!token) throw unauthenticated(LOGIN_MESSAGES.refreshFailed);
      const result = await consumeRefreshToken(db, token);
      if (!('consumed' in result)) {
        const { existing } = result;
        if (existing && !existing.revokedAt) {
          // The family is the session: its access tokens are refused from their next request.
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
      return openSession(db, tokens, user, row.persistent, row.familyId);
    },

    /**
     * Ends this browser's session: the refresh cookie's family, or the bearer token's when the cookie
     * is missing; every access token of that session is refused from its next request (issue 23).
     */
    async logout(
      token: string | undefined,
      bearer: { user: SessionUser; sid: string } | null,
      context: RequestContext,
    ): Promise<void> {
      const row = token ? await findRefreshToken(db, token) : undefined;
      const familyId = row?.familyId ?? bearer?.sid;
      const idUsuario = row?.idUsuario ?? bearer?.user.sub;
      if (idUsuario === undefined || familyId === undefined) return;
      await db.transaction(async (tx) => {
        await revokeFamily(tx, familyId);
        await recordMovement(tx, {
          actor: { idUsuario },
          codigo: 'auth.logout',
          accion: 'Cierre de sesión',
          context,
        });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
