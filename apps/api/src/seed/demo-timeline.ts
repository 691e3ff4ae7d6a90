import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { addDays, DAY_MS, limaMonthStart, maxDate, minDate, randomWorkingInstant } from './calendar';
import { pickStaff, type StaffMember } from './demo-users';
import type { Random } from './random';

/** One row of a vehicle's status history, before prices and ids are known. */
export interface StatusEvent {
  from: VehicleStatus | null;
  to: VehicleStatus;
  at: Date;
  /** correo of the staff member who made the change. */
  by: string;
}

export interface VehicleTimeline {
  fechaIng: Date;
  events: StatusEvent[];
  status: VehicleStatus;
  /** When the car left the stock (sold or handed over as sell-in), or "now" while it is still here. */
  listedUntil: Date;
}

/** Months of activity the reports show: the current month in Lima and the 17 before it. */
export const ACTIVITY_MONTHS = 18;

/** ~18 months before "now": no vehicle entered the stock earlier. */
export function activityStart(now: Date): Date {
  return addDays(now, -548);
}

/** Roughly 60% available, 25% sold, 8% sell-in and 7% unavailable, as in a dealer's live inventory. */
function statusMix(count: number): VehicleStatus[] {
  const sold = Math.round(count * 0.25);
  const sellIn = Math.round(count * 0.08);
  const unavailable = Math.round(count * 0.07);
  return [
    ...Array<VehicleStatus>(sold).fill('VENDIDO'),
    ...Array<VehicleStatus>(sellIn).fill('SELL IN'),
    ...Array<VehicleStatus>(unavailable).fill('NO DISPONIBLE'),
    ...Array<VehicleStatus>(count - sold - sellIn - unavailable).fill('DISPONIBLE'),
  ];
}

/** A random instant inside month `offset` (0 = current) and not after "now". */
function instantInMonth(random: Random, now: Date, offset: number): Date {
  const end = minDate(new Date(limaMonthStart(now, offset + 1).getTime() - 1), now);
  return randomWorkingInstant(random, limaMonthStart(now, offset), end);
}

/** The statuses a car went through, ending in `status`: most go straight; some pass through preparation. */
function pathTo(random: Random, status: VehicleStatus): VehicleStatus[] {
  switch (status) {
    case 'VENDIDO':
      return random.chance(0.2) ? ['NO DISPONIBLE', 'DISPONIBLE', 'VENDIDO'] : ['DISPONIBLE', 'VENDIDO'];
    case 'SELL IN':
      return ['DISPONIBLE', 'SELL IN'];
    case 'NO DISPONIBLE':
      return random.chance(0.5) ? ['DISPONIBLE', 'NO DISPONIBLE'] : ['NO DISPONIBLE'];
    case 'DISPONIBLE':
      return random.weighted<VehicleStatus[]>([
        [['DISPONIBLE'], 70],
        [['NO DISPONIBLE', 'DISPONIBLE'], 20],
        [['DISPONIBLE', 'NO DISPONIBLE', 'DISPONIBLE'], 10],
      ]);
  }
}

export function buildTimelines(
  random: Random,
  now: Date,
  staff: readonly StaffMember[],
  count: number,
): VehicleTimeline[] {
  const start = activityStart(now);
  const statuses = random.shuffle(statusMix(count));
  // Sales cycle through the months so each month of the reports has some (two each for 150 cars).
  const soldMonths = random.shuffle(
    Array.from({ length: statuses.filter((s) => s === 'VENDIDO').length }, (_, i) => i % ACTIVITY_MONTHS),
  );
  let sellIns = 0;

  return statuses.map((status) => {
    const path = pathTo(random, status);
    let exit: Date | undefined;
    if (status === 'VENDIDO') exit = instantInMonth(random, now, -(soldMonths.pop() ?? 0));
    // The first sell-ins fall in the current month so its "Ingresos Sell-In" figure is not empty.
    if (status === 'SELL IN') exit = instantInMonth(random, now, sellIns++ < 3 ? 0 : -random.int(0, 8));

    let fechaIng: Date;
    if (exit) {
      const stayed = random.int(12, 120) * DAY_MS;
      fechaIng = maxDate(
        new Date(exit.getTime() - stayed),
        randomWorkingInstant(random, start, addDays(exit, -7)),
      );
    } else if (path.length === 1 && status === 'NO DISPONIBLE') {
      // A car still in preparation arrived recently.
      fechaIng = randomWorkingInstant(random, addDays(now, -45), now);
    } else {
      // Unsold stock is mostly recent: skew the arrival towards "now".
      const daysAgo = 548 * random.next() ** 1.6;
      fechaIng = randomWorkingInstant(random, addDays(now, -Math.max(daysAgo, 1)), now);
    }
    fechaIng = maxDate(fechaIng, start);

    const last = exit ?? now;
    const moments = [fechaIng];
    for (let i = 1; i < path.length; i++) {
      const previous = moments[i - 1] ?? fechaIng;
      const remaining = path.length - i;
      const slot = (last.getTime() - previous.getTime()) / (remaining + 1);
      moments.push(
        i === path.length - 1 && exit
          ? exit
          : randomWorkingInstant(
              random,
              new Date(previous.getTime() + slot * 0.5),
              new Date(previous.getTime() + slot * 1.5),
            ),
      );
    }

    const events = path.map((to, i): StatusEvent => {
      const at = moments[i] ?? fechaIng;
      return {
        from: path[i - 1] ?? null,
        to,
        at,
        by: pickStaff(random, staff, 'GESTIONAR_INVENTARIO', at).correo,
      };
    });
    return { fechaIng, events, status, listedUntil: exit ?? now };
  });
}
