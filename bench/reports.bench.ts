/**
 * The reports of issue 11 at a dealer's three years (bench/scale-data.ts: 10,000 vehicles, 100,000
 * status-history rows, 50,000 leads): each report operation through the real report service (the
 * status report through the inventory's own query, as the route does) and through HTTP (`inject`
 * into the real Fastify app, signed in as ADMIN), on the local PostgreSQL (a database of its own,
 * dropped at the end) and on PGlite in memory. The clock is pinned to the data's "now".
 *
 *   npx tsx bench/reports.bench.ts      (RUNS=100 for more samples; BENCH_DB=pglite or postgres for
 *                                        one engine; BENCH_PG_URL=postgres://… for another server;
 *                                        BENCH_KEEP_DB=1 keeps the PostgreSQL database to EXPLAIN)
 */
import os from 'node:os';
import type { ReportPeriodQuery } from '@motorplaza/domain/reports/report-period';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createReportService } from '../apps/api/src/modules/reports/report.service';
import { monthStart } from '../apps/api/src/modules/reports/report-window';
import { createVehicleQueries } from '../apps/api/src/modules/vehicles/vehicle.service';
import { createTestApp, type TestApp } from '../apps/api/test/test-app';
import { loadScaleData, SCALE_DATA_NOW } from './scale-data';

const WARM_UP = 3;
const RUNS = Number(process.env.RUNS ?? 30);
const TARGET_MS = 50;
const NOW = SCALE_DATA_NOW;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ENGINES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');

/** The 36 Lima calendar months up to today (the longest period the screen's presets do not cover). */
const today = todayInLima(NOW);
const THIRTY_SIX_MONTHS: ReportPeriodQuery = { desde: monthStart(today, -35), hasta: today };
const query = (period: ReportPeriodQuery) =>
  period.desde ? `?desde=${period.desde}&hasta=${period.hasta}` : '';

interface Scenario {
  name: string;
  /** The operation as the route calls it; its answer is summarised in the table. */
  service: () => Promise<unknown>;
  url: string;
  summary: (answer: never) => string;
}

function scenarios(app: TestApp): Scenario[] {
  const reports = createReportService(app.database.db, { now: () => NOW });
  const vehicles = createVehicleQueries(app.database.db);
  const periodic = (name: string, path: string, period: ReportPeriodQuery) => ({
    name,
    url: `/api/v1/reportes/${path}${query(period)}`,
  });
  return [
    {
      name: 'dashboard',
      url: '/api/v1/reportes/dashboard',
      service: () => reports.dashboard(),
      summary: (data: Awaited<ReturnType<typeof reports.dashboard>>) =>
        `${data.kpisPrincipales.cantidadVehiculosDisponibles} available, ${data.kpisPrincipales.ventasMesActual} sales this month`,
    },
    {
      ...periodic('ventas, last 12 months', 'ventas', {}),
      service: () => reports.sales({}),
      summary: (data: Awaited<ReturnType<typeof reports.sales>>) => salesSummary(data.reporteVentas),
    },
    {
      ...periodic('ventas, 36 months', 'ventas', THIRTY_SIX_MONTHS),
      service: () => reports.sales(THIRTY_SIX_MONTHS),
      summary: (data: Awaited<ReturnType<typeof reports.sales>>) => salesSummary(data.reporteVentas),
    },
    {
      name: 'estados',
      url: '/api/v1/reportes/estados',
      service: () => vehicles.statusReport(),
      summary: (data: Awaited<ReturnType<typeof vehicles.statusReport>>) => `${data.totalAutos} vehicles`,
    },
    {
      ...periodic('clientes, last 12 months', 'clientes', {}),
      service: () => reports.clients({}),
      summary: (data: Awaited<ReturnType<typeof reports.clients>>) =>
        `${data.reporteClientes.reduce((sum, row) => sum + row.cantidadClientes, 0)} leads`,
    },
    {
      ...periodic('top-marcas, last 12 months', 'top-marcas', {}),
      service: () => reports.topBrands({}),
      summary: (data: Awaited<ReturnType<typeof reports.topBrands>>) =>
        `${data.topMarcas[0]?.marca} first, ${data.topMarcas[0]?.cantidadVendidos} sales`,
    },
    {
      name: 'inventario',
      url: '/api/v1/reportes/inventario',
      service: () => reports.inventory(),
      summary: (data: Awaited<ReturnType<typeof reports.inventory>>) =>
        `${data.stockDisponible} in stock, ${data.ventasUltimos90Dias} sales in 90 days`,
    },
    {
      ...periodic('embudo, last 12 months', 'embudo', {}),
      service: () => reports.funnel({}),
      summary: (data: Awaited<ReturnType<typeof reports.funnel>>) =>
        `${data.embudo.length} rows, ${data.embudo.reduce((sum, row) => sum + row.leads, 0)} leads`,
    },
  ] as Scenario[];
}

