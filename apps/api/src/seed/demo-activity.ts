import type { MovementChange, MovementCode } from '@motorplaza/domain/movements/movement.schema';
import { SELL_OFFER_STATUS_LABELS, type SellOfferStatus } from '@motorplaza/domain/offers/sell-offer-rules';
import { formatUsd } from '@motorplaza/domain/shared/format';
import { userStateLabel } from '@motorplaza/domain/users/user-display';
import type { movimiento } from '../db/schema/index';
import { diffRecords } from '../modules/movements/movement-changes';
import { addDays, limaTimeOfDay } from './calendar';
import type { InterestedPlan } from './demo-leads';
import type { ComplaintPlan, SellOfferPlan } from './demo-requests';
import { activityStart } from './demo-timeline';
import { administrator, type StaffMember } from './demo-users';
import type { VehiclePlan } from './demo-vehicles';
import type { Random } from './random';

export type MovementRow = Omit<typeof movimiento.$inferInsert, 'idUsuario' | 'busqueda'> & {
  /** The actor's e-mail, to find their id; `usuario` is their full name, as the live log writes it. */
  correo: string;
  usuario: string;
  accion: string;
  codigo: MovementCode;
  fecha: Date;
  cambios: MovementChange[];
};

interface Action {
  at: Date;
  by: string;
  codigo: MovementCode;
  accion: string;
  entidad?: string;
  objetivo?: string;
  cambios?: readonly MovementChange[];
}

/** One field's change, through the log's own helper (decision 0045). */
const change = (campo: string, antes: string | null, despues: string | null) =>
  diffRecords<Record<string, string | null>>({ [campo]: antes }, { [campo]: despues }, [campo]);

export interface ActivitySources {
  staff: readonly StaffMember[];
  vehicles: readonly VehiclePlan[];
  interested: readonly InterestedPlan[];
  sellOffers: readonly SellOfferPlan[];
  complaints: readonly ComplaintPlan[];
}

