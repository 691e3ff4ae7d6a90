import type { VehicleStatus } from './status';

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
