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
import { type BenchDatabase, DATABASES, type DatabaseName, prepareDatabase } from './lib/bench-databases';
import { benchLists } from './lib/load-lists';
import { fmt, medianRun, ms, problems, type Row } from './lib/load-rows';
import { startNginx } from './lib/nginx';
import { ROOT, startProductionServer } from './lib/production-server';
import { ensureTools, measure, runWrk, type WrkResult } from './lib/wrk';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3330);
const NGINX_PORT = SERVER_PORT + 1;
const DURATION_S = Number(process.env.DURATION ?? 10);
const ENCODINGS = ['gzip', 'br'] as const;
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

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await startProductionServer(SERVER_PORT, database.server);
  try {
    if (PARTS.has('bytes')) rows.push(...(await benchBytes(database, server.url)));
    if (PARTS.has('lists')) rows.push(...(await benchLists(database, server.url, DURATION_S)));
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
