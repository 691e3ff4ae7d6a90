import { API_POLICIES } from './api-policies';
import { PERMISSION_NAMES, type Permission } from './permissions';
import type { Policy } from './policy';
import { ROLE_LABELS, ROLES, type Role } from './roles';
import { WEB_ROUTES } from './web-routes';

const EVERY_POLICY: readonly Policy[] = [
  ...Object.values(API_POLICIES),
  ...WEB_ROUTES.map((route) => route.policy),
];

/**
 * What each permission opens for each role, read from the one policy table (decision 0017): a
 * permission does something for a role only when some operation or screen allows that role and
 * requires it. The export buttons ask for EXPORTAR_DATOS on the export sources' policies, so they count.
 */
const EFFECTIVE: Readonly<Record<Role, ReadonlySet<Permission>>> = Object.fromEntries(
  ROLES.map((role) => [
    role,
    new Set(
      PERMISSION_NAMES.filter((permission) =>
        EVERY_POLICY.some(
          (policy) =>
            policy.access === 'roles' &&
            policy.roles.includes(role) &&
            policy.permissions.includes(permission),
        ),
      ),
    ),
  ]),
) as unknown as Record<Role, ReadonlySet<Permission>>;

/** True when holding the permission opens anything for a user of that role. */
export function permissionHasEffect(permission: string, role: Role): boolean {
  return (EFFECTIVE[role] as ReadonlySet<string>).has(permission);
}

/** The user form's note beside a permission that does nothing for the chosen role (decision 0044). */
export function noEffectHint(role: Role): string {
  return `Sin efecto para el rol ${ROLE_LABELS[role]}`;
}
