import type { SessionUser } from './session-user';

/**
 * The header every authenticated API answer carries: the version of the caller's session as the
 * server reads it now (docs/decisions/0044-idempotent-forms-and-live-permissions.md). A tab whose
 * access token says otherwise renews it at once, so a new role or permission shows within seconds.
 */
export const SESSION_VERSION_HEADER = 'X-Session-Version';

/**
 * A short fingerprint of what a session shows and allows: user, role, permissions (in any order), name
 * and photo. The API computes it from the database, the browser from its token's claims; equal
 * versions mean the token still tells the truth. FNV-1a, 32 bits: a change detector, not a secret.
 */
export function sessionVersion(user: SessionUser): string {
  const text = [user.sub, user.rol, [...user.permisos].sort().join(','), user.nombre, user.foto ?? ''].join(
    '\u0000',
  );
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
