import { sql } from 'drizzle-orm';
import type { Tx } from '../../apps/api/src/db/client';
import { COLORS, OFF_FLOOR_LOCATIONS, STORE_LOCATIONS } from '../../apps/api/src/seed/vehicle-data';
import { type ScaleModel, scaleModels } from './scale-models';
import {
  clock,
  expand,
  intArray,
  literal,
  pick,
  plate,
  rowsOf,
  textArray,
  u,
  VEHICLE_DAYS,
} from './scale-sql';

const MIN_PRICE = 5_000;
const MAX_PRICE = 90_000;
/** Relative frequency of each age (0 = a car of the year it came in), as in the demo seed. */
const AGE_WEIGHTS = [3, 5, 6, 7, 8, 9, 9, 9, 8, 8, 7, 6, 5, 4, 3, 2, 2];

async function insertModels(tx: Tx, models: readonly ScaleModel[]): Promise<void> {
  await tx.execute(sql`
    create temp table scale_model (
      i int primary key, marca text, modelo text, carroceria text, precio_nuevo int, premium boolean,
      desde int, hasta int, puertas int, versiones text[], motores text[], cilindradas int[],
      combustibles text[], cajas text[]
    ) on commit drop`);
  const values = models.map(
    (m, index) =>
      `(${index + 1}, ${literal(m.marca)}, ${literal(m.modelo)}, ${literal(m.carroceria)}, ${m.precioNuevo}, ${m.premium},
        ${m.desde ?? 'null'}, ${m.hasta ?? 'null'}, ${m.puertas}, ${textArray(m.versiones)},
        ${textArray(m.motores.map((e) => e.label))}, (array[${m.motores.map((e) => e.cilindrada ?? 'null').join(',')}]::int[]),
        ${textArray(m.motores.map((e) => e.combustible))}, ${textArray(m.cajas)})`,
  );
  await tx.execute(sql.raw(`insert into scale_model values ${values.join(',\n')}`));
  // The pick table: model numbers repeated in proportion to their share of the stock.
  const picks = expand(
    models.map((m, index) => [index + 1, m.peso] as const),
    4000,
  );
  await tx.execute(
    sql.raw(`create temp table scale_pick on commit drop as select ${intArray(picks)} as models`),
  );
}

/**
 * SQL drawing one model number (a row of scale_model) in proportion to its share of the stock, from
 * the uniform draw `uniform`: vehicles, offers and complaints pick their cars the same way.
 */
export async function modelDraw(tx: Tx): Promise<(uniform: string) => string> {
  const [pick] = rowsOf<{ n: number }>(
    await tx.execute(sql`select cardinality(models) as n from scale_pick`),
  );
  const slots = pick?.n ?? 1;
  return (uniform) => `(select models[1 + floor(${uniform} * ${slots})::int] from scale_pick)`;
}

/**
 * One row per vehicle: its current status (about 50% DISPONIBLE, 38% VENDIDO, 6% SELL IN, 6% NO
 * DISPONIBLE), when it came in and when its status last changed (the sale for sold ones), the car,
 * its prices and how many status changes it went through (k, in proportion to its time in stock,
 * summing to exactly `history`).
 */
