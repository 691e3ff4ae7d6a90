/**
 * The catalogue alerts at scale (issue 26): 10,000 available cars and 10,000 active alerts, then one
 * inventory change — a new car and a price drop, each saved through the real API (multipart POST/PUT as
 * ADMIN) — and the background matcher over its two events. Reports:
 *   - the matcher's time for that change (target: under 1 s, off the request path);
 *   - the vehicle save's time (the request path) with no alert at all and with the 10,000 alerts: the save
 *     only queues an event, so both must be alike.
 * On PGlite (in process) and, with BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; a
 * schema of its own, dropped after), on PostgreSQL. Exits non-zero when the matcher's slowest run reaches
 * 1 s or the save with alerts is more than 25 % + 15 ms slower than without.
 *
 *   npx tsx bench/alerts-matcher.bench.ts [pglite|postgres ...]   (RUNS=10 for more runs)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createAlertMatcher } from '../apps/api/src/modules/alerts/alert-matcher';
import { createTestApp, type TestApp } from '../apps/api/test/test-app';
import { saveBody, vehicleForm } from '../apps/api/test/vehicle-fixtures';

const CARS = 10_000;
const ALERTS = 10_000;
const RUNS = Number(process.env.RUNS ?? 7);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MATCH_TARGET_MS = 1_000;

const BRANDS = [
  'Toyota',
  'Hyundai',
  'Kia',
  'Nissan',
  'Chevrolet',
  'Suzuki',
  'Mazda',
  'Mitsubishi',
  'Honda',
  'Volkswagen',
];
const BODIES = ['SUV', 'Sedán', 'Hatchback', 'Pickup', 'Camioneta'];

/** 10,000 available cars, drawn in SQL (brand, body, year, mileage, price spread like a used stock). */
async function insertCars(t: TestApp): Promise<void> {
  const brands = `array[${BRANDS.map((b) => `'${b}'`).join(',')}]`;
  const bodies = `array[${BODIES.map((b) => `'${b}'`).join(',')}]`;
  await t.database.db.execute(
    sql.raw(`insert into automovil (marca, modelo, carroceria, anio_fabricacion, kilometraje, precio_compra,
        combustible, transmision, sw_piso, estado_des)
      select (${brands})[1 + (i * 7) % 10], 'Modelo ' || (i % 37), (${bodies})[1 + (i * 3) % 5],
        2010 + (i % 15), (i * 7919) % 200000, 6000 + (i * 104729) % 54000,
        case when i % 4 = 0 then 'Diésel' else 'Gasolina' end,
        case when i % 3 = 0 then 'Mecánico' else 'Automático' end, 1 + i % 2, 'DISPONIBLE'
      from generate_series(1, ${CARS}) as i`),
  );
}

