import { ALERT_LIMITS } from '@motorplaza/domain/alerts/alert.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { TIME_ZONE } from '@motorplaza/domain/shared/format';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { alerta, alertaCoincidencia, alertaEnvio } from '../../db/schema/index';
import { enqueueMail } from '../../mail/enqueue-mail';
import { findListedVehicles } from '../catalog/catalog.repository';
import type { AlertLinks } from './alert-links';
import { alertDigestMail, type DigestCar } from './alert-mail';

/** Addresses handled per round. */
const ADDRESS_BATCH = 50;

const limaHour = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** Addresses with unsent matches of active alerts and no digest yet on this Lima day. */
async function dueAddresses(db: DbOrTx, dia: string): Promise<string[]> {
  const correo = sql<string>`lower(${alerta.correo})`;
  const rows = await db
    .selectDistinct({ correo })
    .from(alertaCoincidencia)
    .innerJoin(alerta, eq(alerta.id, alertaCoincidencia.idAlerta))
    .where(
      and(
        isNull(alertaCoincidencia.enviadoEn),
        eq(alerta.estado, 'ACTIVA'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(alertaEnvio)
            .where(and(sql`lower(${alertaEnvio.correo}) = ${correo}`, eq(alertaEnvio.dia, dia))),
        ),
      ),
    )
    .limit(ADDRESS_BATCH);
  return rows.map((row) => row.correo);
}

/** The cars of an address's matches, each once: the latest price, the first price before any drop. */
function groupCars(
  matches: { idAuto: number; tipo: string; precioAnterior: number | null; resumen: string }[],
  listed: Map<
    number,
    { marca: string; modelo: string; version: string | null; anioFabricacion: number; precioCompra: number }
  >,
): DigestCar[] {
  const cars = new Map<number, DigestCar>();
  for (const match of matches) {
    const car = listed.get(match.idAuto);
    if (!car) continue;
    let entry = cars.get(match.idAuto);
    if (!entry) {
      entry = {
        idAuto: match.idAuto,
        nombre: [car.marca, car.modelo, car.version, String(car.anioFabricacion)].filter(Boolean).join(' '),
        precio: car.precioCompra,
        precioAntes: null,
        nuevo: false,
        alertas: [],
      };
      cars.set(match.idAuto, entry);
    }
    if (match.tipo === 'NUEVO') entry.nuevo = true;
    if (match.tipo === 'BAJA' && match.precioAnterior !== null)
      entry.precioAntes = Math.max(entry.precioAntes ?? 0, match.precioAnterior);
    if (!entry.alertas.includes(match.resumen)) entry.alertas.push(match.resumen);
  }
  return [...cars.values()];
}

/**
 * One address's digest, in one transaction: the day's row first (its unique key is the rule of one
 * e-mail a day, whichever instance gets there first), then the unsent matches locked, the cars still
 * public listed once each, the e-mail queued in the outbox and the matches stamped with it. Matches of
 * cars no longer public are stamped too, without a message: they are no news any more.
 */
async function digestOne(
  db: Db,
  links: AlertLinks,
  publicUrl: string,
  correo: string,
  dia: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [day] = await tx
      .insert(alertaEnvio)
      .values({ correo, dia, creadoEn: now })
      .onConflictDoNothing()
      .returning({ id: alertaEnvio.id });
    if (!day) return false;
    const matches = await tx
      .select({
        id: alertaCoincidencia.id,
        idAuto: alertaCoincidencia.idAuto,
        tipo: alertaCoincidencia.tipo,
        precioAnterior: alertaCoincidencia.precioAnterior,
        resumen: alerta.resumen,
      })
      .from(alertaCoincidencia)
      .innerJoin(alerta, eq(alerta.id, alertaCoincidencia.idAlerta))
      .where(
        and(
          isNull(alertaCoincidencia.enviadoEn),
          eq(alerta.estado, 'ACTIVA'),
          sql`lower(${alerta.correo}) = ${correo}`,
        ),
      )
      .orderBy(asc(alertaCoincidencia.id))
      .for('update', { of: alertaCoincidencia, skipLocked: true });
    const listed = new Map(
      (await findListedVehicles(tx, [...new Set(matches.map((match) => match.idAuto))])).map((car) => [
        car.idAuto,
        car,
      ]),
    );
    const cars = groupCars(matches, listed).slice(0, ALERT_LIMITS.digestCars);
    const told = new Set(cars.map((car) => car.idAuto));
    // Cars beyond the day's list wait; cars no longer public are done.
    const done = matches.filter((match) => told.has(match.idAuto) || !listed.has(match.idAuto));
    if (cars.length === 0) {
      await tx.delete(alertaEnvio).where(eq(alertaEnvio.id, day.id));
      await stamp(tx, done, null, now);
      return false;
    }
    const idCorreo = await enqueueMail(tx, alertDigestMail(links, publicUrl, correo, cars));
    await tx.update(alertaEnvio).set({ idCorreo }).where(eq(alertaEnvio.id, day.id));
    await stamp(tx, done, idCorreo, now);
    return true;
  });
}

async function stamp(tx: DbOrTx, matches: { id: number }[], idCorreo: number | null, now: Date) {
  if (matches.length === 0) return;
  await tx
    .update(alertaCoincidencia)
    .set({ enviadoEn: now, idCorreo })
    .where(
      inArray(
        alertaCoincidencia.id,
        matches.map((match) => match.id),
      ),
    );
}

/**
 * The daily digests (issue 26): from ALERT_LIMITS.digestHour in Lima, each address with news gets one
 * e-mail that day, however many alerts and cars. Returns how many e-mails were queued.
 */
export async function sendAlertDigests(
  db: Db,
  links: AlertLinks,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  if (Number(limaHour.format(now)) < ALERT_LIMITS.digestHour) return 0;
  const dia = todayInLima(now);
  let queued = 0;
  for (;;) {
    const addresses = await dueAddresses(db, dia);
    let round = 0;
    for (const correo of addresses) if (await digestOne(db, links, publicUrl, correo, dia, now)) round += 1;
    queued += round;
    if (addresses.length < ADDRESS_BATCH || round === 0) return queued;
  }
}
