import { AGING_BUCKETS, type AgingRange } from '@motorplaza/domain/reports/report-formulas';
import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { automovil, interesado, usuario, vehicleStatusHistory } from '../../db/schema/index';
import { inLima, type LimaDays, limaDayOf, limaMonths, withinDays } from './report-window';

/**
 * The reports' SQL (decision 0024). Every figure is aggregated by the database (GROUP BY, FILTER);
 * what comes back is a handful of rows. Archived vehicles leave every figure.
 */

const history = vehicleStatusHistory;
const later = alias(vehicleStatusHistory, 'later');

/** An int, bigint or numeric aggregate as a JS number (node-postgres returns bigint as text). */
const asNumber = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const countAll = () => asNumber(sql`count(*)`);

/** The listed price (spec 001 §2.1): the latest purchase price, else the first. */
const listedPrice = sql<number>`coalesce(${automovil.ultimoPrecioCompra}, ${automovil.precioCompra})`;

/** The rows of a statement written in SQL (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const notArchived = isNull(automovil.archivadoEn);
const available = and(eq(automovil.estadoDes, 'DISPONIBLE'), notArchived);

/**
 * The vehicles that went into `status` on those days and are still there: the entry is the
 * vehicle's latest status change (ties by id), the vehicle is in that status today and not archived
 * (decision 0024: a sale undone no longer counts, a car sold twice counts once, at its last sale).
 * `price` is what the entry recorded: for a sale, the sale price.
 *
 * The entries of those days come from the (to_status, changed_at) index; each is then checked with
 * two lookups that LIMIT 1 keeps as lookups whatever the statistics say: its vehicle by primary key
 * and the vehicle's latest change, read backwards on (id_auto, changed_at, id). PGlite has no
 * autovacuum, so its tables may never be analysed; without these fences the planner, guessing,
 * rescanned the day range once per vehicle (seconds at 10,000 vehicles).
 */
function latestEntriesInto(db: DbOrTx, status: VehicleStatus, days: LimaDays) {
  const vehicle = db
    .select({
      marca: automovil.marca,
      estadoDes: automovil.estadoDes,
      archivadoEn: automovil.archivadoEn,
      listedPrice: listedPrice.as('listed_price'),
    })
    .from(automovil)
    .where(eq(automovil.idAuto, history.idAuto))
    .limit(1)
    .as('vehicle');
  const latestChange = db
    .select({ id: later.id })
    .from(later)
    .where(eq(later.idAuto, history.idAuto))
    .orderBy(desc(later.changedAt), desc(later.id))
    .limit(1);
  return db
    .select({
      changedAt: history.changedAt,
      price: history.price,
      marca: vehicle.marca,
      listedPrice: vehicle.listedPrice,
    })
    .from(history)
    .crossJoinLateral(vehicle)
    .where(
      and(
        eq(history.toStatus, status),
        withinDays(history.changedAt, days),
        eq(history.id, sql`(${latestChange})`),
        eq(vehicle.estadoDes, status),
        isNull(vehicle.archivadoEn),
      ),
    )
    .as('entry');
}

/** Units, amount and gross profit of the sales on those days, per Lima month. */
export function salesByMonth(db: DbOrTx, days: LimaDays) {
  const sale = latestEntriesInto(db, 'VENDIDO', days);
  const anio = sql<number>`extract(year from ${inLima(sale.changedAt)})::int`;
  const mes = sql<number>`extract(month from ${inLima(sale.changedAt)})::int`;
  return db
    .select({
      anioVenta: anio,
      mesVenta: mes,
      totalPrecioCompra: asNumber(sql`sum(${sale.price})`),
      cantidadVendidos: countAll(),
      utilidadBruta: asNumber(sql`sum(${sale.price} - ${sale.listedPrice})`),
    })
    .from(sale)
    .groupBy(anio, mes)
    .orderBy(anio, mes);
}

