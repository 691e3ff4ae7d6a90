import type { accesorio } from '../db/schema/index';
import type { VehiclePlan } from './demo-vehicles';
import type { Random } from './random';

type AccessoryRow = typeof accesorio.$inferInsert;

/** What dealers in Lima fit or list; the inactive ones are no longer offered. */
export const DEMO_ACCESSORIES: readonly AccessoryRow[] = [
  { nombre: 'Alarma con cierre centralizado', tipo: 'Seguridad' },
  { nombre: 'Láminas de seguridad', tipo: 'Seguridad' },
  { nombre: 'Sensor de retroceso', tipo: 'Seguridad' },
  { nombre: 'Cámara de retroceso', tipo: 'Seguridad' },
  { nombre: 'Seguro de aros', tipo: 'Seguridad' },
  { nombre: 'Rastreador GPS', tipo: 'Seguridad' },
  { nombre: 'Radio con pantalla táctil', tipo: 'Multimedia' },
  { nombre: 'Android Auto y Apple CarPlay', tipo: 'Multimedia' },
  { nombre: 'Parlantes de alta fidelidad', tipo: 'Multimedia' },
  { nombre: 'Cámara de tablero (dashcam)', tipo: 'Multimedia' },
  { nombre: 'Reproductor de DVD', tipo: 'Multimedia', estado: false },
  { nombre: 'Aros de aleación', tipo: 'Exterior' },
  { nombre: 'Barras de techo', tipo: 'Exterior' },
  { nombre: 'Estribos laterales', tipo: 'Exterior' },
  { nombre: 'Faros neblineros', tipo: 'Exterior' },
  { nombre: 'Tiro de arrastre', tipo: 'Exterior' },
  { nombre: 'Cobertor de tolva', tipo: 'Exterior' },
  { nombre: 'Lona para tolva', tipo: 'Exterior', estado: false },
  { nombre: 'Pisos de jebe', tipo: 'Interior' },
  { nombre: 'Forros de asiento de cuero', tipo: 'Interior' },
  { nombre: 'Organizador de maletera', tipo: 'Interior' },
  { nombre: 'Cortinas parasol', tipo: 'Interior', estado: false },
  { nombre: 'Aire acondicionado', tipo: 'Confort' },
  { nombre: 'Control crucero', tipo: 'Confort' },
  { nombre: 'Encendido remoto', tipo: 'Confort' },
  { nombre: 'Techo solar', tipo: 'Confort' },
];

const PICKUP_ONLY = new Set(['Cobertor de tolva', 'Lona para tolva']);

/**
 * The equipment (`adicionales`, vehicle-data EXTRAS) each accessory would repeat under another name: a
 * car that already lists it does not carry the accessory too. Same names count without this table.
 */
const SAME_AS_EQUIPMENT: Readonly<Record<string, readonly string[]>> = {
  'Sensor de retroceso': ['Sensores de estacionamiento'],
  'Cámara de retroceso': ['Cámara 360°'],
  'Radio con pantalla táctil': ['Pantalla táctil'],
  'Android Auto y Apple CarPlay': ['Apple CarPlay y Android Auto'],
  'Parlantes de alta fidelidad': ['Sistema de sonido premium'],
  'Forros de asiento de cuero': ['Asientos de cuero'],
  'Aire acondicionado': ['Climatizador automático'],
};

/** A vehicle's equipment list (comma-separated) as a set of names. */
export function equipmentOf(adicionales: string | null | undefined): Set<string> {
  return new Set(
    (adicionales ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

/** True when the accessory is already in the equipment list, by name or by what it is. */
export function repeatsEquipment(accessory: string, equipment: ReadonlySet<string>): boolean {
  return [accessory, ...(SAME_AS_EQUIPMENT[accessory] ?? [])].some((name) => equipment.has(name));
}

/** 0 to 4 of the accessories still offered that fit the car and are not already in its equipment, by tag. */
export function buildAccessoryLinks(random: Random, vehicles: readonly VehiclePlan[]): Map<string, string[]> {
  const offered = DEMO_ACCESSORIES.filter((item) => item.estado !== false).map((item) => item.nombre);
  return new Map(
    vehicles.map((vehicle) => {
      const equipment = equipmentOf(vehicle.row.adicionales);
      const fitting = offered.filter(
        (nombre) =>
          (vehicle.row.carroceria === 'Pick-up' || !PICKUP_ONLY.has(nombre)) &&
          !repeatsEquipment(nombre, equipment),
      );
      return [vehicle.row.tag, random.sample(fitting, random.int(0, 4))];
    }),
  );
}
