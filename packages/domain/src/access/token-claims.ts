import { z } from 'zod';
import { isRole, ROLES } from './roles';
import type { SessionUser } from './session-user';

const USER_ID = /^\d+$/;
/** A session id is its refresh-token family's UUID. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The access token's claims, as the API validates them when it verifies a token: `sub` is the user
 * id as a string (JWT convention). The browser checks the same claims with `isAccessClaims` below,
 * so that public pages ship without zod; token-claims.test.ts proves the two agree. Built by a call
 * marked pure, so a bundle that only uses the guard leaves the schema (and zod) out.
 */
export const accessClaimsSchema = /* @__PURE__ */ buildAccessClaimsSchema();
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

function buildAccessClaimsSchema() {
  return z.object({
    sub: z.string().regex(USER_ID),
    nombre: z.string(),
    rol: z.enum(ROLES),
    foto: z.string().nullable(),
    permisos: z.array(z.string()),
    /** The session (its refresh-token family): ending it ends this token at its next request. */
    sid: z.string().regex(SESSION_ID),
    /** The user's session version when signed: a password change or (de)activation moves it. */
    sv: z.number().int(),
    /** The password was set by an administrator: the browser shows only the forced change. */
    debeCambiarContrasena: z.boolean(),
    exp: z.number(),
  });
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly the checks of `accessClaimsSchema`, without zod (the browser's session store). */
export function isAccessClaims(value: unknown): value is AccessClaims {
  return (
    isPlainRecord(value) &&
    typeof value.sub === 'string' &&
    USER_ID.test(value.sub) &&
    typeof value.nombre === 'string' &&
    isRole(value.rol) &&
    (value.foto === null || typeof value.foto === 'string') &&
    Array.isArray(value.permisos) &&
    value.permisos.every((permiso) => typeof permiso === 'string') &&
    typeof value.sid === 'string' &&
    SESSION_ID.test(value.sid) &&
    typeof value.sv === 'number' &&
    Number.isSafeInteger(value.sv) &&
    typeof value.debeCambiarContrasena === 'boolean' &&
    typeof value.exp === 'number' &&
    Number.isFinite(value.exp)
  );
}

/** What an access token says of its session, beside the user (token.service.ts signs it). */
export interface AccessSession {
  sid: string;
  sv: number;
  debeCambiarContrasena: boolean;
}

export function sessionUserFromClaims(claims: AccessClaims): SessionUser {
  return {
    sub: Number(claims.sub),
    nombre: claims.nombre,
    rol: claims.rol,
    foto: claims.foto,
    permisos: claims.permisos,
  };
}

/** Reads a JWT's payload WITHOUT verifying it: for the browser's display and expiry checks only. */
export function readUnverifiedClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!isAccessClaims(claims)) return null;
    // Only the known claims, as the schema's parse keeps them.
    const { sub, nombre, rol, foto, permisos, sid, sv, debeCambiarContrasena, exp } = claims;
    return { sub, nombre, rol, foto, permisos, sid, sv, debeCambiarContrasena, exp };
  } catch {
    return null;
  }
}
