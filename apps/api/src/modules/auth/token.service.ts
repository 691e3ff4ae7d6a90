import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  type AccessSession,
  accessClaimsSchema,
  sessionUserFromClaims,
} from '@motorplaza/domain/access/token-claims';
import { ACCESS_TOKEN_TTL_SECONDS } from '@motorplaza/domain/auth/tokens';
import { jwtVerify, SignJWT } from 'jose';
import { loadOrCreateSecret } from '../../lib/secret-file';

/** A valid access token's user and session, as signed (authenticate.ts checks they still hold). */
export interface AccessToken {
  user: SessionUser;
  session: AccessSession;
}

export interface TokenService {
  signAccess(user: SessionUser, session: AccessSession): Promise<string>;
  /** The user and session of a valid, unexpired token; null for anything else. */
  verifyAccess(token: string): Promise<AccessToken | null>;
  /**
   * A link token to one complaint sheet's PDF (docs/decisions/0028): the consumer's confirmation page
   * and the staff detail download with it, without a session and without the consumer's data in the URL.
   */
  signSheet(idReclamo: number, ttlSeconds: number): Promise<string>;
  /** The sheet of a valid, unexpired sheet token; null for anything else (an access token included). */
  verifySheet(token: string): Promise<number | null>;
}

const ISSUER = 'motorplaza';
const SHEET_AUDIENCE = 'hoja-reclamacion';

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    signAccess(user, session) {
      return new SignJWT({
        nombre: user.nombre,
        rol: user.rol,
        foto: user.foto,
        permisos: user.permisos,
        sid: session.sid,
        sv: session.sv,
        debeCambiarContrasena: session.debeCambiarContrasena,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.sub))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { sid, sv, debeCambiarContrasena } = claims.data;
        return { user: sessionUserFromClaims(claims.data), session: { sid, sv, debeCambiarContrasena } };
      } catch {
        return null;
      }
    },
    signSheet(idReclamo, ttlSeconds) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(idReclamo))
        .setIssuer(ISSUER)
        .setAudience(SHEET_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verifySheet(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: SHEET_AUDIENCE,
          algorithms: ['HS256'],
        });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * JWT_SECRET when given; otherwise a secret generated once and kept in the data directory
 * (never a constant in code). Several instances behind a balancer must share JWT_SECRET.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  return loadOrCreateSecret(configured, dataDir, 'jwt-secret');
}
