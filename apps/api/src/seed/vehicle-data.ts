import { createHash } from 'node:crypto';
import type { Random } from './random';

/** Free-text values of vehicle listings as the staff of a Lima dealership write them. */

export const COLORS = [
  ['Blanco', 24],
  ['Plata', 20],
  ['Gris', 18],
  ['Negro', 14],
  ['Rojo', 8],
  ['Azul', 8],
  ['Beige', 3],
  ['Verde', 2],
  ['Naranja', 2],
] as const;

export type ColorName = (typeof COLORS)[number][0];

export const EXTRAS = [
  'Cámara de retroceso',
  'Sensores de estacionamiento',
  'Aros de aleación',
  'Pantalla táctil',
  'Apple CarPlay y Android Auto',
  'Bluetooth',
  'Control crucero',
  'Aire acondicionado',
  'Climatizador automático',
  'Lunas eléctricas',
  'Espejos eléctricos',
  'Faros LED',
  'Faros neblineros',
  'Llave inteligente',
  'Botón de encendido',
  'Airbags frontales y laterales',
  'Frenos ABS',
  'Control de estabilidad',
  'Láminas de seguridad',
  'Tiro de arrastre',
] as const;

export const PREMIUM_EXTRAS = [
  'Asientos de cuero',
  'Techo solar',
  'Asientos eléctricos',
  'Portón eléctrico',
  'Cámara 360°',
  'Alerta de punto ciego',
  'Sistema de sonido premium',
] as const;

export const SERVICES = [
  'Mantenimientos en concesionario',
  'SOAT vigente',
  'Revisión técnica al día',
  'Historial de mantenimiento',
  'Papeles en regla',
  'Transferencia incluida',
  'Garantía de motor y caja por 6 meses',
  'Inspección de 150 puntos',
] as const;

export const OBSERVATIONS = [
  'Llanta de repuesto sin uso.',
  'Pequeño rayón en el parachoques posterior.',
  'Cambio de pastillas de freno recién hecho.',
  'El propietario acepta vehículo de menor valor como parte de pago.',
  'Batería nueva, cambiada el mes pasado.',
  'Tiene duplicado de llave.',
  'Pendiente de pulido y encerado antes de la exhibición.',
  'Neumáticos al 70%.',
  'El cliente pide no bajar del precio publicado.',
] as const;

/** Where a car waits when it is not on one of the two store floors (swPiso 0, "Previa Cita"). */
export const OFF_FLOOR_LOCATIONS = [
  'Cochera del propietario, La Molina',
  'Cochera del propietario, Miraflores',
  'Almacén Lurín',
  'Almacén Chorrillos',
  'Taller de preparación, Surquillo',
] as const;

export const STORE_LOCATIONS: Readonly<Record<1 | 2, string>> = {
  1: 'Tienda San Isidro - Av. Javier Prado Este 1250',
  2: 'Tienda Santiago de Surco - Av. Primavera 1870',
};

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXZ';

/** A Peruvian plate: the older `ABC-123` series or the newer `A1B-234` one. */
export function randomPlate(random: Random): string {
  const letter = () => PLATE_LETTERS.charAt(random.int(0, PLATE_LETTERS.length - 1));
  const digits = String(random.int(0, 999)).padStart(3, '0');
  return random.chance(0.6)
    ? `${letter()}${letter()}${letter()}-${digits}`
    : `${letter()}${random.int(0, 9)}${letter()}-${digits}`;
}

/** World manufacturer identifiers (the VIN's first three characters) of the brands sold most. */
const WMI: Readonly<Record<string, string>> = {
  Toyota: 'JTD',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Nissan: 'JN1',
  Chevrolet: 'KL1',
  Suzuki: 'JS3',
  Mazda: 'JM1',
  Mitsubishi: 'JA4',
  Volkswagen: 'WVW',
  Honda: 'JHM',
  Ford: '1FM',
  Subaru: 'JF1',
};
const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * A demo VIN derived from the vehicle's tag, so it is stable and needs no draw of the seeded random
 * (which would change every vehicle after it): the brand's identifier when known, then hash characters.
 */
export function demoVin(tag: string, marca: string): string {
  const hash = createHash('sha256').update(`vin:${tag}`).digest();
  const body = Array.from(hash.subarray(0, 17), (byte) => VIN_ALPHABET.charAt(byte % VIN_ALPHABET.length));
  return `${WMI[marca] ?? body.slice(14).join('')}${body.slice(0, 14).join('')}`;
}
