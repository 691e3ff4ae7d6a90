/**
 * The movements log at 300,000 entries (two years of a busy dealer, far more than the demo's): the
 * queries of GET /usuario/logs through the real repository function (`listMovements`: the page and
 * the total), on the local PostgreSQL (a database of its own, dropped at the end) and on PGlite in
 * memory. The rows are generated in SQL (INSERT … SELECT generate_series) with the writer's own
 * search text (`movementSearchText`), so the benchmark cannot drift from what the API writes.
 *
 *   npx tsx bench/movements.bench.ts      (RUNS=100 for more samples; BENCH_DB=pglite or postgres
 *                                          for one engine; BENCH_PG_URL=postgres://… for another server;
 *                                          BENCH_KEEP_DB=1 keeps the PostgreSQL database to EXPLAIN)
 */
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { usuario } from '../apps/api/src/db/schema/index';
import { listMovements } from '../apps/api/src/modules/movements/movement-list.repository';
import { movementSearchText } from '../apps/api/src/modules/movements/movement-search';
import type { MovementFilter } from '../packages/domain/src/movements/movement.schema';

const ROWS = 300_000;
const STAFF = 20;
const WARM_UP = 3;
const RUNS = Number(process.env.RUNS ?? 30);
const TARGET_MS = 50;
const NOW = new Date('2026-11-21T15:00:00Z');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ENGINES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => sql.raw(`(array[${items.map(literal).join(',')}]::text[])`);

const CARS = [
  'Toyota Yaris',
  'Toyota Corolla',
  'Toyota RAV4',
  'Hyundai Accent',
  'Hyundai Tucson',
  'Kia Rio',
  'Kia Sportage',
  'Nissan Sentra',
  'Chevrolet Sail',
  'Suzuki Swift',
  'Mazda CX-5',
  'Volkswagen Gol',
];

/** Each action template, its code and its weight out of 20 (sign-ins dominate a real log). */
const ACTIONS: [weight: number, codigo: string, accion: string][] = [
  [7, 'auth.login', 'Inicio de sesión'],
  [3, 'auth.logout', 'Cierre de sesión'],
  [1, 'auth.loginFailed', 'Intento de inicio de sesión fallido'],
  [2, 'vehicle.create', 'Registró el automóvil {car}'],
  [3, 'vehicle.update', 'Actualizó el automóvil {car}'],
  [1, 'vehicle.status', 'Marcó como vendido el automóvil {car}'],
  [1, 'interested.attend', 'Atendió al cliente interesado de {car}'],
  [1, 'profile.update', 'Actualizó su perfil'],
  [1, 'settings.update', 'Actualizó los ajustes del sitio'],
];
const WEIGHTED = ACTIONS.flatMap(
  ([weight, codigo, accion]) => Array(weight).fill([codigo, accion]) as string[][],
);

