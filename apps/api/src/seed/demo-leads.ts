import type { interesado } from '../db/schema/index';
import {
  addDays,
  daysBetween,
  HOUR_MS,
  limaMonthStart,
  limaTimeOfDay,
  maxDate,
  minDate,
  randomWorkingInstant,
} from './calendar';
import type { PersonFactory } from './demo-people';
import { ACTIVITY_MONTHS } from './demo-timeline';
import { pickStaff, type StaffMember } from './demo-users';
import type { VehiclePlan } from './demo-vehicles';
import type { Random } from './random';

export type InterestedRow = Omit<typeof interesado.$inferInsert, 'idAuto' | 'idUsuarioAtencion'> & {
  tag: string;
  fechaReg: Date;
};

export interface InterestedPlan {
  row: InterestedRow;
  /** correo of the asesor the lead is assigned to (null when none was working then). */
  asesor: string | null;
  /** correo of the staff member who attended, when attended. */
  attendedBy: string | null;
}

const isAsesor = (member: StaffMember) =>
  (member.rol === 'ASESOR1' || member.rol === 'ASESOR2') && member.permisos.includes('GESTIONAR_INTERESADOS');

/**
 * The asesor a lead went to: one who worked here and held GESTIONAR_INTERESADOS when it arrived (never
 * one whose account did not exist yet), and more often the longer they had been here, so the funnel's
 * shares differ as a real team's do. A lead still open goes to one who is still here, when any is.
 */
function asesorFor(
  random: Random,
  staff: readonly StaffMember[],
  fechaReg: Date,
  open: boolean,
  now: Date,
): StaffMember | null {
  const working = staff.filter(
    (member) => isAsesor(member) && member.activeFrom <= fechaReg && fechaReg <= member.activeUntil,
  );
  const stayed = working.filter((member) => member.activeUntil >= now);
  const candidates = open && stayed.length > 0 ? stayed : working;
  if (candidates.length === 0) return null;
  return random.weighted(
    candidates.map((member) => [member, 1 + Math.min(2, daysBetween(member.activeFrom, fechaReg) / 180)]),
  );
}

const COMMENTS = [
  'Consulta por financiamiento vehicular.',
  'Desea dejar su auto como parte de pago.',
  'Pregunta si el precio es negociable.',
  'Solicita prueba de manejo el sábado.',
  'Quiere saber si el vehículo tiene deudas o papeletas.',
  'Pide fotos adicionales del interior.',
  'Interesado en pagar al contado, pide el mejor precio.',
  'Consulta si se puede revisar en su taller de confianza.',
  'Vive en provincia, pregunta por el envío.',
];

/**
 * Buyers who asked about a car while it was listed. A minimum per month keeps the monthly report full;
 * the rest lean towards recent months, as a growing business sees.
 */
