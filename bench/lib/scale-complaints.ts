import { VIRTUAL_BOOK_CODE } from '@motorplaza/domain/complaints/business-days';
import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../apps/api/src/db/client';
import { readSettings } from '../../apps/api/src/modules/settings/settings.repository';
import { SHEETS } from './scale-complaint-sheets';
import {
  address,
  emailDomain,
  emailLocal,
  fullName,
  personalRuc,
  personColumns,
  randomCelular,
  randomDni,
  reserveIds,
} from './scale-people';
import { clock, expand, intArray, LEAD_DAYS, literal, u } from './scale-sql';
import type { Staff } from './scale-staff';
import { modelDraw } from './scale-vehicles';

/**
 * The books a sheet can go to, as the app's complaint service names them: the website's virtual book
 * (60 % of the sheets) or a store's (its own code, else 'WEB'), from the site settings.
 */
async function booksOf(tx: Tx) {
  const settings = (await readSettings(tx)) ?? DEFAULT_SITE_SETTINGS;
  const main = settings.oficinas[0];
  const books = [
    {
      codigoLibro: VIRTUAL_BOOK_CODE,
      establecimiento: `Libro virtual del sitio web${main ? ` · ${main.direccion}, ${main.distrito}` : ''}`,
      peso: 60,
    },
    ...settings.oficinas.map((office) => ({
      codigoLibro: office.codigoLibro ?? VIRTUAL_BOOK_CODE,
      establecimiento: `${office.nombre}: ${office.direccion}, ${office.distrito}`,
      peso: 40 / settings.oficinas.length,
    })),
  ];
  return { settings, books };
}

/**
 * Sheets of the complaints book over the last 24 months, reclamos and quejas from the SHEETS above:
 * consumers with a DNI (88 %), carné de extranjería, passport or RUC, an e-mail (90 %) and/or an
 * address, 1.5 % minors with a guardian; numbered per book and year in filing order
 * ('000000001-2025'), the deadline 15 business days later without the `feriado` holidays (as the
 * app counts it). 70 % went to EN_ATENCION first; answers come 1 to 20 days later (3 % 21 to 35 days
 * later, mostly past the term; 0.5 % never), by the channel the consumer chose (a letter dated the day
 * it was delivered); 70 % of the quejas that are reclamos were re-classified before the answer. The
 * copy left a minute after filing. Each book's counter continues after them.
 */
