import { MANAGERS } from '../access/policy';
import type { Role } from '../access/roles';

/**
 * Spec 001 §6: editing, deleting and marking sold are for ADMIN and EJECUTIVO; so are creating and
 * reading owner data (docs/decisions/0011). Restoring an archived vehicle is for ADMIN.
 */
export function canManageVehicles(rol: Role | null | undefined): boolean {
  return rol !== null && rol !== undefined && MANAGERS.includes(rol);
}

export function canSeeOwner(rol: Role | null | undefined): boolean {
  return canManageVehicles(rol);
}

export function canRestoreVehicles(rol: Role | null | undefined): boolean {
  return rol === 'ADMIN';
}
