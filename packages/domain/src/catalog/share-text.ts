import type { CatalogVehicle } from './catalog-vehicle.schema';

type ShareFields = Pick<CatalogVehicle, 'idAuto' | 'marca' | 'modelo' | 'color' | 'tag'>;

/** The public page of a car, absolute (`publicUrl` without a trailing slash or with one). */
export function vehiclePageUrl(publicUrl: string, idAuto: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/info-auto/${idAuto}`;
}

/**
 * Spec 000 §2 card share: brand, model, color, the tag without its leading character ('#MP0042' →
 * 'MP0042') and the link to /info-auto/{idAuto}. Missing colour or tag are left out.
 */
export function shareText(vehicle: ShareFields, publicUrl: string): string {
  const details = [
    `${vehicle.marca} ${vehicle.modelo}`,
    vehicle.color ? `color ${vehicle.color}` : null,
    vehicle.tag && vehicle.tag.length > 1 ? `código ${vehicle.tag.slice(1)}` : null,
  ].filter((part) => part !== null);
  return `Mira este auto en MotorPlaza: ${details.join(', ')}. ${vehiclePageUrl(publicUrl, vehicle.idAuto)}`;
}

/** A WhatsApp link that lets the visitor pick the chat to share the car with. */
export function whatsappShareUrl(vehicle: ShareFields, publicUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(vehicle, publicUrl))}`;
}
