import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import type { automovil } from '../db/schema/index';
import { addDays, daysBetween, limaYear, maxDate, randomWorkingInstant } from './calendar';
import { type BodyType, type Fuel, trimsFor } from './catalog-data';
import type { StatusEvent, VehicleTimeline } from './demo-timeline';
import { pickStaff, type StaffMember } from './demo-users';
import { type Random, roundTo100 } from './random';
import { chooseCar } from './vehicle-choice';
import {
  COLORS,
  type ColorName,
  demoVin,
  EXTRAS,
  OBSERVATIONS,
  OFF_FLOOR_LOCATIONS,
  PREMIUM_EXTRAS,
  randomPlate,
  SERVICES,
  STORE_LOCATIONS,
} from './vehicle-data';

export type VehicleRow = Omit<typeof automovil.$inferInsert, 'idPropietario' | 'fotoPrincipal'> & {
  tag: string;
  marca: string;
  modelo: string;
  placa: string;
  version: string;
  color: ColorName;
  carroceria: BodyType;
  fechaIng: Date;
  estadoDes: VehicleStatus;
};

export interface HistoryEntry extends StatusEvent {
  price: number;
}

export interface VehiclePlan {
  row: VehicleRow;
  /** marca and modelo, as the staff and the log name the car. */
  nombre: string;
  /** When the car left the stock, or "now" while it is still here. */
  listedUntil: Date;
  history: HistoryEntry[];
  /** A listing price cut, done by a staff member after the car sat for a while. */
  priceDrop: { at: Date; by: string; price: number } | null;
  premium: boolean;
  /** Engine label of the version ("1.5", "2.8 TD", "EV"), printed on the engine photo. */
  motor: string;
}

function ribbon(random: Random, km: number, drop: boolean, fresh: boolean): string | null {
  if (km <= 40) return 'Nuevo';
  if (drop && random.chance(0.5)) return 'Precio rebajado';
  if (fresh && random.chance(0.5)) return 'Recién llegado';
  return random.chance(0.05) ? random.pick(['Oferta', 'Único dueño']) : null;
}

function extras(random: Random, premium: boolean): string {
  const picked: string[] = random.sample(EXTRAS, random.int(3, 6));
  if (premium || random.chance(0.2)) picked.push(...random.sample(PREMIUM_EXTRAS, random.int(1, 3)));
  return picked.join(', ');
}

/**
 * Price changes over the car's stay: a cut for some that sat unsold for weeks, the sale price of sold ones,
 * and the price each status change recorded (the sales reports read it).
 */
function pricing(
  random: Random,
  staff: readonly StaffMember[],
  timeline: VehicleTimeline,
  precioCompra: number,
) {
  const stayed = daysBetween(timeline.fechaIng, timeline.listedUntil);
  const dropAt = randomWorkingInstant(random, addDays(timeline.fechaIng, 20), timeline.listedUntil);
  const priceDrop =
    timeline.status !== 'VENDIDO' && stayed > 40 && random.chance(0.3)
      ? {
          at: dropAt,
          by: pickStaff(random, staff, 'GESTIONAR_INVENTARIO', dropAt).correo,
          price: roundTo100(precioCompra * random.float(0.92, 0.97)),
        }
      : null;
  const precioVenta = timeline.status === 'VENDIDO' ? roundTo100(precioCompra * random.float(1, 1.05)) : null;
  const listedPriceAt = (at: Date) => (priceDrop && priceDrop.at <= at ? priceDrop.price : precioCompra);
  const history = timeline.events.map((event, i) => ({
    ...event,
    price:
      i === 0 ? precioCompra : event.to === 'VENDIDO' && precioVenta ? precioVenta : listedPriceAt(event.at),
  }));
  return { priceDrop, precioVenta, history };
}

