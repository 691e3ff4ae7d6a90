import { z } from 'zod';
import { ROLES } from './roles';
import type { SessionUser } from './session-user';

/** The access token's claims: `sub` is the user id as a string (JWT convention). */
export const accessClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  nombre: z.string(),
  rol: z.enum(ROLES),
  foto: z.string().nullable(),
  permisos: z.array(z.string()),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

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
    const parsed = accessClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
