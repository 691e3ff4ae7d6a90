import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { accessClaimsSchema, sessionUserFromClaims } from '@motorplaza/domain/access/token-claims';
import { ACCESS_TOKEN_TTL_SECONDS } from '@motorplaza/domain/auth/tokens';
import { jwtVerify, SignJWT } from 'jose';
import { loadOrCreateSecret } from '../../lib/secret-file';

export interface TokenService {
  signAccess(user: SessionUser): Promise<string>;
  /** The user of a valid, unexpired token; null for anything else. */
  verifyAccess(token: string): Promise<SessionUser | null>;
}

const ISSUER = 'motorplaza';

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    signAccess(user) {
      return new SignJWT({ nombre: user.nombre, rol: user.rol, foto: user.foto, permisos: user.permisos })
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
        return claims.success ? sessionUserFromClaims(claims.data) : null;
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