/** How many sales on `days` and, of them, how many and for how much from `since` on. */
export async function salesSince(db: DbOrTx, days: LimaDays, since: LimaDays) {
  const sale = latestEntriesInto(db, 'VENDIDO', days);
  const recent = withinDays(sale.changedAt, since);
  const [row] = await db
    .select({
      cantidad: countAll(),
      cantidadDesde: asNumber(sql`count(*) filter (where ${recent})`),
      montoDesde: asNumber(sql`sum(${sale.price}) filter (where ${recent})`),
    })
    .from(sale);
  return row ?? { cantidad: 0, cantidadDesde: 0, montoDesde: 0 };
}

/** How many sales on those days. */
export async function salesCount(db: DbOrTx, days: LimaDays): Promise<number> {
  const [row] = await db.select({ cantidad: countAll() }).from(latestEntriesInto(db, 'VENDIDO', days));
  return row?.cantidad ?? 0;
}

/** The vehicles that went SELL IN on those days and are still there: how many, for how much. */
export async function sellInTotals(db: DbOrTx, days: LimaDays) {
  const entry = latestEntriesInto(db, 'SELL IN', days);
  const [row] = await db
    .select({ cantidad: countAll(), monto: asNumber(sql`sum(${entry.price})`) })
    .from(entry);
  return row ?? { cantidad: 0, monto: 0 };
}

/**
 * The `limit` brands with most sales on those days (ties: higher amount, then name), with today's
 * available stock. The brands are ranked first, so the stock joins ten rows, not every sale.
 */
export function topBrands(db: DbOrTx, days: LimaDays, limit: number) {
  const sale = latestEntriesInto(db, 'VENDIDO', days);
  const units = sql<number>`count(*)`;
  const amount = sql<number>`sum(${sale.price})`;
  const ranked = db
    .select({
      marca: sale.marca,
      units: units.as('units'),
      amount: amount.as('amount'),
      profit: sql<number>`sum(${sale.price} - ${sale.listedPrice})`.as('profit'),
    })
    .from(sale)
    .groupBy(sale.marca)
    .orderBy(desc(units), desc(amount), asc(sale.marca))
    .limit(limit)
    .as('ranked');
  const stock = db
    .select({ marca: automovil.marca, available: sql<number>`count(*)`.as('available') })
    .from(automovil)
    .where(available)
    .groupBy(automovil.marca)
    .as('stock');
  return db
    .select({
      marca: ranked.marca,
      cantidadVendidos: asNumber(sql`${ranked.units}`),
      totalVentas: asNumber(sql`${ranked.amount}`),
      utilidadBruta: asNumber(sql`${ranked.profit}`),
      stockDisponible: asNumber(sql`${stock.available}`),
    })
    .from(ranked)
    .leftJoin(stock, eq(stock.marca, ranked.marca))
    .orderBy(desc(ranked.units), desc(ranked.amount), asc(ranked.marca));
}

/** The DISPONIBLE vehicles: how many, in a store or elsewhere, and their listed value. */
export async function availableStock(db: DbOrTx) {
  const [row] = await db
    .select({
      cantidad: countAll(),
      enPiso: asNumber(sql`count(*) filter (where ${automovil.swPiso} in (1, 2))`),
      valor: asNumber(sql`sum(${listedPrice})`),
    })
    .from(automovil)
    .where(available);
  return row ?? { cantidad: 0, enPiso: 0, valor: 0 };
}

/** Whole Lima calendar days from a vehicle's entry date to `today`. */
const daysInStock = (today: string) => sql<number>`(${today}::date - ${limaDayOf(automovil.fechaIng)})`;

/** The aging bucket of `dias` (AGING_BUCKETS, one CASE; constants inlined so GROUP BY matches). */
function agingCase(dias: SQL): SQL {
  const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
  const whens = AGING_BUCKETS.flatMap((bucket) =>
    bucket.hasta === null
      ? []
      : [sql`when ${dias} <= ${sql.raw(String(bucket.hasta))} then ${literal(bucket.rango)}`],
  );
  const last = AGING_BUCKETS.at(-1)?.rango ?? '90+';
  return sql`case ${sql.join(whens, sql` `)} else ${literal(last)} end`;
}

