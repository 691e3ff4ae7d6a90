import { REFRESH_TOKEN_TTL_SECONDS } from '@motorplaza/domain/auth/tokens';
import type { DbOrTx } from '../../db/client';
import { sessionUserOf, type UserRow } from './account.repository';
import { issueRefreshToken } from './refresh-token.repository';
import type { TokenService } from './token.service';

export interface Session {
  jwt: string;
  refreshToken: string;
  persistent: boolean;
  /** The password was set by an administrator: the browser must ask for a new one first. */
  debeCambiarContrasena: boolean;
}

/**
 * Opens a session: a new refresh-token family (or the next token of `familyId`) and an access token
 * that names it and the user's session version (issue 23: ending either ends the token).
 */
export async function openSession(
  db: DbOrTx,
  tokens: TokenService,
  user: UserRow,
  persistent: boolean,
  familyId?: string,
): Promise<Session> {
  const refresh = await issueRefreshToken(db, {
    idUsuario: user.idUsuario,
    familyId,
    persistent,
    ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
  });
  const session = {
    sid: refresh.familyId,
    sv: user.versionSesion,
    debeCambiarContrasena: user.debeCambiarContrasena,
  };
  return {
    jwt: await tokens.signAccess(await sessionUserOf(db, user), session),
    refreshToken: refresh.token,
    persistent,
    debeCambiarContrasena: user.debeCambiarContrasena,
  };
}