/** 300,000 entries over the two years before NOW, in Lima office hours, newest last. */
async function generate(db: Database['db']): Promise<void> {
  const staff = await db
    .insert(usuario)
    .values(
      Array.from({ length: STAFF }, (_, index) => ({
        nombres: `Usuario ${index + 1}`,
        apellidos: 'De Prueba',
        dni: String(70_000_000 + index),
        correo: `usuario${index + 1}@motorplaza.pe`,
        celular: '999999999',
        contrasena: 'no-es-un-hash',
        rol: 'ASESOR1',
      })),
    )
    .returning({ id: usuario.idUsuario, correo: usuario.correo });
  const ids = sql.raw(`(array[${staff.map((user) => user.id).join(',')}]::int[])`);
  const correos = textArray(staff.map((user) => user.correo));
  const codes = textArray(WEIGHTED.map(([codigo]) => codigo ?? ''));
  const templates = textArray(WEIGHTED.map(([, accion]) => accion ?? ''));
  const cars = textArray(CARS);
  const days = 730;
  // h: a multiplicative hash of the row number, so the columns vary independently of each other.
  const rows: SQL = sql`
    select
      ${ids}[1 + h % ${sql.raw(String(STAFF))}] as id_usuario,
      ${correos}[1 + h % ${sql.raw(String(STAFF))}] as usuario,
      ${codes}[1 + (h / 7) % ${sql.raw(String(WEIGHTED.length))}] as codigo,
      replace(${templates}[1 + (h / 7) % ${sql.raw(String(WEIGHTED.length))}], '{car}',
        ${cars}[1 + (h / 131) % ${sql.raw(String(CARS.length))}] || ' (M' || lpad(((h / 13) % 9000 + 1000)::text, 4, '0') || ')') as accion,
      ((${NOW.toISOString()}::timestamptz at time zone 'America/Lima')::date - (g * ${sql.raw(String(days))} / ${sql.raw(String(ROWS))})
        + make_interval(hours => (8 + (h / 17) % 11)::int, mins => ((h / 3) % 60)::int, secs => (h % 60)::float8))
        at time zone 'America/Lima' as fecha,
      '190.236.' || (40 + h % ${sql.raw(String(STAFF))}) || '.' || (h % 250) as ip
    from (select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(1, ${sql.raw(String(ROWS))}) as g) as numbered`;
  await db.execute(sql`
    insert into movimiento (id_usuario, usuario, codigo, accion, fecha, ip, busqueda)
    select id_usuario, usuario, codigo, accion, fecha, ip,
      ${movementSearchText(sql`usuario`, sql`accion`, sql`fecha`)}
    from (${rows}) as generated
    order by fecha`);
  await db.execute(sql`vacuum analyze movimiento`);
}

const SCENARIOS: [string, MovementFilter, number][] = [
  ['first page, no filter', {}, 1],
  ['3-letter search "ses" (sign-ins and sign-outs: half the log)', { q: 'ses' }, 1],
  ['3-letter search "yar"', { q: 'yar' }, 1],
  ['two words "yaris vendido"', { q: 'yaris vendido' }, 1],
  ['search by date "15/03/2026"', { q: '15/03/2026' }, 1],
  ['one user', { idUsuario: 3 }, 1],
  ['kind vehiculo, January–March 2026', { tipo: 'vehiculo', desde: '2026-01-01', hasta: '2026-03-31' }, 1],
  ['page 1000, no filter', {}, 1000],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(engine: string, database: Database): Promise<number> {
  const started = performance.now();
  await database.migrate();
  await generate(database.db);
  console.info(
    `\n${engine}: ${ROWS} rows generated and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.info(`| scenario | total | median | p95 | max |`);
  console.info('|---|---:|---:|---:|---:|');
  let worst = 0;
  for (const [name, filter, page] of SCENARIOS) {
    const query = () => listMovements(database.db, filter, { limit: 15, offset: (page - 1) * 15 });
    let total = '';
    for (let run = 0; run < WARM_UP; run++) {
      const result = await query();
      total = result.totalExacto ? String(result.total) : `> ${result.total} (capped)`;
    }
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await query();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    worst = Math.max(worst, median);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.info(
      `| ${name} | ${total} | ${ms(median)} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? 0)} |`,
    );
  }
  return worst;
}

async function onPostgres(): Promise<number> {
  const name = `mov_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: `${PG_URL}/${name}` });
  try {
    const shown = (await database.db.execute(sql`show server_version`)) as unknown as {
      rows: { server_version: string }[];
    };
    return await measure(`PostgreSQL ${shown.rows[0]?.server_version}`, database);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DB) console.info(`kept database ${name} (drop it yourself)`);
    else await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

async function onPglite(): Promise<number> {
  const database = await openDatabase({});
  try {
    return await measure('PGlite (in memory)', database);
  } finally {
    await database.close();
  }
}

console.info(
  `${ROWS} movements, ${RUNS} runs after ${WARM_UP} warm-up runs, page size 15, Node ${process.version}`,
);
let postgresWorst = 0;
if (ENGINES.includes('postgres')) postgresWorst = await onPostgres();
if (ENGINES.includes('pglite')) await onPglite();
if (ENGINES.includes('postgres')) {
  const within = postgresWorst < TARGET_MS;
  console.info(
    `\nPostgreSQL worst median ${postgresWorst.toFixed(1)} ms: ${within ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
  );
  process.exitCode = within ? 0 : 1;
}
