import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import type { AccessClaims } from '@motorplaza/domain/access/token-claims';
import type { CookieJar } from '../app/lib/cookies';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims: the browser never verifies signatures. */
export function fakeToken(overrides: Partial<AccessClaims> = {}): string {
  const claims: AccessClaims = {
    sub: '1',
    nombre: 'Ana Torres',
    rol: 'ADMIN',
    foto: null,
    // A user of the role with its default permissions (decision 0017: they open the role's screens).
    permisos: [...DEFAULT_ROLE_PERMISSIONS[overrides.rol ?? 'ADMIN']],
    sid: '0b5a3c1e-2f4d-4a6b-8c9d-0e1f2a3b4c5d',
    sv: 0,
    debeCambiarContrasena: false,
    exp: Math.floor(Date.now() / 1000) + 15 * 60,
    ...overrides,
  };
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (name) => values.get(name) ?? null,
    write: (name, value) => values.set(name, value),
    remove: (name) => values.delete(name),
  };
}
