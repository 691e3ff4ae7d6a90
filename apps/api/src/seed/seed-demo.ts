import { addBusinessDays, COMPLAINT_TERM_BUSINESS_DAYS } from '@motorplaza/domain/complaints/business-days';
import {
  LEAD_LOSS_REASON_LABELS,
  LEAD_OUTCOME_LABELS,
  type LeadLossReason,
} from '@motorplaza/domain/leads/lead-pipeline';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  accesorio,
  automovil,
  automovilAccesorio,
  automovilFoto,
  cliente,
  complaint,
  complaintBookCounter,
  feriado,
  interesado,
  interesadoEvento,
  movimiento,
  permiso,
  usuario,
  usuarioPermiso,
  vehiclePriceHistory,
  vehicleStatusHistory,
} from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { movementSearchText } from '../modules/movements/movement-search';
import type { Storage } from '../storage/storage';
import { DEMO_ACCESSORIES } from './demo-accessories';
import { insertDemoConsent } from './demo-consent';
import { type PlannedPhoto, planPhotos, storePhotos } from './demo-photos';
import { buildDemoPlan, type DemoPlan } from './demo-plan';
import { storeReviewCertificates } from './demo-review-pdf';
import { insertDemoTestDrives } from './demo-test-drives';
import { insertSellOffers } from './insert-offers';
import { Random } from './random';

export { DEMO_USERS } from './demo-users';

/** The password of every demo user (the sign-ins printed at start-up). */
export const DEMO_PASSWORD = 'MotorPlaza2026';

export interface DemoSeedOptions {
  /** The moment the demo history ends; all dates are derived from it. */
  now: Date;
  /** Draw and store vehicle photos (most of the seeding time). */
  photos: boolean;
  seed?: number;
}

export interface DemoSeedSummary {
  users: number;
  clients: number;
  vehicles: number;
  photos: number;
  accessories: number;
  statusChanges: number;
  sales: number;
  interested: number;
  movements: number;
  sellOffers: number;
  complaints: number;
}

const DEFAULT_SEED = 20_260_101;

// argon2 salts every hash at random: hashing once per process keeps repeated seeds identical (the tests
// compare two of them) and saves the ~50 ms each hash costs.
let demoPasswordHash: Promise<string> | undefined;