/** Builds the listing of one car given when it arrived and what happened to it. */
function buildVehicle(
  random: Random,
  now: Date,
  staff: readonly StaffMember[],
  timeline: VehicleTimeline,
  tag: string,
  plates: Set<string>,
): VehiclePlan {
  const car = chooseCar(random, now, limaYear(timeline.fechaIng));
  const { brand, spec, engine, combustible, anioFabricacion, kilometraje, precioCompra } = car;
  const { priceDrop, precioVenta, history } = pricing(random, staff, timeline, precioCompra);
  const status = timeline.status;
  const swPiso = random.weighted([
    [1, 45],
    [2, 40],
    [0, 15],
  ] as const);
  const swRevision = limaYear(timeline.fechaIng) - anioFabricacion >= 3 && random.chance(0.7);
  const tipoOperacion = random.chance(0.7) ? 'Compra' : 'Consignación';

  let placa = randomPlate(random);
  while (plates.has(placa)) placa = randomPlate(random);
  plates.add(placa);

  const row: VehicleRow = {
    tag,
    placa,
    vin: demoVin(tag, brand.marca),
    carroceria: spec.carroceria,
    marca: brand.marca,
    modelo: spec.modelo,
    version: `${random.pick(trimsFor(spec, anioFabricacion))} ${engine.label}`,
    anioFabricacion,
    anioModelo:
      anioFabricacion < limaYear(now) && random.chance(0.25) ? anioFabricacion + 1 : anioFabricacion,
    precioCompra,
    ultimoPrecioCompra: priceDrop?.price ?? null,
    precioVenta,
    traccion: random.pick(spec.tracciones),
    nroPuertas: spec.puertas,
    nroCilindros: engine.cilindros,
    cilindrada: engine.cilindrada,
    locacion: swPiso === 0 ? random.pick(OFF_FLOOR_LOCATIONS) : STORE_LOCATIONS[swPiso],
    combustible,
    transmision:
      combustible === 'Híbrido' || combustible === 'Eléctrico' ? 'Automático' : random.pick(spec.cajas),
    color: random.weighted(COLORS),
    adicionales: extras(random, brand.premium),
    servicios: random
      .sample(
        swRevision ? SERVICES : SERVICES.filter((s) => s !== 'Revisión técnica al día'),
        random.int(2, 4),
      )
      .join(', '),
    kilometraje,
    fechaIng: timeline.fechaIng,
    fechaUltimaMod: maxDate(
      history[history.length - 1]?.at ?? timeline.fechaIng,
      priceDrop?.at ?? timeline.fechaIng,
    ),
    estadoDes: status,
    swFacturable: random.chance(0.3),
    // Some SUVs of a seven-seat model are the five-seat version; large SUVs and minivans always have 3 rows.
    swTresFilas: spec.tresFilas && (spec.carroceria !== 'SUV' || random.chance(0.6)),
    swPiso,
    swRevision,
    cinta: ribbon(
      random,
      kilometraje,
      priceDrop !== null,
      status === 'DISPONIBLE' && daysBetween(timeline.fechaIng, now) < 21,
    ),
    tipoOperacion,
    fuente:
      tipoOperacion === 'Consignación'
        ? 'Cliente directo'
        : random.weighted([
            ['Cliente directo', 6],
            ['Parte de pago', 3],
            ['Subasta', 1],
          ]),
    observacion: observation(random, combustible),
  };
  return {
    row,
    nombre: `${brand.marca} ${spec.modelo}`,
    listedUntil: timeline.listedUntil,
    history,
    priceDrop,
    premium: brand.premium,
    motor: engine.label,
  };
}

function observation(random: Random, fuel: Fuel): string | null {
  if ((fuel === 'GLP' || fuel === 'GNV') && random.chance(0.5)) {
    return 'Kit de conversión certificado, con revisión anual vigente.';
  }
  return random.chance(0.2) ? random.pick(OBSERVATIONS) : null;
}

/** The whole stock, tagged in order of arrival (#MP0001 is the oldest car). */
export function buildVehicles(
  random: Random,
  now: Date,
  staff: readonly StaffMember[],
  timelines: readonly VehicleTimeline[],
): VehiclePlan[] {
  const plates = new Set<string>();
  return [...timelines]
    .sort((a, b) => a.fechaIng.getTime() - b.fechaIng.getTime())
    .map((timeline, i) =>
      buildVehicle(random, now, staff, timeline, `#MP${String(i + 1).padStart(4, '0')}`, plates),
    );
}