/** The DISPONIBLE vehicles per aging bucket (only the buckets that have some). */
export function availableByAge(db: DbOrTx, today: string) {
  const stock = db
    .select({ dias: daysInStock(today).as('dias'), precio: listedPrice.as('precio') })
    .from(automovil)
    .where(available)
    .as('stock');
  const rango = sql<AgingRange>`${agingCase(sql`${stock.dias}`)}`;
  return db
    .select({ rango, cantidad: countAll(), valor: asNumber(sql`sum(${stock.precio})`) })
    .from(stock)
    .groupBy(rango);
}

/** The DISPONIBLE vehicles longest in stock, oldest first. */
export function oldestAvailable(db: DbOrTx, today: string, limit: number) {
  return db
    .select({
      idAuto: automovil.idAuto,
      marca: automovil.marca,
      modelo: automovil.modelo,
      anioFabricacion: automovil.anioFabricacion,
      placa: automovil.placa,
      fechaIng: automovil.fechaIng,
      dias: daysInStock(today).mapWith(Number),
      precio: listedPrice,
    })
    .from(automovil)
    .where(available)
    .orderBy(asc(automovil.fechaIng), asc(automovil.idAuto))
    .limit(limit);
}

/** Interested clients registered on those days, whatever their state. */
export async function leadCount(db: DbOrTx, days: LimaDays): Promise<number> {
  const [row] = await db
    .select({ cantidad: countAll() })
    .from(interesado)
    .where(withinDays(interesado.fechaReg, days));
  return row?.cantidad ?? 0;
}

/**
 * Interested clients registered on those days, per Lima month of registration (months without any
 * left out): one index range count per month.
 */
export async function leadsByMonth(db: DbOrTx, days: LimaDays) {
  return rowsOf<{ anio: number; mes: number; cantidadClientes: number }>(
    db,
    sql`
    select extract(year from months.month)::int as "anio", extract(month from months.month)::int as "mes",
      counted.leads as "cantidadClientes"
    from ${limaMonths(days)} as months
    cross join lateral (
      select count(*)::int as leads from ${interesado}
      where ${interesado.fechaReg} >= months.starts and ${interesado.fechaReg} < months.ends
    ) as counted
    where counted.leads > 0
    order by months.month`,
  );
}

/**
 * The leads registered on those days counted per assigned asesor (null: nobody assigned) and per
 * state column: a handful of groups, which the service reads through leadState() (decision 0040).
 */
export function leadStateGroups(db: DbOrTx, days: LimaDays) {
  const asesor = sql<string | null>`${usuario.nombres} || ' ' || ${usuario.apellidos}`;
  return db
    .select({
      idUsuario: interesado.idUsuarioAsignado,
      asesor,
      estado: interesado.estado,
      resultado: interesado.resultado,
      cantidad: countAll(),
    })
    .from(interesado)
    .leftJoin(usuario, eq(usuario.idUsuario, interesado.idUsuarioAsignado))
    .where(withinDays(interesado.fechaReg, days))
    .groupBy(
      interesado.idUsuarioAsignado,
      usuario.nombres,
      usuario.apellidos,
      interesado.estado,
      interesado.resultado,
    );
}

/** Issue 26: the leads registered on those days per origin and state column (a handful of groups). */
export function leadOriginGroups(db: DbOrTx, days: LimaDays) {
  return db
    .select({
      origen: interesado.origen,
      estado: interesado.estado,
      resultado: interesado.resultado,
      cantidad: countAll(),
    })
    .from(interesado)
    .where(withinDays(interesado.fechaReg, days))
    .groupBy(interesado.origen, interesado.estado, interesado.resultado);
}
