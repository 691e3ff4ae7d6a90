/**
 * Cached bytes under load beside nginx, and the staff lists (issue 13, decision 0031).
 *
 * For each database (demo data on PGlite; 10,000 cars on PGlite and on PostgreSQL): the production
 * server in its own process (scripts/start.mjs, logging at warn); each target fetched from it with
 * each encoding and saved to an nginx root; then for each target and encoding wrk -t1 -c50 --latency
 * against nginx and against the product in turn, ROUNDS (3) times each (2 s warm-up first, then
 * DURATION s a run), keeping each side's median run. Staff lists: the product alone, signed in as
 * ADMIN, each list's page 1 again and again (issue 13's target, p99 < 100 ms), then 23 pages and
 * searches in turn while a write lands every second (reported: every answer is computed again after
 * each write, decision 0036). Prints a table; exits non-zero when a ratio or a target p99 misses.
 *
 *   npm run bench:load -w @motorplaza/bench            (needs the web build: npm run build)
 *   DATABASES=demo DURATION=5 PARTS=lists npm run bench:load -w @motorplaza/bench
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import {
  type BenchDatabase,
  DATABASES,
  type DatabaseName,
  prepareDatabase,
  signIn,
} from './lib/bench-databases';
import { startNginx } from './lib/nginx';
import { ROOT, startProductionServer } from './lib/production-server';
import { writeEverySecond } from './lib/writes';
import { ensureTools, measure, runWrk, type WrkResult } from './lib/wrk';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3330);
const NGINX_PORT = SERVER_PORT + 1;
const DURATION_S = Number(process.env.DURATION ?? 10);
const ENCODINGS = ['gzip', 'br'] as const;
/** What a browser sends: the product picks brotli. */
const BROWSER_ENCODING = 'gzip, deflate, br';
const STAFF_P99_MS = 100;
/** How many times nginx and the product take turns on each cached-bytes target (ROUNDS). */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** `PARTS=bytes` (cached bytes beside nginx) or `lists` (staff lists); both by default. */
const PARTS = new Set((process.env.PARTS ?? 'bytes,lists').split(','));

interface Target {
  name: string;
  path: string;
  /** Share of nginx's req/s the product must reach. */
  target: number;
}

interface Row {
  database: string;
  target: string;
  encoding: string;
  bytes: number;
  nginx?: WrkResult;
  product: WrkResult;
  pass: boolean;
  goal: string;
}

/** The page's largest stylesheet and largest script: the heaviest bytes a first visit asks. */
async function assetTargets(baseUrl: string): Promise<Target[]> {
  const html = await (await fetch(`${baseUrl}/compra-tu-auto`)).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1];
  const css = links.filter((tag) => /rel="stylesheet"/.test(tag)).map(hrefOf);
  // The scripts the boot script preloads after the first paint (decision 0037).
  const js = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, href]) => href))];
  const largest = async (paths: (string | undefined)[]) => {
    let best = { path: '', size: -1 };
    for (const assetPath of paths) {
      if (!assetPath) continue;
      const size = (await (await fetch(baseUrl + assetPath)).arrayBuffer()).byteLength;
      if (size > best.size) best = { path: assetPath, size };
    }
    if (!best.path) throw new Error('no asset found in the catalogue page');
    return best.path;
  };
  return [
    { name: `JS ${await largest(js)}`, path: await largest(js), target: 0.8 },
    { name: `CSS ${await largest(css)}`, path: await largest(css), target: 0.8 },
  ];
}

