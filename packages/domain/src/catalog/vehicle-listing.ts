import { shareableTag } from '../vehicles/vehicle-tag';
import type { CatalogVehicle, PublicVehicle } from './catalog-vehicle.schema';

/** Texts of the public vehicle page that depend on the car's status. */
export const VEHICLE_PAGE_MESSAGES = {
  sold: 'Este vehículo ya fue vendido',
  unavailable: 'Este vehículo no está disponible',
  similarLead: 'Te mostramos autos parecidos que siguen disponibles.',
} as const;

/** What a visitor may do with a car: only available cars take leads and are indexed. */
export type VehicleAvailability = 'available' | 'sold' | 'unavailable';

/** Spec 000 §4: 'available' is DISPONIBLE exactly; 'sold' is any status containing VENDIDO. */
export function vehicleAvailability(estadoDes: string): VehicleAvailability {
  const status = estadoDes.trim().toUpperCase();
  if (status === 'DISPONIBLE') return 'available';
  return status.includes('VENDIDO') ? 'sold' : 'unavailable';
}

type Naming = Pick<CatalogVehicle, 'marca' | 'modelo' | 'version' | 'anioFabricacion'>;

/** 'Toyota RAV4 2021': the page title and the link previews. */
export function vehicleHeadline(vehicle: Naming): string {
  return `${vehicle.marca} ${vehicle.modelo} ${vehicle.anioFabricacion}`;
}

/** 'Toyota RAV4 XLE 2.5 2021': the page's heading. */
export function vehicleFullName(vehicle: Naming): string {
  return [vehicle.marca, vehicle.modelo, vehicle.version?.trim(), vehicle.anioFabricacion]
    .filter(Boolean)
    .join(' ');
}

const MAX_ID = 2_147_483_647;

/** The id of `/info-auto/{id}`: a positive integer written without leading zeros, or null (a 404). */
export function parseVehicleId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

export function vehiclePath(idAuto: number): string {
  return `/info-auto/${idAuto}`;
}

type Described = Naming & Pick<CatalogVehicle, 'tag'>;

/** The WhatsApp message a visitor sends the dealership about one car. */
export function vehicleInquiryMessage(vehicle: Described, url: string): string {
  const tag = shareableTag(vehicle.tag);
  const car = `${vehicleHeadline(vehicle)}${tag ? ` (${tag})` : ''}`;
  return `¡Hola! Me interesa el ${car}. ¿Sigue disponible? ${url}`;
}

/** `adicionales` and `servicios` are comma-separated lists typed by staff. */
export function listItems(text: PublicVehicle['adicionales']): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
