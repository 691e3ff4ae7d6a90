import { formatKm, LOCALE } from '../shared/format';
import type { PublicVehicle } from './catalog-vehicle.schema';
import { listItems } from './vehicle-listing';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export type VehicleFactKey =
  | 'kilometraje'
  | 'anio'
  | 'transmision'
  | 'combustible'
  | 'traccion'
  | 'carroceria'
  | 'color'
  | 'motor'
  | 'puertas'
  | 'tresFilas'
  | 'facturable'
  | 'vin';

export interface VehicleFact {
  readonly key: VehicleFactKey;
  readonly label: string;
  /** Null when unknown: the page leaves it out, the comparison shows a dash. */
  readonly value: string | null;
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** '4 cilindros · 2,494 cc', either part alone, or null. */
export function engineText(nroCilindros: number | null, cilindrada: number | null): string | null {
  const parts = [
    nroCilindros === null ? null : `${nroCilindros} cilindros`,
    cilindrada === null ? null : `${integer.format(cilindrada)} cc`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** '2019', or '2019 (modelo 2020)' when the model year differs. */
export function yearText(vehicle: Pick<PublicVehicle, 'anioFabricacion' | 'anioModelo'>): string {
  const { anioFabricacion, anioModelo } = vehicle;
  return anioModelo !== null && anioModelo !== anioFabricacion
    ? `${anioFabricacion} (modelo ${anioModelo})`
    : String(anioFabricacion);
}

/**
 * The facts of the vehicle page's 'Características principales', in its order: one list read by that
 * page and by the comparison table, so both always show the same fields.
 */
export function vehicleFacts(vehicle: PublicVehicle): VehicleFact[] {
  return [
    {
      key: 'kilometraje',
      label: 'Kilometraje',
      value: vehicle.kilometraje === null ? null : formatKm(vehicle.kilometraje),
    },
    { key: 'anio', label: 'Año', value: yearText(vehicle) },
    { key: 'transmision', label: 'Transmisión', value: vehicle.transmision },
    { key: 'combustible', label: 'Combustible', value: vehicle.combustible },
    { key: 'traccion', label: 'Tracción', value: vehicle.traccion },
    { key: 'carroceria', label: 'Carrocería', value: vehicle.carroceria },
    { key: 'color', label: 'Color', value: vehicle.color },
    { key: 'motor', label: 'Motor', value: engineText(vehicle.nroCilindros, vehicle.cilindrada) },
    {
      key: 'puertas',
      label: 'Puertas',
      value: vehicle.nroPuertas === null ? null : String(vehicle.nroPuertas),
    },
    { key: 'tresFilas', label: 'Tres filas de asientos', value: yesNo(vehicle.swTresFilas) },
    { key: 'facturable', label: 'Facturable', value: yesNo(vehicle.swFacturable) },
    // Shown because the page's schema.org data names it (structured data describes what is visible).
    { key: 'vin', label: 'VIN / N.° de serie', value: vehicle.vin },
  ];
}

/** The equipment lines of the vehicle page as texts: accessories, extras and included services. */
export function equipmentFacts(
  vehicle: Pick<PublicVehicle, 'accesorios' | 'adicionales' | 'servicios'>,
): { label: string; value: string | null }[] {
  const joined = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : null);
  return [
    { label: 'Accesorios', value: joined(vehicle.accesorios.map((accessory) => accessory.nombre)) },
    { label: 'Equipamiento adicional', value: joined(listItems(vehicle.adicionales)) },
    { label: 'Servicios incluidos', value: joined(listItems(vehicle.servicios)) },
  ];
}