export async function planVehicles(tx: Tx, vehicles: number, history: number, now: Date): Promise<void> {
  await insertModels(tx, scaleModels());
  const { today, top } = clock(now);
  const ages = expand(
    AGE_WEIGHTS.map((weight, age) => [age, weight] as const),
    200,
  );
  const colors = expand(COLORS, 200);
  const drawModel = await modelDraw(tx);
  await tx.execute(
    sql.raw(`
    create temp table scale_vehicle on commit drop as
    with drawn as (
      select n,
        case when ${u('n', 1)} < 0.50 then 'DISPONIBLE' when ${u('n', 1)} < 0.88 then 'VENDIDO'
          when ${u('n', 1)} < 0.94 then 'SELL IN' else 'NO DISPONIBLE' end as status,
        ${u('n', 2)} as u_span, ${u('n', 3)} as u_when
      from generate_series(1, ${vehicles}) as n
    ), timed as (
      -- Sold and sell-in cars stayed 10 to 160 days, their exit anywhere in the three years; the stock
      -- still here leans towards recent arrivals, its last change somewhere in its stay.
      select n, status,
        case when status in ('VENDIDO', 'SELL IN')
          then ${top} - (${VEHICLE_DAYS} - (10 + 150 * u_span)) * u_when - (10 + 150 * u_span)
          else ${top} - (0.05 + ${VEHICLE_DAYS - 0.05} * u_span ^ 2) end as start_x,
        case when status in ('VENDIDO', 'SELL IN')
          then ${top} - (${VEHICLE_DAYS} - (10 + 150 * u_span)) * u_when
          else ${top} - (0.05 + ${VEHICLE_DAYS - 0.05} * u_span ^ 2) * (0.4 - 0.4 * u_when) end as end_x
      from drawn
    ), car as (
      select t.*, m.*,
        extract(year from date '${today}' + floor(t.start_x)::int)::int as entry_year,
        ${intArray(ages)}[1 + floor(${u('n', 5)} * ${ages.length})::int] as drawn_age
      from timed t
      join scale_model m on m.i = ${drawModel(u('t.n', 4))}
    ), aged as (
      select c.*,
        least(greatest(entry_year - drawn_age, coalesce(desde, 0)), coalesce(hasta, 9999), entry_year) as anio
      from car c
    ), priced as (
      select a.*,
        least(${MAX_PRICE}, greatest(${MIN_PRICE}, round(precio_nuevo
          * case when premium then 0.9 * 0.92 ^ (entry_year - anio) else 0.93 * 0.955 ^ (entry_year - anio) end
          * (0.94 + 0.12 * ${u('n', 6)}) / 100) * 100))::int as precio_compra,
        -- Some cars that stayed more than 40 days were marked down 3-8% (never the ones sold: demo seed).
        status <> 'VENDIDO' and (case when status = 'SELL IN' then end_x else ${top} end) - start_x > 40
          and ${u('n', 7)} < 0.3 as dropped
      from aged a
    )
    select n, status, start_x, end_x, entry_year, i as model, marca, modelo, carroceria, puertas, anio,
      precio_compra,
      case when dropped then (round(precio_compra * (0.92 + 0.05 * ${u('n', 8)}) / 100) * 100)::int end as ultimo,
      case when dropped then start_x + 20 + ((case when status = 'SELL IN' then end_x else ${top} end) - start_x - 20)
        * ${u('n', 9)} end as drop_x,
      case when status = 'VENDIDO'
        then least(${MAX_PRICE}, round(precio_compra * (1 + 0.05 * ${u('n', 10)}) / 100) * 100)::int end as precio_venta,
      versiones[1 + floor(${u('n', 11)} * cardinality(versiones))::int] as version_name,
      1 + floor(${u('n', 12)} * cardinality(motores))::int as motor,
      motores, cilindradas, combustibles, cajas,
      (round((8000 + 11000 * ${u('n', 13)}) * greatest(entry_year - anio, 0.3) / 10) * 10)::int as kilometraje,
      case when ${u('n', 14)} < 0.45 then 1 when ${u('n', 14)} < 0.85 then 2 else 0 end as sw_piso,
      ${pick(textArray(colors), colors.length, 'n', 15)} as color,
      -- 2% were archived (the inventory's Eliminar) some days after their last change.
      ${u('n', 16)} < 0.02 as archived,
      0 as k, 0 as p, 0 as id_auto
    from priced`),
  );

  // k: one entry for an available car, two for the others, plus pairs of entries (a detour and the way
  // back) shared in proportion to the time each car spent in stock (largest remainders, so the sum is
  // exact). A chain D → X → D … ends in D after an odd number of entries and elsewhere after an even
  // one, so the pairs keep every chain ending on its status.
  const [floor] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select coalesce(sum(case when status = 'DISPONIBLE' then 1 else 2 end), 0)::int as n from scale_vehicle`,
    ),
  );
  if (!floor || floor.n > history)
    throw new Error(`${history} history rows cannot cover ${vehicles} vehicles (at least ${floor?.n})`);
  const pairs = Math.floor((history - floor.n) / 2);
  await tx.execute(
    sql.raw(`
    with weighted as (
      select n, case when status = 'DISPONIBLE' then 1 else 2 end as k_min,
        (end_x - start_x) * (0.5 + ${u('n', 20)}) as w
      from scale_vehicle
    ), shared as (
      select n, k_min, ${pairs} * w / sum(w) over () as share from weighted
    ), floored as (
      select n, k_min, floor(share)::int as pairs, share - floor(share) as remainder from shared
    ), ranked as (
      select n, k_min, pairs, row_number() over (order by remainder desc, n) as place,
        ${pairs} - sum(pairs) over () as missing
      from floored
    )
    update scale_vehicle v set k = ranked.k_min + 2 * (ranked.pairs + (ranked.place <= ranked.missing)::int)
    from ranked where v.n = ranked.n`),
  );
  // An odd total: the sold car with the longest chain takes one more entry and p = 1 (see insertHistory).
  if ((history - floor.n) % 2 === 1) {
    await tx.execute(sql`
      update scale_vehicle set k = k + 1, p = 1
      where n = (select n from scale_vehicle where status in ('VENDIDO', 'SELL IN') order by k desc, n limit 1)`);
  }
  await tx.execute(sql`update scale_vehicle set end_x = start_x where k = 1`);
  // Ids in order of arrival, taken from the table's own sequence (tag #MP00001 is the oldest car).
  await tx.execute(sql`
    with base as (select nextval(pg_get_serial_sequence('automovil', 'id_auto')) as id),
    ordered as (select n, row_number() over (order by start_x, n) as arrival from scale_vehicle)
    update scale_vehicle v set id_auto = (base.id + ordered.arrival - 1)::int
    from base, ordered where v.n = ordered.n`);
  await tx.execute(sql`
    select setval(pg_get_serial_sequence('automovil', 'id_auto'), (select max(id_auto) from scale_vehicle))`);
  await tx.execute(sql`create index on scale_vehicle (id_auto)`);
}

export async function insertVehicles(tx: Tx, now: Date, admin: number): Promise<void> {
  const { top, at } = clock(now);
  const locations = textArray(OFF_FLOOR_LOCATIONS);
  const lastChangeX = 'greatest(end_x, coalesce(drop_x, end_x))';
  const archivedX = `least(${top}, ${lastChangeX} + 1 + 30 * ${u('n', 24)})`;
  await tx.execute(
    sql.raw(`
    insert into automovil (id_auto, tag, placa, carroceria, marca, modelo, version, anio_fabricacion, anio_modelo,
      precio_compra, ultimo_precio_compra, precio_venta, traccion, nro_puertas, cilindrada, locacion,
      combustible, transmision, color, kilometraje, fecha_ing, fecha_ultima_mod, estado_des,
      sw_facturable, sw_piso, tipo_operacion, fuente, archivado_en, archivado_por)
    select id_auto,
      '#MP' || lpad((id_auto - min(id_auto) over () + 1)::text, 5, '0'),
      -- Plates are unique: three letters from a permutation of the row number, then three digits.
      ${plate('n')},
      carroceria, marca, modelo, version_name || ' ' || motores[motor], anio,
      case when ${u('n', 17)} < 0.25 and anio < entry_year then anio + 1 else anio end,
      precio_compra, ultimo, precio_venta,
      case when carroceria in ('Pick-up', 'Camioneta') then '4x4' else '4x2' end,
      puertas, cilindradas[motor],
      case sw_piso when 1 then ${literal(STORE_LOCATIONS[1])} when 2 then ${literal(STORE_LOCATIONS[2])}
        else ${pick(locations, OFF_FLOOR_LOCATIONS.length, 'n', 18)} end,
      combustibles[motor], cajas[1 + floor(${u('n', 19)} * cardinality(cajas))::int], color, kilometraje,
      ${at('start_x')}, ${at(`case when archived then ${archivedX} else ${lastChangeX} end`)}, status,
      ${u('n', 21)} < 0.3, sw_piso,
      case when ${u('n', 22)} < 0.7 then 'Compra' else 'Consignación' end,
      case when ${u('n', 22)} >= 0.7 or ${u('n', 23)} < 0.6 then 'Cliente directo'
        when ${u('n', 23)} < 0.9 then 'Parte de pago' else 'Subasta' end,
      case when archived then ${at(archivedX)} end,
      case when archived then ${admin} end
    from scale_vehicle
    order by id_auto`),
  );
}

/**
 * Each vehicle's k entries, in time order from its arrival to its last change: entry 1 is null →
 * DISPONIBLE at fechaIng; then the car alternates between DISPONIBLE and a detour (NO DISPONIBLE
 * for preparation or a reservation, or 2% of the time a sale that was undone: VENDIDO → DISPONIBLE)
 * and the last entry goes to its current status. The one car that takes an odd total's extra entry
 * (p = 1) has entries 2 and 3 NO DISPONIBLE → VENDIDO (sold while in preparation, then undone). The
 * price is the listed
 * price of the moment (the markdown once it happened), the sale price on a sale, as the demo seed
 * records them; the user is the administrator or an executive.
 */
export async function insertHistory(tx: Tx, now: Date, inventory: readonly number[]): Promise<void> {
  const { at } = clock(now);
  const key = 'v.n::int8 * 1000 + j';
  await tx.execute(
    sql.raw(`
    insert into vehicle_status_history (id_auto, from_status, to_status, price, id_usuario, changed_at)
    select id_auto, lag(to_status) over (partition by id_auto order by j), to_status,
      case when j = 1 then precio_compra
        when to_status = 'VENDIDO' and precio_venta is not null then precio_venta
        when drop_x is not null and x >= drop_x then ultimo
        else precio_compra end,
      id_usuario, ${at('x')}
    from (
      select v.id_auto, j, v.precio_compra, v.precio_venta, v.ultimo, v.drop_x,
        case when j = v.k then v.status
          when j = 1 then 'DISPONIBLE'
          when v.p = 1 and j = 2 then 'NO DISPONIBLE'
          when v.p = 1 and j = 3 then 'VENDIDO'
          when (j - v.p) % 2 = 1 then 'DISPONIBLE'
          when ${u(key, 30)} < 0.02 then 'VENDIDO'
          else 'NO DISPONIBLE' end as to_status,
        case when j = 1 then v.start_x when j = v.k then v.end_x
          else v.start_x + (v.end_x - v.start_x)
            * (j - 1 + 0.8 * ${u(key, 31)}) / (v.k - 1) end as x,
        ${pick(intArray(inventory), inventory.length, key, 32)} as id_usuario
      from scale_vehicle v cross join lateral generate_series(1, v.k) as j
    ) as entries
    order by x, id_auto`),
  );
}
