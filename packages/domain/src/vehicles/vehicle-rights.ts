import { MANAGERS } from '../access/policy';
import type { Role } from '../access/roles';
import type { VehicleStatus } from './status';

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

/** The statuses the card's Inactivar and Vender set (spec 001 §4). */
export type CardStatusChange = Extract<VehicleStatus, 'NO DISPONIBLE' | 'VENDIDO'>;

/**
 * A card offers Inactivar or Vender only when it would change the vehicle's status: a VENDIDO card
 * has no "Marcar como vendido", a NO DISPONIBLE one no "Inactivar", and the API refuses the same
 * status. Compared case-insensitively, as statuses are (spec 001 §4).
 */
export function changesStatus(estadoDes: string, target: CardStatusChange): boolean {
  return estadoDes.trim().toUpperCase() !== target;
}
