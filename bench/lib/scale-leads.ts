import {
  LEAD_LOSS_REASON_LABELS,
  LEAD_LOSS_REASONS,
  LEAD_OUTCOME_LABELS,
} from '@motorplaza/domain/leads/lead-pipeline';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../apps/api/src/db/client';
import { EMAIL_DOMAINS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../apps/api/src/seed/people-data';
import { clock, expand, intArray, LEAD_DAYS, literal, pick, textArray, u } from './scale-sql';
import type { Staff } from './scale-staff';

/**
 * Leads of the last 24 months, each about a car listed at that moment (cars listed longer get more),
 * assigned to an asesor (3% still unassigned); older ones mostly attended; some closed: the latest
 * attended lead of a sold car bought it (VENDIDO at the sale), others were lost with a reason.
 */
export async function insertLeads(tx: Tx, leads: number, now: Date, staff: Staff): Promise<void> {
  const { top, at } = clock(now);
  const firstNames = textArray([...MALE_NAMES, ...FEMALE_NAMES]);
  const surnames = textArray(SURNAMES);
  const domains = expand(EMAIL_DOMAINS, 40);
  const reasons = expand(
    LEAD_LOSS_REASONS.map((reason, index) => [reason, [30, 20, 25, 15, 10][index] ?? 10] as const),
    100,
  );
  const plain = (text: string) => `translate(lower(${text}), 'áéíóúüñ ', 'aeiouun')`;
  await tx.execute(
    sql.raw(`
    create temp table scale_listed on commit drop as
    select id_auto, n, status, end_x, marca, modelo, anio, lo, hi, sum(hi - lo) over (order by id_auto) as cum
    from (
      select v.id_auto, v.n, v.status, v.end_x, v.marca, v.modelo, v.anio,
        greatest(v.start_x, ${top - LEAD_DAYS}) as lo,
        least(case when v.status in ('VENDIDO', 'SELL IN') then v.end_x else ${top} end,
          case when v.archived then v.end_x else ${top} end) as hi
      from scale_vehicle v
    ) as windows
    where hi > lo`),
  );
  await tx.execute(sql`create index on scale_listed (cum)`);
  await tx.execute(
    sql.raw(`
    create temp table scale_lead on commit drop as
    with drawn as (
      select g, ${u('g', 40)} * (select max(cum) from scale_listed) as t from generate_series(1, ${leads}) as g
    ), placed as (
      select d.g, l.id_auto, l.status as vehicle_status, l.end_x as sale_x,
        l.marca || ' ' || l.modelo || ' ' || l.anio as automovil,
        l.lo + (l.hi - l.lo) * ${u('g', 41)} as x_reg
      from drawn d cross join lateral (
        select * from scale_listed where cum > d.t order by cum limit 1
      ) as l
    ), attended as (
      select p.*,
        case when ${u('g', 44)} < 0.03 then null
          else ${pick(intArray(staff.asesores), staff.asesores.length, 'g', 45)} end as asignado,
        p.x_reg + 0.1 + 2 * ${u('g', 43)} as x_att,
        ${u('g', 42)} < case when p.x_reg < ${top - 3} then 0.65 else 0.2 end
          and p.x_reg + 0.1 + 2 * ${u('g', 43)} < ${top} as estado
      from placed p
    ), ranked as (
      select a.*, row_number() over (partition by id_auto, estado order by x_reg desc) as latest
      from attended a
    )
    select g, id_auto, automovil, x_reg, asignado, estado,
      case when estado then coalesce(asignado, ${staff.admin}) end as atendio,
      case when estado then x_att end as x_att,
      case when estado and vehicle_status = 'VENDIDO' and latest = 1 and ${u('g', 46)} < 0.7 then 'VENDIDO'
        when estado and x_att < ${top - 7} and ${u('g', 47)} < 0.5 then 'PERDIDO' end as resultado,
      case when estado and vehicle_status = 'VENDIDO' and latest = 1 and ${u('g', 46)} < 0.7
        then greatest(sale_x, x_att + 0.01)
        else least(${top}, x_att + 1 + 20 * ${u('g', 48)}) end as x_close,
      ${pick(textArray(reasons), reasons.length, 'g', 49)} as motivo,
      row_number() over (order by x_reg, g) as place
    from ranked`),
  );
  const note = `case when resultado = 'VENDIDO' then ${literal(LEAD_OUTCOME_LABELS.VENDIDO)}
      else ${literal(`${LEAD_OUTCOME_LABELS.PERDIDO}: `)} || case motivo ${LEAD_LOSS_REASONS.map(
        (reason) => `when ${literal(reason)} then ${literal(LEAD_LOSS_REASON_LABELS[reason])}`,
      ).join(' ')} end end`;
  await tx.execute(sql`alter table scale_lead add column id int, add column nota text`);
  await tx.execute(
    sql.raw(`
    with base as (select nextval(pg_get_serial_sequence('interesado', 'id_interesado')) as id)
    update scale_lead set id = (base.id + place - 1)::int, nota = case when resultado is not null then ${note} end
    from base`),
  );
  await tx.execute(sql`
    select setval(pg_get_serial_sequence('interesado', 'id_interesado'), (select max(id) from scale_lead))`);
  const first = pick(firstNames, MALE_NAMES.length + FEMALE_NAMES.length, 'g', 50);
  const paternal = pick(surnames, SURNAMES.length, 'g', 51);
  const maternal = pick(surnames, SURNAMES.length, 'g', 52);
  await tx.execute(
    sql.raw(`
    insert into interesado (id_interesado, nombre_completo, dni, correo, celular, id_auto, automovil, tag,
      fecha_reg, fecha_cita, estado, id_usuario_atencion, fecha_atencion, consentimiento_privacidad,
      consentimiento_marketing, origen, id_usuario_asignado, fecha_primera_respuesta, resultado,
      motivo_perdida, fecha_cierre)
    select id, first || ' ' || paternal || ' ' || maternal,
      lpad((10000000 + floor(${u('g', 53)} * 89999999))::int::text, 8, '0'),
      ${plain('first')} || '.' || ${plain('paternal')} || floor(${u('g', 54)} * 100)::int || '@'
        || ${pick(textArray(domains), domains.length, 'g', 55)},
      '9' || lpad(floor(${u('g', 56)} * 100000000)::int::text, 8, '0'),
      l.id_auto, automovil, a.tag, ${at('x_reg')},
      case when ${u('g', 57)} < 0.35 then ${at(`floor(x_reg) + 1 + floor(6 * ${u('g', 58)}) + floor(${u('g', 59)} * 16) / 18`)} end,
      estado, atendio, ${at('x_att')}, true, ${u('g', 60)} < 0.4,
      case when ${u('g', 61)} < 0.7 then 'WEB' when ${u('g', 61)} < 0.9 then 'TELEFONO' else 'TIENDA' end,
      asignado, ${at('x_att')}, resultado, case when resultado = 'PERDIDO' then motivo end,
      case when resultado is not null then ${at('x_close')} end
    from (select *, ${first} as first, ${paternal} as paternal, ${maternal} as maternal from scale_lead) as l
    join automovil a on a.id_auto = l.id_auto
    order by id`),
  );
}

/** The timeline the API writes: CREADO, ASIGNADO, ATENDIDO and CERRADO when they happened. */
export async function insertLeadEvents(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    insert into interesado_evento (id_interesado, tipo, nota, id_usuario, id_usuario_destino, fecha)
    select id_interesado, tipo, nota, id_usuario, id_usuario_destino, fecha from (
      select i.id_interesado, 'CREADO' as tipo, null as nota,
        case when i.origen = 'WEB' then null else i.id_usuario_asignado end as id_usuario,
        null::int as id_usuario_destino, i.fecha_reg as fecha, 1 as step
      from interesado i join scale_lead l on l.id = i.id_interesado
      union all
      select i.id_interesado, 'ASIGNADO', null, null, i.id_usuario_asignado, i.fecha_reg, 2
      from interesado i join scale_lead l on l.id = i.id_interesado where i.id_usuario_asignado is not null
      union all
      select i.id_interesado, 'ATENDIDO', null, i.id_usuario_atencion, i.id_usuario_atencion, i.fecha_atencion, 3
      from interesado i join scale_lead l on l.id = i.id_interesado where i.estado
      union all
      select i.id_interesado, 'CERRADO', l.nota, i.id_usuario_atencion, null, i.fecha_cierre, 4
      from interesado i join scale_lead l on l.id = i.id_interesado where i.resultado is not null
    ) as events
    order by fecha, id_interesado, step`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
