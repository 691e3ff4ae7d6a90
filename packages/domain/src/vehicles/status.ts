/** Vehicle statuses of spec 001 §4, with labels and colours (spec 000 §9). */
export const VEHICLE_STATUSES = ['DISPONIBLE', 'VENDIDO', 'SELL IN', 'NO DISPONIBLE'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const DEFAULT_VEHICLE_STATUS: VehicleStatus = 'DISPONIBLE';

export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  DISPONIBLE: 'Disponible',
  VENDIDO: 'Vendidos',
  'SELL IN': 'Sell In',
  'NO DISPONIBLE': 'No Disponible',
};

/** Store codes (spec 000 §3, 001 §4): 1 San Isidro, 2 Santiago de Surco, any other Previa Cita. */
export const STORE_CODES = [0, 1, 2] as const;
export type StoreCode = (typeof STORE_CODES)[number];

export function storeLabel(swPiso: number | null | undefined): string {
  if (swPiso === 1) return 'Tienda San Isidro';
  if (swPiso === 2) return 'Tienda Santiago de Surco';
  return 'Previa Cita';
}

export const TRANSMISSIONS = ['Mecánico', 'Automático', 'Automático/Secuencial'] as const;