/** 10,000 active alerts over catalogue queries of one to four criteria, a tenth with words. */
async function insertAlerts(t: TestApp): Promise<void> {
  const queries: string[] = [];
  const brands: string[] = [];
  for (let i = 0; i < ALERTS; i += 1) {
    const params = new URLSearchParams();
    // One alert in ten names no brand: it is read for every car.
    const brand = i % 10 === 7 ? '' : (BRANDS[(i * 7) % BRANDS.length] ?? 'Toyota');
    if (brand) params.append('marca', brand);
    brands.push(brand ? `array['${brand}']` : `'{}'::text[]`);
    if (i % 2 === 0) params.append('carroceria', BODIES[i % BODIES.length] ?? 'SUV');
    if (i % 3 !== 0) params.set('precio', `-${10_000 + ((i * 37) % 40) * 1000}`);
    if (i % 5 === 0) params.set('anio', `${2012 + (i % 12)}-`);
    if (i % 10 === 3) params.set('q', `modelo ${i % 37}`);
    queries.push(params.toString());
  }
  const values = queries
    .map(
      (query, i) =>
        `('bench${i}@correo.pe', '${query}', 'alerta ${i}', ${brands[i]}, 'ACTIVA', now() + interval '7 days', now())`,
    )
    .join(',');
  await t.database.db.execute(
    sql.raw(
      `insert into alerta (correo, consulta, resumen, marcas, estado, vence_en, confirmado_en) values ${values}`,
    ),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Saved {
  data: { automovil: { idAuto: number; versionRegistro: number } };
}

async function timedSave(
  t: TestApp,
  form: ReturnType<typeof vehicleForm>,
  id?: number,
): Promise<{ ms: number; json: Saved }> {
  const body = await saveBody(form, []);
  const start = performance.now();
  const response = await t.injectAs('ADMIN', {
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/v1/automoviles' : `/api/v1/automoviles/${id}`,
    ...body,
  });
  const elapsed = performance.now() - start;
  if (response.statusCode >= 300) throw new Error(`save refused: ${response.statusCode} ${response.body}`);
  return { ms: elapsed, json: response.json() as Saved };
}

let plates = 0;
/** A new matching-ish car, then its price cut: the two inventory changes alerts care about. */
async function oneChange(t: TestApp) {
  plates += 1;
  const form = vehicleForm({
    placa: `BNC-${String(plates).padStart(3, '0')}`,
    tag: `BN-${plates}`,
    precioCompra: 19_000,
  });
  const created = await timedSave(t, form);
  const car = created.json.data.automovil;
  const cut = await timedSave(
    t,
    { ...form, versionRegistro: car.versionRegistro, ultimoPrecioCompra: 17_500 },
    car.idAuto,
  );
  return [created.ms, cut.ms];
}

async function run(kind: 'pglite' | 'postgres') {
  const t = await createTestApp(kind === 'postgres' ? { databaseUrl: PG_URL } : {});
  try {
    const matcher = createAlertMatcher(t.database.db);
    await insertCars(t);
    // Warm up the save path, then time it with no alert in the database.
    await oneChange(t);
    await matcher.drain();
    const without: number[] = [];
    for (let r = 0; r < RUNS; r += 1) without.push(...(await oneChange(t)));
    await matcher.drain();

    await insertAlerts(t);
    const withAlerts: number[] = [];
    const matching: number[] = [];
    let matches = 0;
    for (let r = 0; r < RUNS; r += 1) {
      withAlerts.push(...(await oneChange(t)));
      const start = performance.now();
      const round = await matcher.drain();
      matching.push(performance.now() - start);
      if (round.events !== 2) throw new Error(`expected 2 events, got ${round.events}`);
      matches = round.matches;
    }
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from automovil`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const [cars] = counted.rows;
    const result = {
      kind,
      cars: cars?.n ?? 0,
      matchMedian: median(matching),
      matchMax: Math.max(...matching),
      matches,
      saveWithout: median(without),
      saveWith: median(withAlerts),
    };
    console.info(
      `${kind}: ${result.cars} cars, ${ALERTS} active alerts; one change (new car + price drop) matched in ` +
        `${ms(result.matchMedian)} median, ${ms(result.matchMax)} max (${matches} matches); vehicle save ` +
        `${ms(result.saveWithout)} median without alerts, ${ms(result.saveWith)} with them`,
    );
    return result;
  } finally {
    await t.close();
  }
}

async function main() {
  const kinds = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres']) as (
    | 'pglite'
    | 'postgres'
  )[];
  let failed = false;
  for (const kind of kinds) {
    const result = await run(kind);
    if (result.matchMax >= MATCH_TARGET_MS) {
      console.error(`${kind}: the matcher took ${ms(result.matchMax)} (target under ${MATCH_TARGET_MS} ms)`);
      failed = true;
    }
    if (result.saveWith > result.saveWithout * 1.25 + 15) {
      console.error(
        `${kind}: the vehicle save is slower with alerts (${ms(result.saveWith)} vs ${ms(result.saveWithout)})`,
      );
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
