import { SLOT_CAPACITY, SLOT_MINUTES, weeklyHours } from '@motorplaza/domain/offers/inspection-slots';
import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../apps/api/src/db/client';
import { readSettings } from '../../apps/api/src/modules/settings/settings.repository';
import { OFFER_ACCIDENT_NOTES, OFFER_DEBT_NOTES } from '../../apps/api/src/seed/demo-offers';
import { OFFER_COMMENTS } from '../../apps/api/src/seed/demo-requests';
import { COLORS } from '../../apps/api/src/seed/vehicle-data';
import {
  emailDomain,
  emailLocal,
  fullName,
  personColumns,
  randomCelular,
  randomDni,
  reserveIds,
} from './scale-people';
import {
  clock,
  expand,
  intArray,
  LEAD_DAYS,
  pick,
  plate,
  rowCountOf,
  rowsOf,
  textArray,
  u,
} from './scale-sql';
import type { Staff } from './scale-staff';
import { modelDraw } from './scale-vehicles';

/** Plates of row n + PLATE_OFFSET: plate() is unique over 10,648,000 rows, so none is a scale vehicle's. */
const PLATE_OFFSET = 1_000_000;

/**
 * The days the stores inspect, as offsets from today in Lima: each day's first slot (minutes after
 * midnight) and number of slots, from the site settings' weekly hours (the app's `weeklyHours`),
 * holidays of the `feriado` table closed.
 */
async function insertOpenDays(tx: Tx, now: Date): Promise<void> {
  const { today, top } = clock(now);
  const settings = (await readSettings(tx)) ?? DEFAULT_SITE_SETTINGS;
  const hours = weeklyHours(settings.horarios);
  const opens = hours.map((day) => day?.open ?? 0);
  const slots = hours.map((day) => (day ? Math.floor((day.close - day.open) / SLOT_MINUTES) : 0));
  await tx.execute(
    sql.raw(`
    create temp table scale_open_day on commit drop as
    select d, ${intArray(opens)}[1 + extract(dow from date '${today}' + d)::int] as opens,
      ${intArray(slots)}[1 + extract(dow from date '${today}' + d)::int] as slots
    from generate_series(${Math.floor(top) - LEAD_DAYS - 1}, ${Math.floor(top) + 60}) as d
    where not exists (select 1 from feriado f where f.fecha = date '${today}' + d)`),
  );
  await tx.execute(sql`delete from scale_open_day where slots = 0`);
  await tx.execute(sql`alter table scale_open_day add primary key (d)`);
}

/**
 * Offers from the sell-your-car page over the last 24 months, for the scale models in proportion to
 * the stock (the vehicles' temporary tables), the car's year, mileage and asking price as the demo
 * seed draws them. Each booked an inspection slot at one of the two stores on the first open day 1 to 5
 * days ahead, at most SLOT_CAPACITY per store and slot (a booking that finds its slot full takes the
 * next one). Offers whose inspection is still ahead are NUEVA or CONTACTADA (5 % discarded at once);
 * those over 30 days old mostly DESCARTADA (63 %) or COMPRADA (25 %, only after the inspection), changed
 * by the administrator or an executive. Codes 'VA-<year in Lima>-<id>'
 * with ids in order of arrival, as the API gives them.
 */