/** Looks a natural key up in a map of ids returned by an insert. */
function idOf<K>(ids: ReadonlyMap<K, number>, key: K, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${String(key)}`);
  return id;
}

/**
 * Loads the demo data of a Lima dealership (18 months of inventory, sales, leads and staff activity) into
 * an empty database whose permissions and site settings already exist. Photos are stored before the
 * transaction that names them commits, so no row ever points to a missing file.
 */
export async function seedDemoData(
  db: Db,
  storage: Storage,
  options: DemoSeedOptions,
): Promise<DemoSeedSummary> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const seed = options.seed ?? DEFAULT_SEED;
  const plan = buildDemoPlan(options.now, seed, await demoPasswordHash);
  const photos = options.photos
    ? planPhotos(new Random(seed).fork('photos'), plan.vehicles)
    : new Map<string, PlannedPhoto[]>();

  return db.transaction(async (tx) => {
    const userIds = await insertStaff(tx, plan);
    const idAutoByTag = await insertVehicles(tx, plan, photos);
    // Storage keys hold the vehicle ids the insert just assigned, so the files are written here, before
    // the commit; a failure rolls the rows back (leaving at worst unreferenced files).
    const photoRows = photos.size > 0 ? await storePhotos(storage, photos, idAutoByTag) : [];
    if (photoRows.length > 0) await tx.insert(automovilFoto).values(photoRows);
    // Files (photos and review certificates) come with the photos option; rows alone otherwise.
    if (options.photos) await storeReviewCertificates(tx, storage);
    await insertActivity(tx, plan, userIds, idAutoByTag);
    await insertSellOffers(tx, storage, plan.sellOffers, options.photos);
    await insertDemoTestDrives(tx, options.now);
    // Every lead, offer and complaint proves its consent; the withdrawals reach leads and offers alike.
    await insertDemoConsent(tx);
    return {
      users: plan.staff.rows.length,
      clients: plan.owners.clients.length,
      vehicles: plan.vehicles.length,
      photos: photoRows.length,
      accessories: DEMO_ACCESSORIES.length,
      statusChanges: plan.vehicles.reduce((sum, vehicle) => sum + vehicle.history.length, 0),
      sales: plan.vehicles.filter((vehicle) => vehicle.row.estadoDes === 'VENDIDO').length,
      interested: plan.interested.length,
      movements: plan.movements.length,
      sellOffers: plan.sellOffers.length,
      complaints: plan.complaints.length,
    };
  });
}

async function insertStaff(tx: Tx, plan: DemoPlan): Promise<Map<string, number>> {
  const users = await tx
    .insert(usuario)
    .values(plan.staff.rows)
    .returning({ id: usuario.idUsuario, correo: usuario.correo });
  const userIds = new Map(users.map((user) => [user.correo, user.id]));
  const permissions = await tx.select({ id: permiso.idPermiso, nombre: permiso.nombre }).from(permiso);
  const permissionIds = new Map(permissions.map((permission) => [permission.nombre, permission.id]));
  await tx.insert(usuarioPermiso).values(
    plan.staff.members.flatMap((member) =>
      member.permisos.map((nombre) => ({
        idUsuario: idOf(userIds, member.correo, 'user'),
        idPermiso: idOf(permissionIds, nombre, 'permission (run the base data first)'),
      })),
    ),
  );
  return userIds;
}

async function insertVehicles(
  tx: Tx,
  plan: DemoPlan,
  photos: ReadonlyMap<string, readonly PlannedPhoto[]>,
): Promise<Map<string, number>> {
  const clients = await tx
    .insert(cliente)
    .values(plan.owners.clients)
    .returning({ id: cliente.idCliente, dni: cliente.dni });
  const clientIds = new Map(clients.map((client) => [client.dni, client.id]));
  const accessories = await tx
    .insert(accesorio)
    .values([...DEMO_ACCESSORIES])
    .returning({ id: accesorio.idAccesorio, nombre: accesorio.nombre });
  const accessoryIds = new Map(accessories.map((accessory) => [accessory.nombre, accessory.id]));

  const vehicles = await tx
    .insert(automovil)
    .values(
      plan.vehicles.map(({ row }) => ({
        ...row,
        idPropietario: idOf(clientIds, plan.owners.ownerDniByTag.get(row.tag), 'owner'),
        fotoPrincipal: photos.get(row.tag)?.[0]?.imagen ?? null,
      })),
    )
    .returning({ id: automovil.idAuto, tag: automovil.tag });
  const idAutoByTag = new Map(vehicles.map((vehicle) => [vehicle.tag ?? '', vehicle.id]));

  const links = [...plan.accessoryLinks].flatMap(([tag, nombres]) =>
    nombres.map((nombre) => ({
      idAuto: idOf(idAutoByTag, tag, 'vehicle'),
      idAccesorio: idOf(accessoryIds, nombre, 'accessory'),
    })),
  );
  if (links.length > 0) await tx.insert(automovilAccesorio).values(links);
  return idAutoByTag;
}

async function insertActivity(
  tx: Tx,
  plan: DemoPlan,
  userIds: ReadonlyMap<string, number>,
  idAutoByTag: ReadonlyMap<string, number>,
): Promise<void> {
  const history = plan.vehicles
    .flatMap(({ row, history: entries }) =>
      entries.map((entry) => ({
        idAuto: idOf(idAutoByTag, row.tag, 'vehicle'),
        fromStatus: entry.from,
        toStatus: entry.to,
        price: entry.price,
        idUsuario: idOf(userIds, entry.by, 'user'),
        changedAt: entry.at,
      })),
    )
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  await tx.insert(vehicleStatusHistory).values(history);
  // The listed price when the car arrived, and the cut of those that sat unsold (decision 0077).
  const prices = plan.vehicles.flatMap(({ row, history: entries, priceDrop }) => {
    const idAuto = idOf(idAutoByTag, row.tag, 'vehicle');
    const by = (correo: string | undefined) => (correo ? (userIds.get(correo) ?? null) : null);
    const listed = {
      idAuto,
      precioAnterior: null,
      precioNuevo: row.precioCompra,
      idUsuario: by(entries[0]?.by),
      changedAt: row.fechaIng,
    };
    if (!priceDrop) return [listed];
    const cut = {
      idAuto,
      precioAnterior: row.precioCompra,
      precioNuevo: priceDrop.price,
      idUsuario: by(priceDrop.by),
      changedAt: priceDrop.at,
    };
    return [listed, cut];
  });
  await tx.insert(vehiclePriceHistory).values(prices);

  // Leads go to an asesor who worked here when they arrived (demo-leads asesorFor, decision 0023), and
  // carry their timeline: registered, assigned, when attended attended (first response), and closed.
  const leads = [...plan.interested]
    .sort((a, b) => a.row.fechaReg.getTime() - b.row.fechaReg.getTime())
    .map(({ row, asesor, attendedBy }) => ({
      ...row,
      idAuto: idOf(idAutoByTag, row.tag, 'vehicle'),
      idUsuarioAtencion: attendedBy === null ? null : idOf(userIds, attendedBy, 'user'),
      idUsuarioAsignado: asesor === null ? null : idOf(userIds, asesor, 'user'),
      fechaPrimeraRespuesta: row.fechaAtencion ?? null,
    }));
  const inserted = await tx
    .insert(interesado)
    .values(leads)
    .returning({ idInteresado: interesado.idInteresado });
  const events = leads.flatMap((lead, index) => {
    const idInteresado = inserted[index]?.idInteresado;
    if (idInteresado === undefined) return [];
    const created = { idInteresado, tipo: 'CREADO', fecha: lead.fechaReg };
    const assigned =
      lead.idUsuarioAsignado === null
        ? []
        : [
            {
              idInteresado,
              tipo: 'ASIGNADO',
              idUsuarioDestino: lead.idUsuarioAsignado,
              fecha: lead.fechaReg,
            },
          ];
    const attended =
      lead.estado && lead.fechaAtencion
        ? [{ idInteresado, tipo: 'ATENDIDO', idUsuario: lead.idUsuarioAtencion, fecha: lead.fechaAtencion }]
        : [];
    const closed =
      lead.resultado && lead.fechaCierre
        ? [
            {
              idInteresado,
              tipo: 'CERRADO',
              idUsuario: lead.idUsuarioAtencion,
              nota:
                lead.resultado === 'PERDIDO' && lead.motivoPerdida
                  ? `${LEAD_OUTCOME_LABELS.PERDIDO}: ${LEAD_LOSS_REASON_LABELS[lead.motivoPerdida as LeadLossReason]}`
                  : LEAD_OUTCOME_LABELS.VENDIDO,
              fecha: lead.fechaCierre,
            },
          ]
        : [];
    return [created, ...assigned, ...attended, ...closed];
  });
  if (events.length > 0) await tx.insert(interesadoEvento).values(events);
  await tx.insert(movimiento).values(
    plan.movements.map(({ correo, ...row }) => ({
      ...row,
      idUsuario: idOf(userIds, correo, 'user'),
      busqueda: movementSearchText(row.usuario, row.accion, row.fecha),
    })),
  );
  const holidays = new Set((await tx.select({ fecha: feriado.fecha }).from(feriado)).map((h) => h.fecha));
  await tx.insert(complaint).values(
    plan.complaints.map(({ row, answeredBy }) => ({
      ...row,
      fechaLimite: addBusinessDays(todayInLima(row.createdAt), COMPLAINT_TERM_BUSINESS_DAYS, holidays),
      idUsuarioRespuesta: answeredBy === null ? null : idOf(userIds, answeredBy, 'user'),
    })),
  );
  // Each book's counter continues after the demo's sheets, so the next one filed takes the next number.
  await tx.execute(sql`
    insert into ${complaintBookCounter} (codigo_libro, anio, ultimo)
    select codigo_libro, anio, max(correlativo) from ${complaint} group by codigo_libro, anio
    on conflict (codigo_libro, anio) do update set ultimo = greatest(${complaintBookCounter.ultimo}, excluded.ultimo)`);
}