export async function insertComplaints(tx: Tx, complaints: number, now: Date, staff: Staff): Promise<void> {
  if (complaints === 0) return;
  const { today, top, at } = clock(now);
  const { settings, books } = await booksOf(tx);
  const sheets = expand(
    SHEETS.map((sheet, index) => [index + 1, sheet.peso] as const),
    100,
  );
  const bookSlots = expand(
    books.map((book, index) => [index + 1, book.peso] as const),
    100,
  );
  const column = (values: (string | null)[]) =>
    `(array[${values.map((value) => (value === null ? 'null' : literal(value))).join(',')}]::text[])`;
  const drawModel = await modelDraw(tx);
  await tx.execute(
    sql.raw(`
    create temp table scale_complaint on commit drop as
    with drawn as (
      select g, ${top} - ${LEAD_DAYS} * ${u('g', 150)} as x_reg,
        ${intArray(sheets)}[1 + floor(${u('g', 151)} * ${sheets.length})::int] as sheet,
        ${intArray(bookSlots)}[1 + floor(${u('g', 152)} * ${bookSlots.length})::int] as book,
        ${u('g', 153)} < 0.015 as minor,
        -- Answers 1 to 20 days after filing, mostly early; 3 % after the term, 0.5 % never.
        case when ${u('g', 154)} < 0.03 then 21 + 14 * ${u('g', 155)} else 1 + 19 * ${u('g', 155)} ^ 1.4 end as wait,
        ${u('g', 156)} >= 0.005 as will_answer,
        ${u('g', 157)} < 0.7 as will_attend
      from generate_series(1, ${complaints}) as g
    ), timed as (
      select d.*, x_reg + least(0.2 + 3 * ${u('g', 158)}, 0.5 * wait) as x_att,
        case when will_answer and x_reg + wait < ${top} then x_reg + wait end as x_ans
      from drawn d
    ), followed as (
      select t.*, x_ans is not null or (will_attend and x_att < ${top}) as handled
      from timed t
    )
    select f.*, (${column(SHEETS.map((sheet) => sheet.motivo))})[sheet] is not null and handled
        and ${u('g', 159)} < 0.7 as reclassified,
      case when x_ans is not null then x_reg + (x_ans - x_reg) * (0.3 + 0.4 * ${u('g', 160)})
        else x_att + least(0.1 + ${u('g', 160)}, 0.9 * (${top} - x_att)) end as x_recl,
      (select m.marca || ' ' || m.modelo || ' ' || (extract(year from date '${today}' + floor(x_reg)::int)::int
          - floor(8 * ${u('g', 162)})::int)
        from scale_model m
        where m.i = ${drawModel(u('g', 161))}) as auto
    from followed f`),
  );
  const first = await reserveIds(tx, 'complaint', 'id', complaints);
  const pieces = {
    tipo: column(SHEETS.map((sheet) => sheet.tipo)),
    bien: column(SHEETS.map((sheet) => sheet.bien)),
    descripcion: column(SHEETS.map((sheet) => sheet.descripcion)),
    detalle: column(SHEETS.map((sheet) => sheet.detalle)),
    pedido: column(SHEETS.map((sheet) => sheet.pedido)),
    respuesta: column(SHEETS.map((sheet) => sheet.respuesta)),
    motivo: column(SHEETS.map((sheet) => sheet.motivo)),
    moneda: column(SHEETS.map((sheet) => sheet.monto?.[0] ?? null)),
    low: intArray(SHEETS.map((sheet) => sheet.monto?.[1] ?? 0)),
    high: intArray(SHEETS.map((sheet) => sheet.monto?.[2] ?? 0)),
    libro: column(books.map((book) => book.codigoLibro)),
    establecimiento: column(books.map((book) => book.establecimiento)),
  };
  const day = `date '${today}' + floor(x_reg)::int`;
  const nowLiteral = `'${now.toISOString()}'::timestamptz`;
  // The letter's day: the answer's or up to two days before, not before the sheet, not after today.
  const letterDay = `least(greatest(floor(x_reg), floor(x_ans) - floor(3 * ${u('g', 190)})), floor(${top} - 1.0 / 3))`;
  await tx.execute(
    sql.raw(`
    insert into complaint (id, codigo, codigo_libro, anio, correlativo, razon_social, ruc, establecimiento,
      nombre_completo, tipo_documento, nro_documento, domicilio, telefono, correo, menor_edad, apoderado,
      apoderado_tipo_documento, apoderado_nro_documento, apoderado_domicilio, apoderado_telefono,
      apoderado_correo, tipo_bien, moneda, monto_reclamado, descripcion_bien, tipo_original, tipo, detalle,
      pedido, acepta_consumidor, canal_respuesta, created_at, fecha_limite, copia_enviada_en, estado,
      respuesta, respondido_en, id_usuario_respuesta, respuesta_canal, respuesta_comunicada_en,
      motivo_reclasificacion, reclasificado_en, id_usuario_reclasifica, version)
    with people as (
      select c.*, ${personColumns('g', 170)}, ${personColumns('g', 176, 'guardian_')},
        ${randomDni('g', 182)} as dni,
        case when ${u('g', 183)} < 0.88 then 'DNI' when ${u('g', 183)} < 0.94 then 'CE'
          when ${u('g', 183)} < 0.96 then 'PASAPORTE' else 'RUC' end as documento,
        not minor and ${u('g', 184)} < 0.9 as with_mail,
        ${pieces.libro}[book] as codigo_libro,
        extract(year from ${day})::int as anio
      from scale_complaint c
    ), contact as (
      select p.*,
        case when minor or not with_mail or ${u('g', 185)} < 0.8 then ${address('g', 210)} end as domicilio,
        case when with_mail then ${emailLocal('g', 186)} || '@' || ${emailDomain('g', 187)} end as correo
      from people p
    ), numbered as (
      select c.*, ${first} + row_number() over (order by x_reg, g) - 1 as id,
        row_number() over (partition by codigo_libro, anio order by x_reg, g) as correlativo,
        case when correo is null or ${u('g', 188)} < 0.07 and domicilio is not null then 'CARTA' else 'CORREO' end
          as canal
      from contact c
    )
    select id, lpad(correlativo::text, 9, '0') || '-' || anio, codigo_libro, anio, correlativo,
      ${literal(settings.razonSocial)}, ${literal(settings.ruc)}, ${pieces.establecimiento}[book],
      ${fullName()}, documento,
      case documento when 'DNI' then dni
        when 'CE' then lpad(floor(${u('g', 189)} * 1000000000)::int8::text, 9, '0')
        when 'PASAPORTE' then substr('ABCDEFGHJKLMNPRSTUVWXZ', 1 + floor(${u('g', 189)} * 22)::int, 1)
          || lpad(floor(${u('g', 192)} * 100000000)::int::text, 8, '0')
        else ${personalRuc('dni')} end,
      domicilio, case when ${u('g', 193)} < 0.85 then ${randomCelular('g', 194)} end, correo, minor,
      case when minor then ${fullName('guardian_')} end,
      case when minor then 'DNI' end, case when minor then ${randomDni('g', 195)} end,
      case when minor then domicilio end, case when minor then ${randomCelular('g', 196)} end,
      case when minor then ${emailLocal('g', 197, 'guardian_')} || '@' || ${emailDomain('g', 198)} end,
      case when ${u('g', 199)} < 0.9 then ${pieces.bien}[sheet] end,
      case when ${pieces.moneda}[sheet] is not null and ${u('g', 200)} < 0.85 then ${pieces.moneda}[sheet] end,
      case when ${pieces.moneda}[sheet] is not null and ${u('g', 200)} < 0.85
        then round((${pieces.low}[sheet] + (${pieces.high}[sheet] - ${pieces.low}[sheet]) * ${u('g', 201)})::numeric, -1) end,
      replace(${pieces.descripcion}[sheet], '{auto}', auto), ${pieces.tipo}[sheet],
      case when reclassified then 'RECLAMO' else ${pieces.tipo}[sheet] end, ${pieces.detalle}[sheet],
      case when ${u('g', 202)} < 0.95 then ${pieces.pedido}[sheet] end, true, canal, ${at('x_reg')},
      (select ${day} + i from generate_series(1, 60) as i
        where extract(isodow from ${day} + i) < 6
          and not exists (select 1 from feriado f where f.fecha = ${day} + i)
        order by i offset 14 limit 1),
      case when correo is not null or minor then least(${at('x_reg')} + interval '1 minute', ${nowLiteral}) end,
      case when x_ans is not null then 'RESPONDIDO' when handled then 'EN_ATENCION' else 'PENDIENTE' end,
      case when x_ans is not null then ${pieces.respuesta}[sheet] end,
      case when x_ans is not null then ${at('x_ans')} end,
      case when x_ans is not null then ${pickStaff(staff, 203)} end,
      case when x_ans is not null then canal end,
      case when x_ans is null then null
        when canal = 'CORREO' then least(${at('x_ans')} + interval '1 minute', ${nowLiteral})
        else ((date '${today}' + (${letterDay})::int)::timestamp + interval '12 hours') at time zone 'America/Lima' end,
      case when reclassified then ${pieces.motivo}[sheet] end,
      case when reclassified then ${at('x_recl')} end,
      case when reclassified then ${pickStaff(staff, 204)} end,
      1 + (will_attend and handled)::int + reclassified::int + (x_ans is not null)::int
    from numbered
    order by id`),
  );
  // Each book's counter continues after these sheets, so the next one filed takes the next number.
  await tx.execute(sql`
    insert into complaint_book_counter (codigo_libro, anio, ultimo)
    select codigo_libro, anio, max(correlativo) from complaint group by codigo_libro, anio
    on conflict (codigo_libro, anio) do update
      set ultimo = greatest(complaint_book_counter.ultimo, excluded.ultimo)`);
}

/** Who answers and re-classifies: the administrator or an executive (the book's staff). */
function pickStaff(staff: Staff, salt: number): string {
  return `${intArray(staff.inventory)}[1 + floor(${u('g', salt)} * ${staff.inventory.length})::int]`;
}
