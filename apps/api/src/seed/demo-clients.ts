import type { cliente } from '../db/schema/index';
import { addDays, randomWorkingInstant } from './calendar';
import { type PersonFactory, personalRuc } from './demo-people';
import type { VehiclePlan } from './demo-vehicles';
import type { Random } from './random';

export type ClientRow = typeof cliente.$inferInsert & { dni: string; fechaReg: Date };

export interface Owners {
  /** Sorted by registration date, so client ids follow the order in which they came. */
  clients: ClientRow[];
  /** Owner's DNI by vehicle tag. */
  ownerDniByTag: Map<string, string>;
}

/**
 * One owner per car; some owners brought two cars. Each owner was registered when (or a while before) their
 * first car came in, and the few inactive ones are owners whose cars are all sold.
 */
export function buildOwners(
  random: Random,
  people: PersonFactory,
  vehicles: readonly VehiclePlan[],
  clientCount: number,
): Owners {
  const order = random.shuffle(vehicles);
  const owned = order.slice(0, clientCount).map((vehicle) => [vehicle]);
  for (const vehicle of order.slice(clientCount)) random.pick(owned).push(vehicle);

  const ownerDniByTag = new Map<string, string>();
  const clients = owned.map((cars): ClientRow => {
    const person = people.person();
    const firstArrival = new Date(Math.min(...cars.map((car) => car.row.fechaIng.getTime())));
    const earliest = addDays(firstArrival, random.chance(0.2) ? -random.int(30, 200) : -random.int(0, 3));
    for (const car of cars) ownerDniByTag.set(car.row.tag, person.dni);
    const allSold = cars.every((car) => car.row.estadoDes === 'VENDIDO');
    return {
      nombres: person.nombres,
      apellidos: person.apellidos,
      dni: person.dni,
      ruc: random.chance(0.25) ? personalRuc(person.dni) : null,
      correo: random.chance(0.95) ? person.correo : null,
      celular: person.celular,
      direccion: random.chance(0.9) ? people.address() : null,
      fechaReg: randomWorkingInstant(random, earliest, firstArrival),
      estado: !(allSold && random.chance(0.25)),
    };
  });
  clients.sort((a, b) => a.fechaReg.getTime() - b.fechaReg.getTime());
  return { clients, ownerDniByTag };
}
