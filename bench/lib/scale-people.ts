import { sql } from 'drizzle-orm';
import type { Tx } from '../../apps/api/src/db/client';
import {
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  LIMA_DISTRICTS,
  MALE_NAMES,
  STREETS,
  SURNAMES,
} from '../../apps/api/src/seed/people-data';
import { clock, expand, LEAD_DAYS, pick, rowsOf, textArray, u } from './scale-sql';

/**
 * SQL pieces for the people of the scale data (registered clients, sellers, complainants), as the demo
 * seed invents them (apps/api/src/seed/demo-people.ts): Lima names, DNIs of adults, Peruvian mobile
 * numbers, e-mails without accents, addresses in Lima districts.
 */

/** `José Luis` → `joseluis`: e-mail addresses carry no accents nor spaces. */
export const plain = (text: string) => `translate(lower(${text}), 'áéíóúüñ ', 'aeiouun')`;

/**
 * A person drawn from the row key, as a select list: `first` and `second` given names (60 % men; 45 %
 * have a second name, never the first again), `paternal` and `maternal` surnames (never the same
 * twice). Salts `salt` to `salt + 5`; `prefix` names the columns (`guardian_first`, …).
 */
export function personColumns(key: string, salt: number, prefix = ''): string {
  const male = `${u(key, salt)} < 0.6`;
  const name = (index: (count: number) => string) =>
    `case when ${male} then ${textArray(MALE_NAMES)}[1 + ${index(MALE_NAMES.length)}]
      else ${textArray(FEMALE_NAMES)}[1 + ${index(FEMALE_NAMES.length)}] end`;
  const first = (count: number) => `floor(${u(key, salt + 1)} * ${count})::int`;
  const second = (count: number) =>
    `(${first(count)} + 1 + floor(${u(key, salt + 3)} * ${count - 1})::int) % ${count}`;
  const paternal = `floor(${u(key, salt + 4)} * ${SURNAMES.length})::int`;
  const maternal = `(${paternal} + 1 + floor(${u(key, salt + 5)} * ${SURNAMES.length - 1})::int) % ${SURNAMES.length}`;
  return `${name(first)} as ${prefix}first,
    case when ${u(key, salt + 2)} < 0.45 then ${name(second)} end as ${prefix}second,
    ${textArray(SURNAMES)}[1 + ${paternal}] as ${prefix}paternal,
    ${textArray(SURNAMES)}[1 + ${maternal}] as ${prefix}maternal`;
}

/** The given names of personColumns' row ('María Elena'). */
export const givenNames = (prefix = '') => `${prefix}first || coalesce(' ' || ${prefix}second, '')`;
/** The whole name of personColumns' row ('María Elena Quispe Flores'). */
export const fullName = (prefix = '') =>
  `${givenNames(prefix)} || ' ' || ${prefix}paternal || ' ' || ${prefix}maternal`;

/** One of the demo's four e-mail shapes (jose.quispe, jquispe, josequispef, quispe.jose), no domain. */
export function emailLocal(key: string, salt: number, prefix = ''): string {
  const first = plain(`${prefix}first`);
  const paternal = plain(`${prefix}paternal`);
  return `case floor(${u(key, salt)} * 4)::int
    when 0 then ${first} || '.' || ${paternal}
    when 1 then left(${first}, 1) || ${paternal}
    when 2 then ${first} || ${paternal} || left(${plain(`${prefix}maternal`)}, 1)
    else ${paternal} || '.' || ${first} end`;
}

const DOMAINS = expand(EMAIL_DOMAINS, 40);
/** An e-mail domain by the demo's weights (gmail.com half the time). */
export const emailDomain = (key: string, salt: number) => pick(textArray(DOMAINS), DOMAINS.length, key, salt);

/** An adult's DNI, as the demo draws them: 04000000 to 79999999 (not unique). */
export const randomDni = (key: string, salt: number) =>
  `lpad((4000000 + floor(${u(key, salt)} * 76000000))::int::text, 8, '0')`;
/** A DNI unique to each row number below 76 million: n·48271787 permutes the range. */
export const uniqueDni = (n: string) => `lpad((4000000 + (${n})::int8 * 48271787 % 76000000)::text, 8, '0')`;
/** A mobile number: 9 and eight digits (not unique). */
export const randomCelular = (key: string, salt: number) =>
  `'9' || lpad(floor(${u(key, salt)} * 100000000)::int::text, 8, '0')`;