/** The raw bytes of one answer as sent (fetch() would decode them). */
function rawGet(url: string, encoding: string) {
  return new Promise<{ status: number; bytes: Buffer; contentType: string; contentEncoding: string }>(
    (resolve, reject) => {
      request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
            contentEncoding: String(response.headers['content-encoding'] ?? 'identity'),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

async function fetchAnswer(url: string, encoding: string) {
  // Twice: the first may render and fill the page cache; the second is the cached bytes wrk gets.
  await rawGet(url, encoding);
  const answer = await rawGet(url, encoding);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  if (answer.contentEncoding !== encoding)
    throw new Error(`${url}: asked ${encoding}, got ${answer.contentEncoding}`);
  return answer;
}

/** The run of median req/s (its p99 with it); problems of any run are kept. */
function medianRun(runs: WrkResult[]): WrkResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)] as WrkResult;
  return {
    ...middle,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Answers that were not 2xx/3xx, or sockets that failed or timed out (10 s): never a pass. */
function problems(result: WrkResult): string {
  return result.non2xx > 0 || result.errors > 0 || result.requestsPerSecond === 0
    ? ` (${result.non2xx} non-2xx, ${result.errors} socket errors or timeouts)`
    : '';
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await startProductionServer(SERVER_PORT, database.server);
  try {
    if (PARTS.has('bytes')) rows.push(...(await benchBytes(database, server.url)));
    if (PARTS.has('lists')) rows.push(...(await benchLists(database, server.url)));
  } finally {
    await server.stop();
  }
  return rows;
}

async function benchBytes(database: BenchDatabase, serverUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const targets: Target[] = [
    { name: 'catalogue JSON /api/v1/catalogo', path: '/api/v1/catalogo', target: 0.6 },
    { name: 'catalogue page /compra-tu-auto (render cache)', path: '/compra-tu-auto', target: 0.6 },
    { name: 'home page /inicio (render cache)', path: '/inicio', target: 0.6 },
    ...(await assetTargets(serverUrl)),
  ];
  const answers = [];
  for (const [index, target] of targets.entries()) {
    for (const encoding of ENCODINGS) {
      const answer = await fetchAnswer(serverUrl + target.path, encoding);
      answers.push({ name: `t${index}.${encoding}`, ...answer });
    }
  }
  const nginx = await startNginx(
    NGINX_PORT,
    answers.map((answer) => ({
      name: answer.name,
      bytes: answer.bytes,
      contentType: answer.contentType,
      contentEncoding: answer.contentEncoding,
    })),
  );
  try {
    for (const [index, target] of targets.entries()) {
      for (const encoding of ENCODINGS) {
        const headers = { 'accept-encoding': encoding };
        // nginx and the product take turns, ROUNDS times each, and each side's median round is kept:
        // on a shared virtual machine two runs of the same server differ by 10–20 %.
        const nginxRuns: WrkResult[] = [];
        const productRuns: WrkResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const run = (url: string) =>
            round === 0
              ? measure({ url, headers, durationS: DURATION_S })
              : runWrk({ url, headers, durationS: DURATION_S });
          nginxRuns.push(await run(`${nginx.url}/t${index}.${encoding}`));
          productRuns.push(await run(serverUrl + target.path));
        }
        const fromNginx = medianRun(nginxRuns);
        if (problems(fromNginx)) throw new Error(`nginx ${target.name}${problems(fromNginx)}`);
        const product = medianRun(productRuns);
        const share = product.requestsPerSecond / fromNginx.requestsPerSecond;
        const row: Row = {
          database: database.name,
          target: target.name,
          encoding,
          bytes: answers.find((answer) => answer.name === `t${index}.${encoding}`)?.bytes.length ?? 0,
          nginx: fromNginx,
          product,
          pass: share >= target.target && !problems(product),
          goal: `≥ ${target.target * 100} %${problems(product)}`,
        };
        rows.push(row);
        console.info(
          `${database.name} · ${target.name} · ${encoding}: nginx ${fmt(fromNginx.requestsPerSecond)} req/s (p99 ${ms(fromNginx.p99)}), ` +
            `product ${fmt(product.requestsPerSecond)} req/s (p99 ${ms(product.p99)}): ${Math.round(share * 100)} %`,
        );
      }
    }
  } finally {
    await nginx.stop();
  }
  return rows;
}

/** The staff lists of issue 13 and every later screen: their first page, as the screen asks it. */
const LISTS = [
  {
    path: '/api/v1/automoviles',
    first: 'estado=DISPONIBLE&page=1&pageSize=12',
    terms: ['toyota', 'kia rio', 'ABC'],
  },
  { path: '/api/v1/clientes', first: 'page=1&pageSize=10', terms: ['ana', 'quispe', '4'] },
  { path: '/api/v1/interesados', first: 'page=1', terms: ['ana', 'toyota', '9'] },
  { path: '/api/v1/ofertas', first: 'page=1', terms: ['ana', 'toyota', '9'] },
  { path: '/api/v1/libro-reclamaciones', first: 'page=1', terms: ['ana', 'reclamo', '2026'] },
  { path: '/api/v1/usuario/logs', first: 'page=1', terms: ['admin', 'vehículo', 'ingreso'] },
  { path: '/api/v1/usuario', first: 'page=1', terms: ['ana', 'asesor', 'motorplaza'] },
];

/** Pages 1–20 of the list's first filter and three searches: 23 different answers in turn. */
function variedPaths(list: (typeof LISTS)[number]): string[] {
  const pages = Array.from(
    { length: 20 },
    (_, index) => `${list.path}?${list.first.replace('page=1', `page=${index + 1}`)}`,
  );
  const searches = list.terms.map((term) => `${list.path}?${list.first}&q=${encodeURIComponent(term)}`);
  return [...pages, ...searches];
}

/**
 * Each staff list signed in as ADMIN, with the Accept-Encoding of a browser: first its page 1 again
 * and again; then 23 different pages and searches in turn while one write a second (the settings)
 * moves the data's generation, so each of them is computed again after every write (decision 0036).
 */
async function benchLists(database: BenchDatabase, serverUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const token = await signIn(serverUrl, database.admin);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODING };
  for (const list of LISTS) {
    const first = `${list.path}?${list.first}`;
    // After a list that overran wrk's timeout the server may still be writing: retry once.
    const probe = () => fetch(serverUrl + first, { headers });
    const raw = await probe().catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      return probe();
    });
    const bytes = (await raw.arrayBuffer()).byteLength;
    if (!raw.ok) throw new Error(`${first}: ${raw.status}`);
    const product = await measure({ url: serverUrl + first, headers, durationS: DURATION_S });
    rows.push(staffRow(database, `staff list ${first}`, bytes, product, true));

    const paths = variedPaths(list);
    const turns = await measure({ url: serverUrl + first, headers, durationS: DURATION_S, paths });
    rows.push(
      staffRow(
        database,
        `staff list ${list.path}: ${paths.length} pages and searches in turn`,
        0,
        turns,
        true,
      ),
    );
    const writes = await writeEverySecond(serverUrl, token);
    const varied = await runWrk({ url: serverUrl + first, headers, durationS: DURATION_S, paths }).finally(
      () => writes.stop(),
    );
    const written = (await writes.stop()).length;
    rows.push(
      staffRow(
        database,
        `staff list ${list.path}: ${paths.length} pages and searches in turn, ${written} writes`,
        0,
        varied,
      ),
    );
  }
  return rows;
}

