import type { SiteSettings } from '../settings/site-settings.schema';
import { storeLabel } from './status';

type Office = SiteSettings['oficinas'][number];

/** Where a car can be seen: its store, or every office by appointment ('Previa Cita'). */
export interface VehicleLocation {
  readonly byAppointment: boolean;
  readonly offices: readonly Office[];
}

/**
 * Spec 000 §3: swPiso 1 is the San Isidro store, 2 Santiago de Surco, any other value 'Previa Cita'.
 * The office is found by its name, then by its position, so a renamed office still matches.
 */
export function vehicleLocation(swPiso: number, oficinas: readonly Office[]): VehicleLocation {
  if (swPiso === 1 || swPiso === 2) {
    const office = oficinas.find((o) => o.nombre === storeLabel(swPiso)) ?? oficinas[swPiso - 1];
    if (office) return { byAppointment: false, offices: [office] };
  }
  return { byAppointment: true, offices: oficinas };
}
