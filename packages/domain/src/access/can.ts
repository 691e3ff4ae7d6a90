import { type OperationId, policyOf } from './api-policies';
import { decide, type Policy, rolesPolicy, STAFF } from './policy';
import type { SessionUser } from './session-user';

type Holder = Pick<SessionUser, 'rol' | 'permisos'> | null | undefined;

/**
 * Whether the user may call an API operation: the one policy table decides, so a button the web
 * shows is a call the API accepts (docs/decisions/0017).
 */
export function can(user: Holder, operation: OperationId): boolean {
  return decide(policyOf(operation), user ?? null) === 'allow';
}

/**
 * Exports (Excel, PDF, print) are built in the browser from lists the user may already read; the
 * screen shows their buttons only with EXPORTAR_DATOS (docs/decisions/0017).
 */
export const EXPORT_POLICY: Policy = rolesPolicy(STAFF, ['EXPORTAR_DATOS']);

export function canExport(user: Holder): boolean {
  return decide(EXPORT_POLICY, user ?? null) === 'allow';
}
