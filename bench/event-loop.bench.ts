/**
 * No request waits behind another (issue 13, decision 0031): at 10,000 cars, under wrk load on the
 * catalogue JSON or page, one inventory change a second through the API as ADMIN (an available car
 * marked NO DISPONIBLE, which rebuilds the catalogue and drops the rendered pages), while the server
 * reports its event-loop delay every second (EVENT_LOOP_REPORT_MS, perf_hooks monitorEventLoopDelay).
 * Exits non-zero when the p99 of any second reaches 50 ms.
 *
 *   npm run bench:event-loop -w @motorplaza/bench       (needs the web build: npm run build)
 *   DATABASES=pglite-10k DURATION=20 npm run bench:event-loop -w @motorplaza/bench
 *
 * Each run takes up to DURATION cars per target out of the catalogue; the PGlite scale data directory
 * is kept between runs (delete bench/.data-scale-available for fresh data), the PostgreSQL database is not.
 */
import { type BenchDatabase, type DatabaseName, prepareDatabase, signIn } from './lib/bench-databases';
import { type EventLoopReport, startProductionServer } from './lib/production-server';
import { ensureTools, runWrk, type WrkResult } from './lib/wrk';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3333);
const DURATION_S = Number(process.env.DURATION ?? 30);
const LIMIT_MS = 50;

interface Outcome {
  database: string;
  target: string;
  changes: number;
  changeMs: number[];
  load: WrkResult;
  reports: EventLoopReport[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function availableIds(baseUrl: string): Promise<number[]> {
  const body = (await (await fetch(`${baseUrl}/api/v1/catalogo`)).json()) as {
    data: { automoviles: { idAuto: number }[] };
  };
  return body.data.automoviles.map((car) => car.idAuto);
}

async function underChanges(database: BenchDatabase, target: string, path: string): Promise<Outcome> {
  const server = await startProductionServer(SERVER_PORT, {
    ...database.server,
    env: { ...database.server.env, EVENT_LOOP_REPORT_MS: '1000' },
  });
  try {
    const token = await signIn(server.url, database.admin);
    const ids = await availableIds(server.url);
    // Warm the caches (catalogue bytes, the page) before measuring.
    await fetch(server.url + path, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
    const loading = runWrk({
      url: server.url + path,
      headers: { 'accept-encoding': 'br' },
      durationS: DURATION_S,
    });
    const firstReport = server.eventLoopReports.length;
    const changeMs: number[] = [];
    const started = Date.now();
    for (let second = 1; Date.now() - started < (DURATION_S - 1) * 1000; second++) {
      const idAuto = ids.pop();
      if (idAuto === undefined) break;
      const before = performance.now();
      const response = await fetch(`${server.url}/api/v1/automoviles/${idAuto}/estado`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ estadoDes: 'NO DISPONIBLE' }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`change of car ${idAuto}: ${response.status}`);
      changeMs.push(performance.now() - before);
      const wait = started + second * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const load = await loading;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    return {
      database: database.name,
      target,
      changes: changeMs.length,
      changeMs,
      load,
      // The first second and the one after the load ended are partial; keep the ones under load.
      reports: server.eventLoopReports.slice(firstReport + 1, firstReport + DURATION_S - 1),
    };
  } finally {
    await server.stop();
  }
}

ensureTools();
const selected = (process.env.DATABASES ?? 'pglite-10k,postgres-10k').split(',') as DatabaseName[];
const outcomes: Outcome[] = [];
for (const name of selected) {
  const database = prepareDatabase(name);
  try {
    outcomes.push(await underChanges(database, 'catalogue JSON (br)', '/api/v1/catalogo'));
    outcomes.push(await underChanges(database, 'catalogue page (br)', '/compra-tu-auto'));
  } finally {
    database.dispose();
  }
}

console.info(
  '\n| database | load (wrk -t1 -c50) | req/s (p99) | changes | change answered, median (max) | event-loop p99, median second | worst second p99 | max | result |\n|---|---|---:|---:|---:|---:|---:|---:|---|',
);
let failed = 0;
for (const outcome of outcomes) {
  const p99s = outcome.reports.map((report) => report.p99);
  const worst = Math.max(...p99s);
  const pass = outcome.reports.length > 0 && worst < LIMIT_MS;
  const load = `${outcome.load.non2xx} non-2xx, ${outcome.load.errors} socket errors or timeouts`;
  if (!pass) failed += 1;
  console.info(
    `| ${outcome.database} | ${outcome.target} | ${Math.round(outcome.load.requestsPerSecond).toLocaleString('en')} (${outcome.load.p99.toFixed(1)} ms) | ` +
      `${outcome.changes} | ${percentile(outcome.changeMs, 50).toFixed(0)} ms (${Math.max(...outcome.changeMs).toFixed(0)} ms) | ` +
      `${percentile(p99s, 50).toFixed(1)} ms | ${worst.toFixed(1)} ms | ${Math.max(...outcome.reports.map((r) => r.max)).toFixed(1)} ms | ` +
      `${pass ? 'PASS' : 'FAIL'} (< ${LIMIT_MS} ms; load: ${load}) |`,
  );
}
process.exitCode = failed ? 1 : 0;