/** A mobile number unique to each row number below 100 million: n·61803399 permutes the range. */
export const uniqueCelular = (n: string) =>
  `'9' || lpad(((${n})::int8 * 61803399 % 100000000)::text, 8, '0')`;

/** A natural person's RUC: 10, the DNI and SUNAT's modulo-11 check digit (10 → 0, 11 → 1). */
export function personalRuc(dni: string): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  // '1' and '0' weigh 5 and 4: the prefix adds 5.
  const sum = weights.map((weight, index) => `${weight} * substr(${dni}, ${index + 1}, 1)::int`).join(' + ');
  return `'10' || ${dni} || ((11 - (5 + ${sum}) % 11) % 10)::text`;
}

/** An address in a Lima district, as the demo writes them ('Av. Arequipa 1234, Dpto. 503, Lince'). */
export function address(key: string, salt: number): string {
  const int = (low: number, high: number, offset: number) =>
    `(${low} + floor(${u(key, salt + offset)} * ${high - low + 1})::int)`;
  return `${pick(textArray(STREETS), STREETS.length, key, salt)} || ' ' || (${int(1, 48, 1)} * 50 + ${int(0, 49, 2)})::text
    || case when ${u(key, salt + 3)} < 0.35 then ', Dpto. ' || ${int(1, 18, 4)}::text || '0' || ${int(1, 4, 5)}::text else '' end
    || ', ' || ${pick(textArray(LIMA_DISTRICTS), LIMA_DISTRICTS.length, key, salt + 6)}`;
}

/** Takes `count` ids of a serial column at once and moves its sequence past them: the first id. */
export async function reserveIds(tx: Tx, table: string, column: string, count: number): Promise<number> {
  const sequence = `pg_get_serial_sequence('${table}', '${column}')`;
  const [row] = rowsOf<{ first: string | number }>(
    await tx.execute(
      sql.raw(`select setval(${sequence}, nextval(${sequence}) + ${count - 1}) - ${count - 1} as first`),
    ),
  );
  if (row === undefined) throw new Error(`no ids reserved for ${table}`);
  return Number(row.first);
}

/**
 * Registered clients who came over the last 24 months: DNIs, mobile numbers and e-mails unique (a
 * repeated e-mail takes a number: jose.quispe2@…), 20 % with a personal RUC, 92 % with an e-mail,
 * 97 % with a mobile number, 85 % with an address; 85 % active (older ones a little more often
 * inactive: deactivated by an edit, version 2). Ids in order of registration.
 */
export async function insertClients(tx: Tx, clients: number, now: Date): Promise<void> {
  if (clients === 0) return;
  const { top, at } = clock(now);
  const first = await reserveIds(tx, 'cliente', 'id_cliente', clients);
  await tx.execute(
    sql.raw(`
    insert into cliente (id_cliente, nombres, apellidos, dni, ruc, correo, celular, direccion, fecha_reg,
      estado, version)
    with drawn as (
      select g, ${top} - ${LEAD_DAYS} * ${u('g', 70)} as x, ${personColumns('g', 71)}, ${uniqueDni('g')} as dni
      from generate_series(1, ${clients}) as g
    ), mailed as (
      select d.*, ${emailLocal('g', 77)} as local, ${emailDomain('g', 78)} as domain,
        ${u('g', 79)} >= 0.05 + 0.2 * (${top} - x) / ${LEAD_DAYS} as active
      from drawn d
    ), numbered as (
      select m.*, row_number() over (partition by local, domain order by g) as repeat,
        row_number() over (order by x, g) as place
      from mailed m
    )
    select ${first} + place - 1, ${givenNames()}, paternal || ' ' || maternal, dni,
      case when ${u('g', 80)} < 0.2 then ${personalRuc('dni')} end,
      case when ${u('g', 81)} < 0.92
        then local || case when repeat > 1 then repeat::text else '' end || '@' || domain end,
      case when ${u('g', 82)} < 0.97 then ${uniqueCelular('g')} end,
      case when ${u('g', 83)} < 0.85 then ${address('g', 84)} end,
      ${at('x')}, active, case when active then 1 else 2 end
    from numbered
    order by place`),
  );
}