export function buildInterested(
  random: Random,
  now: Date,
  people: PersonFactory,
  vehicles: readonly VehiclePlan[],
  staff: readonly StaffMember[],
  count: number,
): InterestedPlan[] {
  const months = Array.from({ length: ACTIVITY_MONTHS }, (_, i) => -i);
  const perMonthMinimum = Math.min(3, Math.floor(count / ACTIVITY_MONTHS));
  const assigned = [
    ...months.flatMap((month) => Array<number>(perMonthMinimum).fill(month)),
    ...Array.from({ length: count - perMonthMinimum * ACTIVITY_MONTHS }, () =>
      random.weighted(months.map((month) => [month, 1.6 + month / ACTIVITY_MONTHS])),
    ),
  ];

  // The cars already closed as sold to one of their leads (a car is sold once).
  const soldTo = new Set<string>();
  const plans = assigned.flatMap((month): InterestedPlan[] => {
    const monthStart = limaMonthStart(now, month);
    const monthEnd = minDate(new Date(limaMonthStart(now, month + 1).getTime() - 1), now);
    const listed = vehicles.filter((v) => v.row.fechaIng < monthEnd && v.listedUntil > monthStart);
    if (listed.length === 0) return [];
    const vehicle = random.pick(listed);
    const fechaReg = randomWorkingInstant(
      random,
      maxDate(monthStart, vehicle.row.fechaIng),
      minDate(monthEnd, vehicle.listedUntil),
    );
    const person = people.person();
    const fechaCita = random.chance(0.35)
      ? limaTimeOfDay(fechaReg, random.int(1, 6), random.int(10, 17), random.pick([0, 30]))
      : null;
    // Older requests have mostly been attended; the newest are still waiting.
    const attendedAt = randomWorkingInstant(
      random,
      new Date(fechaReg.getTime() + HOUR_MS),
      addDays(fechaReg, 2),
    );
    const old = addDays(fechaReg, 3) < now;
    const attended = attendedAt <= now && random.chance(old ? 0.5 : 0.2);
    const closing = attended ? closingOf(random, vehicle, attendedAt, now, soldTo) : null;
    const asesor = asesorFor(random, staff, fechaReg, closing === null, now);
    // The asesor attends their own lead, unless they were gone by then.
    const attendedBy = !attended
      ? null
      : asesor && asesor.activeFrom <= attendedAt && attendedAt <= asesor.activeUntil
        ? asesor.correo
        : pickStaff(random, staff, 'GESTIONAR_INTERESADOS', attendedAt).correo;
    const { marca, modelo, anioFabricacion, tag } = vehicle.row;
    return [
      {
        row: {
          nombreCompleto: `${person.nombres} ${person.apellidos}`,
          dni: person.dni,
          correo: person.correo,
          celular: person.celular,
          automovil: `${marca} ${modelo} ${anioFabricacion}`,
          tag,
          fechaReg,
          fechaCita,
          estado: attended,
          comentarios: random.chance(0.5) ? random.pick(COMMENTS) : null,
          fechaAtencion: attended ? attendedAt : null,
          consentimientoPrivacidad: true,
          consentimientoMarketing: random.chance(0.4),
          resultado: closing?.resultado ?? null,
          motivoPerdida: closing?.motivoPerdida ?? null,
          fechaCierre: closing?.fechaCierre ?? null,
        },
        asesor: asesor?.correo ?? null,
        attendedBy,
      },
    ];
  });
  return plans.sort((a, b) => a.row.fechaReg.getTime() - b.row.fechaReg.getTime());
}

const LOSS_REASONS = ['PRECIO', 'FINANCIAMIENTO', 'COMPRO_EN_OTRO_LUGAR', 'SIN_RESPUESTA', 'OTRO'] as const;

/**
 * How an attended lead ended (issue 10's closing, which the reports' funnel counts): half of the
 * attended buyers of a car sold after they asked bought it (the first such lead closes when the car
 * was sold); a quarter of the other attended leads older than two weeks were lost, with a reason.
 */
function closingOf(
  random: Random,
  vehicle: VehiclePlan,
  attendedAt: Date,
  now: Date,
  soldTo: Set<string>,
): Pick<InterestedRow, 'resultado' | 'motivoPerdida' | 'fechaCierre'> | null {
  const tag = vehicle.row.tag ?? '';
  const sold = vehicle.row.estadoDes === 'VENDIDO' && vehicle.listedUntil > attendedAt;
  if (sold && !soldTo.has(tag) && random.chance(0.5)) {
    soldTo.add(tag);
    return { resultado: 'VENDIDO', motivoPerdida: null, fechaCierre: vehicle.listedUntil };
  }
  const lostAt = addDays(attendedAt, random.int(3, 12));
  if (lostAt < now && addDays(attendedAt, 14) < now && random.chance(0.25)) {
    return { resultado: 'PERDIDO', motivoPerdida: random.pick(LOSS_REASONS), fechaCierre: lostAt };
  }
  return null;
}