function salesSummary(rows: { cantidadVendidos: number }[]): string {
  return `${rows.length} months, ${rows.reduce((sum, row) => sum + row.cantidadVendidos, 0)} sales`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function time(operation: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let run = 0; run < WARM_UP; run++) await operation();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await operation();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** Loads the scale data, then times every report; returns the worst median (service or HTTP). */
async function measure(engine: string, app: TestApp): Promise<number> {
  const summary = await loadScaleData(app.database.db, { now: NOW });
  const seconds = summary.steps.reduce((sum, [, ms]) => sum + ms, 0) / 1000;
  console.info(
    `\n${engine}: ${summary.vehicles} vehicles, ${summary.history} status changes, ${summary.leads} leads ` +
      `(${summary.leadEvents} timeline events) loaded and analysed in ${seconds.toFixed(1)} s`,
  );
  console.info('| report | answer | service median | p95 | HTTP median | p95 |');
  console.info('|---|---|---:|---:|---:|---:|');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const http = (url: string) => async () => {
    const response = await app.injectAs('ADMIN', { method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  // One round of everything first: the first report timed would otherwise also pay for the
  // engine's and the app's first calls (PGlite compiles its code paths on first use).
  for (const scenario of scenarios(app)) {
    await scenario.service();
    await http(scenario.url)();
  }
  let worst = 0;
  for (const scenario of scenarios(app)) {
    const answer = await scenario.service();
    const service = await time(scenario.service);
    const overHttp = await time(http(scenario.url));
    worst = Math.max(worst, service.median, overHttp.median);
    console.info(
      `| ${scenario.name} | ${scenario.summary(answer as never)} | ${ms(service.median)} | ${ms(service.p95)} | ` +
        `${ms(overHttp.median)} | ${ms(overHttp.p95)} |`,
    );
  }
  return worst;
}

async function onPostgres(): Promise<number> {
  const name = `mp_bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let app: TestApp | undefined;
  try {
    app = await createTestApp({ databaseUrl: `${PG_URL}/${name}`, now: () => NOW });
    const shown = (await app.database.db.execute(
      sql`select current_setting('server_version') as version, current_schema() as schema`,
    )) as unknown as { rows: { version: string; schema: string }[] };
    const { version, schema } = shown.rows[0] ?? { version: '?', schema: '?' };
    const worst = await measure(`PostgreSQL ${version}`, app);
    if (process.env.BENCH_KEEP_DB)
      console.info(
        `kept database ${name}, schema ${schema} (psql -c 'set search_path = ${schema}'; drop it yourself)`,
      );
    return worst;
  } finally {
    if (process.env.BENCH_KEEP_DB) {
      await app?.server.close();
      await app?.database.close();
    } else {
      await app?.close();
      await admin.query(`drop database ${name}`);
    }
    await admin.end();
  }
}

async function onPglite(): Promise<number> {
  const app = await createTestApp({ databaseUrl: '', now: () => NOW });
  try {
    if (app.database.kind !== 'pglite') throw new Error('expected PGlite');
    return await measure('PGlite (in memory)', app);
  } finally {
    await app.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.info(
  `Reports at scale, ${RUNS} runs after ${WARM_UP} warm-up runs, clock ${NOW.toISOString()}, ` +
    `Node ${process.version}, ${os.availableParallelism()} cores, load average ${load()}`,
);
const worst: [engine: string, median: number][] = [];
if (ENGINES.includes('postgres')) worst.push(['PostgreSQL', await onPostgres()]);
if (ENGINES.includes('pglite')) worst.push(['PGlite', await onPglite()]);
console.info(`\nload average ${load()}`);
let failed = false;
for (const [engine, median] of worst) {
  const pass = median < TARGET_MS;
  failed ||= !pass;
  console.info(
    `${pass ? 'PASS' : 'FAIL'} ${engine}: worst median ${median.toFixed(1)} ms (target under ${TARGET_MS} ms)`,
  );
}
process.exitCode = failed ? 1 : 0;
