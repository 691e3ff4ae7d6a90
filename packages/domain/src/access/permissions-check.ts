import { hasAllPermissions } from './permissions';
import type { SessionUser } from './session-user';

/**
 * Whether the signed-in user may export lists to Excel, PDF and print (the EXPORTAR_DATOS permission,
 * decision 0004): screens hide their export buttons otherwise.
 */
export function canExport(user: Pick<SessionUser, 'rol' | 'permisos'> | null): boolean {
  return user !== null && hasAllPermissions(user.permisos, ['EXPORTAR_DATOS']);
}