export async function insertOffers(tx: Tx, offers: number, now: Date, staff: Staff): Promise<void> {
  if (offers === 0) return;
  const { today, top, at } = clock(now);
  await insertOpenDays(tx, now);
  const drawModel = await modelDraw(tx);
  await tx.execute(
    sql.raw(`
    create temp table scale_offer on commit drop as
    with drawn as (
      select g, ${top} - ${LEAD_DAYS} * ${u('g', 100)} as x_reg,
        case when ${u('g', 101)} < 0.55 then 'SAN_ISIDRO' else 'SURCO' end as sede,
        ${drawModel(u('g', 102))} as model
      from generate_series(1, ${offers}) as g
    ), booked as (
      select d.*, (select min(o.d) from scale_open_day o
        where o.d >= floor(d.x_reg)::int + 1 + floor(5 * ${u('d.g', 103)})::int) as slot_day
      from drawn d
    )
    select b.*, floor(${u('b.g', 104)} * o.slots)::int as slot_k, null::text as status, null::float8 as x_upd,
      1 as version
    from booked b join scale_open_day o on o.d = b.slot_day`),
  );
  // A slot already holding SLOT_CAPACITY earlier bookings sends the later ones to the next slot.
  for (;;) {
    const moved = await tx.execute(
      sql.raw(`
      with ranked as (
        select g, row_number() over (partition by sede, slot_day, slot_k order by x_reg, g) as rank
        from scale_offer
      )
      update scale_offer s set
        slot_day = case when s.slot_k + 1 < o.slots then s.slot_day
          else (select min(n.d) from scale_open_day n where n.d > s.slot_day) end,
        slot_k = case when s.slot_k + 1 < o.slots then s.slot_k + 1 else 0 end
      from ranked, scale_open_day o
      where ranked.g = s.g and ranked.rank > ${SLOT_CAPACITY} and o.d = s.slot_day`),
    );
    if (rowCountOf(moved) === 0) break;
  }
  const [lost] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from scale_offer where slot_day is null`),
  );
  if (lost?.n) throw new Error(`${lost.n} offers found no inspection slot`);
  // The follow-up: contacted within two days; bought or discarded after the inspection (a third of
  // the discarded ones at once, without contact). `done`: the inspection day is past.
  const contact = `x_reg + least(0.1 + 2 * ${u('g', 107)}, 0.9 * (${top} - x_reg))`;
  const after = `case when slot_day < ${Math.floor(top)} then greatest(${contact}, slot_day + 1) else ${contact} end`;
  const decided = `${after} + least(0.05 + 3 * ${u('g', 108)}, 0.9 * (${top} - ${after}))`;
  await tx.execute(
    sql.raw(`
    update scale_offer set status = case
        when slot_day >= ${Math.floor(top)} then
          case when ${u('g', 105)} < 0.6 then 'NUEVA' when ${u('g', 105)} < 0.95 then 'CONTACTADA' else 'DESCARTADA' end
        when ${top} - x_reg < 30 then
          case when ${u('g', 105)} < 0.1 then 'NUEVA' when ${u('g', 105)} < 0.55 then 'CONTACTADA'
            when ${u('g', 105)} < 0.8 then 'DESCARTADA' else 'COMPRADA' end
        else
          case when ${u('g', 105)} < 0.02 then 'NUEVA' when ${u('g', 105)} < 0.12 then 'CONTACTADA'
            when ${u('g', 105)} < 0.75 then 'DESCARTADA' else 'COMPRADA' end
      end`),
  );
  await tx.execute(
    sql.raw(`
    update scale_offer set
      x_upd = case when status = 'NUEVA' then null
        when status = 'CONTACTADA' or (status = 'DESCARTADA' and ${u('g', 106)} < 0.35) then ${contact}
        else ${decided} end,
      version = case when status = 'NUEVA' then 1
        when status = 'CONTACTADA' or (status = 'DESCARTADA' and ${u('g', 106)} < 0.35) then 2 else 3 end`),
  );
  const first = await reserveIds(tx, 'sell_offer', 'id', offers);
  const colors = expand(COLORS, 200);
  const year = (x: string) => `extract(year from date '${today}' + floor(${x})::int)::int`;
  await tx.execute(
    sql.raw(`
    insert into sell_offer (id, codigo, placa, nombre_completo, dni, correo, celular, marca, modelo, anio,
      version_modelo, kilometraje, transmision, combustible, color, numero_duenos, tiene_accidentes,
      nota_accidentes, tiene_deudas, nota_deudas, precio_esperado, comentarios, sede_inspeccion,
      fecha_inspeccion, consentimiento_privacidad, consentimiento_marketing, status, created_at, updated_at,
      id_usuario_actualiza, version)
    with placed as (
      select s.*, ${first} + row_number() over (order by x_reg, g) - 1 as id, ${year('x_reg')} as y
      from scale_offer s
    ), car as (
      select p.*, m.marca, m.modelo, m.versiones, m.motores, m.combustibles, m.cajas, m.precio_nuevo, m.premium,
        1 + floor(${u('p.g', 110)} * cardinality(m.motores))::int as motor,
        greatest(coalesce(m.desde, 0), p.y - 12) as lo, least(coalesce(m.hasta, 9999), p.y) as hi
      from placed p join scale_model m on m.i = p.model
    ), aged as (
      select c.*, case when lo <= hi then lo + floor(${u('c.g', 111)} * (hi - lo + 1))::int else hi end as anio,
        ${personColumns('c.g', 112)}
      from car c
    )
    select id, 'VA-' || y || '-' || lpad(id::text, 6, '0'), ${plate(`(g + ${PLATE_OFFSET})`)},
      ${fullName()}, ${randomDni('g', 118)},
      ${emailLocal('g', 119)} || case when ${u('g', 120)} < 0.3 then floor(${u('g', 121)} * 100)::int::text else '' end
        || '@' || ${emailDomain('g', 122)},
      ${randomCelular('g', 123)}, marca, modelo, anio,
      case when ${u('g', 124)} < 0.8 then versiones[1 + floor(${u('g', 125)} * cardinality(versiones))::int] end,
      (round((greatest(y - anio, 0) * (9000 + 9000 * ${u('g', 126)}) + 500 + 4500 * ${u('g', 127)}) / 100) * 100)::int,
      cajas[1 + floor(${u('g', 128)} * cardinality(cajas))::int], combustibles[motor],
      ${pick(textArray(colors), colors.length, 'g', 129)},
      case when y - anio <= 3 then 1 else 1 + floor(3 * ${u('g', 130)})::int end,
      ${u('g', 131)} < 0.2,
      case when ${u('g', 131)} < 0.2 then ${pick(textArray(OFFER_ACCIDENT_NOTES), OFFER_ACCIDENT_NOTES.length, 'g', 132)} end,
      ${u('g', 133)} < 0.15,
      case when ${u('g', 133)} < 0.15 then ${pick(textArray(OFFER_DEBT_NOTES), OFFER_DEBT_NOTES.length, 'g', 134)} end,
      -- Sellers ask a little above what the car is worth.
      case when ${u('g', 135)} < 0.8 then least(1000000, greatest(500, round(precio_nuevo
        * case when premium then 0.9 * 0.92 ^ (y - anio) else 0.93 * 0.955 ^ (y - anio) end
        * (1 + 0.15 * ${u('g', 136)}) / 100) * 100))::int end,
      case when ${u('g', 137)} < 0.6 then ${pick(textArray(OFFER_COMMENTS), OFFER_COMMENTS.length, 'g', 138)} end,
      sede,
      ((date '${today}' + slot_day)::timestamp + interval '1 minute' * (o.opens + ${SLOT_MINUTES} * slot_k))
        at time zone 'America/Lima',
      true, ${u('g', 139)} < 0.5, status, ${at('x_reg')},
      case when x_upd is not null then ${at('x_upd')} end,
      case when x_upd is not null then ${pick(intArray(staff.inventory), staff.inventory.length, 'g', 140)} end,
      version
    from aged join scale_open_day o on o.d = aged.slot_day
    order by id`),
  );
}
