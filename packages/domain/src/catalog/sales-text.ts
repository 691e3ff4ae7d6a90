import type { SiteSettings } from '../settings/site-settings.schema';
import { formatKm, formatUsd } from '../shared/format';
import type { AdminVehicle } from '../vehicles/admin-vehicle.schema';
import { shareableTag } from '../vehicles/vehicle-tag';
import { vehiclePageUrl } from './share-text';
import { listItems } from './vehicle-listing';

/** Spec 001 §9: the vehicle-credit line is offered for model years from 2015 on. */
export const CREDIT_FROM_MODEL_YEAR = 2015;

export type SalesTextVehicle = Pick<
  AdminVehicle,
  | 'idAuto'
  | 'tag'
  | 'marca'
  | 'modelo'
  | 'version'
  | 'anioFabricacion'
  | 'anioModelo'
  | 'kilometraje'
  | 'precioCompra'
  | 'ultimoPrecioCompra'
  | 'transmision'
  | 'combustible'
  | 'traccion'
  | 'carroceria'
  | 'color'
  | 'cilindrada'
  | 'nroCilindros'
  | 'nroPuertas'
  | 'swTresFilas'
  | 'servicios'
  | 'adicionales'
>;

export interface SalesTextContext {
  /** The site's public address; the link goes to /info-auto/{idAuto} on it. */
  readonly publicUrl: string;
  readonly company: Pick<SiteSettings, 'nombreEmpresa' | 'razonSocial' | 'ruc'>;
}

/** The year a buyer is told: the model year when set, otherwise the manufacture year. */
export function salesModelYear(vehicle: Pick<AdminVehicle, 'anioModelo' | 'anioFabricacion'>): number {
  return vehicle.anioModelo ?? vehicle.anioFabricacion;
}

/** The price a buyer is told, as on the inventory card (spec 001 §2.1): latest purchase price, else purchase price. */
export function salesPrice(vehicle: Pick<AdminVehicle, 'ultimoPrecioCompra' | 'precioCompra'>): number {
  return vehicle.ultimoPrecioCompra ?? vehicle.precioCompra;
}

function specLines(vehicle: SalesTextVehicle): string[] {
  const specs: [string, string | null][] = [
    ['Versión', vehicle.version?.trim() || null],
    ['Transmisión', vehicle.transmision],
    ['Combustible', vehicle.combustible],
    ['Tracción', vehicle.traccion],
    ['Carrocería', vehicle.carroceria],
    ['Color', vehicle.color],
    ['Cilindrada', vehicle.cilindrada === null ? null : `${vehicle.cilindrada} cc`],
    ['Cilindros', vehicle.nroCilindros === null ? null : String(vehicle.nroCilindros)],
    ['Puertas', vehicle.nroPuertas === null ? null : String(vehicle.nroPuertas)],
    ['Tres filas de asientos', vehicle.swTresFilas ? 'Sí' : null],
  ];
  return specs
    .filter((spec): spec is [string, string] => spec[1] !== null && spec[1].trim() !== '')
    .map(([label, value]) => `• ${label}: ${value.trim()}`);
}

function listSection(title: string, text: string | null): string[] {
  const items = listItems(text);
  return items.length === 0 ? [] : [`*${title}:*`, ...items.map((item) => `• ${item}`)];
}

/**
 * The sales text that staff send by WhatsApp or paste anywhere (spec 001 §7, "The sales text"),
 * WhatsApp-formatted (*bold*, one fact per line). Parts, in the spec's order; a part whose data is
 * missing is left out:
 */
export function salesText(vehicle: SalesTextVehicle, { publicUrl, company }: SalesTextContext): string {
  const tag = shareableTag(vehicle.tag);
  const modelYear = salesModelYear(vehicle);
  const blocks: string[][] = [
    // §7 "a for-sale headline"
    [`🚗 *¡SE VENDE ${vehicle.marca.toUpperCase()} ${vehicle.modelo.toUpperCase()}!*`],
    [
      // §7 "brand, model, model year, mileage, price"
      `*Marca:* ${vehicle.marca}`,
      `*Modelo:* ${vehicle.modelo}`,
      `*Año modelo:* ${modelYear}`,
      ...(vehicle.kilometraje === null ? [] : [`*Kilometraje:* ${formatKm(vehicle.kilometraje)}`]),
      `*Precio:* ${formatUsd(salesPrice(vehicle))}`,
      // §7 "a link to /info-auto/{idAuto} on the public site"
      `*Ver fotos y detalles:* ${vehiclePageUrl(publicUrl, vehicle.idAuto)}`,
      // §7 "tag" — "The tag's leading character is stripped when shared"
      ...(tag ? [`*Código:* ${tag}`] : []),
    ],
    // §7 "specs list"
    ((lines) => (lines.length === 0 ? [] : ['*Especificaciones:*', ...lines]))(specLines(vehicle)),
    // §7 "services"
    listSection('Servicios', vehicle.servicios),
    // §7 "additional data"
    listSection('Adicionales', vehicle.adicionales),
    [
      // §7 "a line offering vehicle credit for vehicles from 2015 onward" (§9: credit offer from 2015)
      ...(modelYear >= CREDIT_FROM_MODEL_YEAR ? ['✅ Contamos con crédito vehicular.'] : []),
      // §7 "a line accepting cars as part payment"
      '✅ Aceptamos tu auto como parte de pago.',
    ],
    // §7 "the dealer company name and tax id"
    [`*${company.razonSocial.trim() || company.nombreEmpresa}*`, `RUC: ${company.ruc}`],
  ];
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
}

/** wa.me without a number: WhatsApp lets the staff member pick the chat (spec 001 §7). */
export function salesWhatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Spec 001 §7: "share on Facebook opens the marketplace item-creation page". */
export const FACEBOOK_MARKETPLACE_CREATE_URL = 'https://www.facebook.com/marketplace/create/item';
