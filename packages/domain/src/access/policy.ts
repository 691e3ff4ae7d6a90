import { hasAllPermissions } from './permissions';
import type { Role } from './roles';
import type { SessionUser } from './session-user';

/** Who may reach a screen or an API operation. Deny is the default: only these shapes allow. */
export type Policy =
  | { readonly access: 'public' }
  | { readonly access: 'roles'; readonly roles: readonly Role[]; readonly permissions: readonly string[] };

export const PUBLIC: Policy = { access: 'public' };

export function rolesPolicy(roles: readonly Role[], permissions: readonly string[] = []): Policy {
  return { access: 'roles', roles, permissions };
}

export const STAFF: readonly Role[] = ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
export const MANAGERS: readonly Role[] = ['ADMIN', 'EJECUTIVO'];

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/** Spec 000 §6 / 001 §6: the rol must be in the list and every listed permission held. */
export function decide(
  policy: Policy | undefined,
  user: Pick<SessionUser, 'rol' | 'permisos'> | null,
): Decision {
  if (!policy) return user ? 'forbidden' : 'unauthenticated';
  if (policy.access === 'public') return 'allow';
  if (!user) return 'unauthenticated';
  if (!policy.roles.includes(user.rol)) return 'forbidden';
  return hasAllPermissions(user.permisos, policy.permissions) ? 'allow' : 'forbidden';
}
