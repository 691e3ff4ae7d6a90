import { buildAccessoryLinks } from './demo-accessories';
import { buildMovements, type MovementRow } from './demo-activity';
import { buildOwners, type Owners } from './demo-clients';
import { buildInterested, type InterestedPlan } from './demo-leads';
import { PersonFactory } from './demo-people';
import { buildComplaints, buildSellOffers, type ComplaintPlan, type SellOfferPlan } from './demo-requests';
import { buildTimelines } from './demo-timeline';
import { buildDemoUsers, type DemoStaff } from './demo-users';
import { buildVehicles, type VehiclePlan } from './demo-vehicles';
import { Random } from './random';

/** How much demo data there is: a mid-size Lima dealer over 18 months. */
const DEMO_COUNTS = { vehicles: 150, clients: 120, interested: 200, sellOffers: 15 } as const;

/** Every demo row, linked by natural keys (correo, DNI, tag); the database assigns the ids. */
export interface DemoPlan {
  staff: DemoStaff;
  vehicles: VehiclePlan[];
  owners: Owners;
  accessoryLinks: Map<string, string[]>;
  interested: InterestedPlan[];
  sellOffers: SellOfferPlan[];
  complaints: ComplaintPlan[];
  movements: MovementRow[];
}

/** Pure and deterministic: the same seed and "now" always give the same plan. */
export function buildDemoPlan(now: Date, seed: number, passwordHash: string): DemoPlan {
  const random = new Random(seed);
  const staff = buildDemoUsers(now, passwordHash);
  const people = new PersonFactory(random.fork('people'), {
    dnis: staff.rows.map((row) => row.dni),
    correos: staff.rows.map((row) => row.correo),
    names: staff.rows.flatMap((row) => row.nombres.split(' ')),
  });
  const timelines = buildTimelines(random.fork('timelines'), now, staff.members, DEMO_COUNTS.vehicles);
  const vehicles = buildVehicles(random.fork('vehicles'), now, staff.members, timelines);
  const owners = buildOwners(random.fork('owners'), people, vehicles, DEMO_COUNTS.clients);
  const interested = buildInterested(
    random.fork('interested'),
    now,
    people,
    vehicles,
    staff.members,
    DEMO_COUNTS.interested,
  );
  const sellOffers = buildSellOffers(
    random.fork('sell-offers'),
    now,
    people,
    staff.members,
    DEMO_COUNTS.sellOffers,
  );
  const complaints = buildComplaints(random.fork('complaints'), now, people, staff.members);
  const movements = buildMovements(random.fork('movements'), now, {
    staff: staff.members,
    vehicles,
    interested,
    sellOffers,
    complaints,
  });
  return {
    staff,
    vehicles,
    owners,
    accessoryLinks: buildAccessoryLinks(random.fork('accessories'), vehicles),
    interested,
    sellOffers,
    complaints,
    movements,
  };
}