function staffRow(
  database: BenchDatabase,
  target: string,
  bytes: number,
  product: WrkResult,
  targeted = false,
): Row {
  console.info(
    `${database.name} · ${target}: ${fmt(product.requestsPerSecond)} req/s, p99 ${ms(product.p99)}${bytes ? ` (${bytes} B decoded)` : ''}`,
  );
  return {
    database: database.name,
    target,
    encoding: 'br (browser)',
    bytes,
    product,
    pass: (!targeted || product.p99 < STAFF_P99_MS) && !problems(product),
    goal: targeted ? `p99 < ${STAFF_P99_MS} ms${problems(product)}` : `reported${problems(product)}`,
  };
}

ensureTools();
const selected = (process.env.DATABASES ?? DATABASES.join(',')).split(',') as DatabaseName[];
const rows: Row[] = [];
for (const name of selected) {
  if (!DATABASES.includes(name)) throw new Error(`unknown database ${name}: ${DATABASES.join(', ')}`);
  const database = prepareDatabase(name);
  try {
    rows.push(...(await benchDatabase(database)));
  } finally {
    database.dispose();
  }
}

console.info(
  '\n| database | target | encoding | body | nginx req/s (p99) | product req/s (p99) | share | goal |\n|---|---|---|---:|---:|---:|---:|---|',
);
for (const row of rows) {
  const nginx = row.nginx ? `${fmt(row.nginx.requestsPerSecond)} (${ms(row.nginx.p99)})` : '–';
  const share = row.nginx
    ? `${Math.round((row.product.requestsPerSecond / row.nginx.requestsPerSecond) * 100)} %`
    : '–';
  console.info(
    `| ${row.database} | ${row.target} | ${row.encoding} | ${(row.bytes / 1024).toFixed(1)} KB | ${nginx} | ` +
      `${fmt(row.product.requestsPerSecond)} (${ms(row.product.p99)}) | ${share} | ${row.goal} ${row.pass ? 'PASS' : 'FAIL'} |`,
  );
}
const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `load-${Date.now()}.json`), JSON.stringify(rows, null, 2));
const failed = rows.filter((row) => !row.pass);
console.info(
  failed.length ? `\nFAIL: ${failed.length} of ${rows.length} below target` : `\nPASS: ${rows.length} rows`,
);
process.exitCode = failed.length ? 1 : 0;