/** Everything the other generators say a staff member did, worded as the movements log shows it. */
function actions(sources: ActivitySources, now: Date): Action[] {
  const { staff, vehicles, interested, sellOffers, complaints } = sources;
  const done: Action[] = [];
  const log = (
    at: Date,
    by: string,
    codigo: MovementCode,
    accion: string,
    target?: [string, string],
    cambios?: readonly MovementChange[],
  ) => {
    if (at <= now)
      done.push({ at, by, codigo, accion, entidad: target?.[0], objetivo: target?.[1], cambios });
  };
  const admin = administrator(staff).correo;
  // Worded as the user screens write them (user-movements): the target by full name.
  for (const member of staff) {
    const target: [string, string] = ['usuario', member.nombreCompleto];
    if (member.activeFrom > activityStart(now)) {
      log(
        member.activeFrom,
        admin,
        'user.create',
        `Registró al usuario ${member.nombreCompleto}`,
        target,
        change('rol', null, member.rol),
      );
    }
    if (member.activeUntil < now)
      log(
        member.activeUntil,
        admin,
        'user.deactivate',
        `Desactivó al usuario ${member.nombreCompleto}`,
        target,
        change('estado', userStateLabel(true), userStateLabel(false)),
      );
  }
  for (const { row, nombre, history, priceDrop } of vehicles) {
    const car = `${nombre} (${row.tag})`;
    for (const { at, by, from, to } of history) {
      log(
        at,
        by,
        from === null ? 'vehicle.create' : 'vehicle.status',
        from === null
          ? `Registró el vehículo ${car}`
          : `Cambió el estado del vehículo ${car} de ${from} a ${to}`,
        ['automovil', car],
        from === null ? undefined : change('estadoDes', from, to),
      );
    }
    if (priceDrop)
      log(
        priceDrop.at,
        priceDrop.by,
        'vehicle.update',
        `Actualizó el precio del vehículo ${car} a ${formatUsd(priceDrop.price)}`,
        ['automovil', car],
        change('ultimoPrecioCompra', null, String(priceDrop.price)),
      );
  }
  for (const { row, attendedBy } of interested) {
    if (attendedBy && row.fechaAtencion) {
      log(
        row.fechaAtencion,
        attendedBy,
        'interested.attend',
        `Atendió al cliente interesado ${row.nombreCompleto} (${row.automovil})`,
        ['interesado', row.nombreCompleto],
        change('estado', 'PENDIENTE', 'ATENDIDO'),
      );
    }
  }
  for (const { row, handled } of sellOffers) {
    if (handled) {
      log(
        handled.at,
        handled.by,
        'sellOffer.status',
        `Cambió la oferta de venta de ${row.nombreCompleto} (${row.marca} ${row.modelo}) a ${row.status}`,
        ['sell_offer', row.nombreCompleto],
        change(
          'estado',
          SELL_OFFER_STATUS_LABELS.NUEVA,
          SELL_OFFER_STATUS_LABELS[row.status as SellOfferStatus] ?? row.status ?? null,
        ),
      );
    }
  }
  // Worded as the book's actions are (complaint-admin.service).
  for (const { row, answeredBy, attended } of complaints) {
    const sheet = `la hoja de reclamación Nº ${row.codigo} del libro ${row.codigoLibro}`;
    const target: [string, string] = ['complaint', `${row.codigoLibro} ${row.codigo}`];
    if (attended)
      log(
        attended.at,
        attended.by,
        'complaint.attend',
        `Pasó a «En atención» ${sheet}`,
        target,
        change('estado', 'PENDIENTE', 'EN_ATENCION'),
      );
    if (answeredBy && row.respondidoEn)
      log(row.respondidoEn, answeredBy, 'complaint.answer', `Respondió por correo ${sheet}`, target, [
        ...change('estado', attended ? 'EN_ATENCION' : 'PENDIENTE', 'RESPONDIDO'),
        ...change('respuesta', null, row.respuesta ?? null),
      ]);
  }
  return done;
}

/** A fixed public address per staff member: the log shows where each one usually connects from. */
function addressOf(staff: readonly StaffMember[], correo: string): string {
  const index = staff.findIndex((member) => member.correo === correo);
  return `190.236.${40 + index * 7}.${2 + ((index * 37) % 250)}`;
}

/** A session stays open for a week through its refresh token ('Recordar mi sesión'). */
const SESSION_DAYS = 7;

/**
 * The movements log: each action, preceded by a sign-in ("Inicio de sesión") that morning when the staff
 * member's last session had expired. Sorted by date, so the log ids follow time.
 */
export function buildMovements(random: Random, now: Date, sources: ActivitySources): MovementRow[] {
  const done = actions(sources, now).sort((a, b) => a.at.getTime() - b.at.getTime());
  const lastSignIn = new Map<string, Date>();
  const signIns: Action[] = [];
  for (const action of done) {
    const previous = lastSignIn.get(action.by);
    if (previous && addDays(previous, SESSION_DAYS) > action.at) continue;
    const early = limaTimeOfDay(action.at, 0, 8, random.int(30, 59));
    const at = early < action.at ? early : new Date(action.at.getTime() - random.int(2, 10) * 60_000);
    lastSignIn.set(action.by, at);
    signIns.push({ at, by: action.by, codigo: 'auth.login', accion: 'Inicio de sesión' });
  }
  const names = new Map(sources.staff.map((member) => [member.correo, member.nombreCompleto]));
  return [...signIns, ...done]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((action) => ({
      correo: action.by,
      usuario: names.get(action.by) ?? action.by,
      cambios: [...(action.cambios ?? [])],
      accion: action.accion,
      codigo: action.codigo,
      entidad: action.entidad ?? null,
      objetivo: action.objetivo ?? null,
      ip: addressOf(sources.staff, action.by),
      fecha: action.at,
    }));
}
