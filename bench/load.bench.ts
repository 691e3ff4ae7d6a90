/**
 * Cached bytes under load beside nginx, and the staff lists (issue 13, decision 0031).
 *
 * For each database (demo data on PGlite; 10,000 cars on PGlite and on PostgreSQL): the production
 * server in its own process (scripts/start.mjs, logging at warn); each target fetched from it with
 * each encoding and saved to an nginx root; then for each target and encoding wrk -t1 -c50 --latency
 * against nginx, then against the product (2 s warm-up, then DURATION s). Staff lists: the product
 * alone, signed in as ADMIN. Prints a table; exits non-zero when a ratio or a p99 misses its target.
 *
 *   npm run bench:load -w @motorplaza/bench            (needs the web build: npm run build)
 *   DATABASES=demo DURATION=5 npm run bench:load -w @motorplaza/bench
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
import { ensureTools, measure, type WrkResult } from './lib/wrk';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3330);
const NGINX_PORT = SERVER_PORT + 1;
const DURATION_S = Number(process.env.DURATION ?? 10);
const ENCODINGS = ['gzip', 'br'] as const;
/** What a browser sends: the product picks brotli. */
const BROWSER_ENCODING = 'gzip, deflate, br';
const STAFF_P99_MS = 100;

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

/** The page's largest stylesheet and largest preloaded script: the heaviest bytes a first visit asks. */
async function assetTargets(baseUrl: string): Promise<Target[]> {
  const html = await (await fetch(`${baseUrl}/compra-tu-auto`)).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1];
  const css = links.filter((tag) => /rel="stylesheet"/.test(tag)).map(hrefOf);
  const js = links.filter((tag) => /rel="modulepreload"/.test(tag)).map(hrefOf);
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
    const targets: Target[] = [
      { name: 'catalogue JSON /api/v1/catalogo', path: '/api/v1/catalogo', target: 0.6 },
      { name: 'catalogue page /compra-tu-auto (render cache)', path: '/compra-tu-auto', target: 0.6 },
      { name: 'home page /inicio (render cache)', path: '/inicio', target: 0.6 },
      ...(await assetTargets(server.url)),
    ];
    const answers = [];
    for (const [index, target] of targets.entries()) {
      for (const encoding of ENCODINGS) {
        const answer = await fetchAnswer(server.url + target.path, encoding);
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
          const fromNginx = await measure({
            url: `${nginx.url}/t${index}.${encoding}`,
            headers,
            durationS: DURATION_S,
          });
          if (problems(fromNginx)) throw new Error(`nginx ${target.name}${problems(fromNginx)}`);
          const product = await measure({ url: server.url + target.path, headers, durationS: DURATION_S });
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

    const token = await signIn(server.url, database.admin);
    const lists = [
      '/api/v1/automoviles?estado=DISPONIBLE&page=1&pageSize=12',
      '/api/v1/clientes?page=1&pageSize=10',
      '/api/v1/interesados?page=1',
      '/api/v1/ofertas?page=1',
      '/api/v1/libro-reclamaciones?page=1',
      '/api/v1/usuario/logs?page=1',
      '/api/v1/usuario?page=1',
    ];
    for (const list of lists) {
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODING };
      // After a list that overran wrk's timeout the server may still be writing: retry once.
      const probe = () => fetch(server.url + list, { headers });
      const raw = await probe().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        return probe();
      });
      const bytes = (await raw.arrayBuffer()).byteLength;
      if (!raw.ok) throw new Error(`${list}: ${raw.status}`);
      const product = await measure({ url: server.url + list, headers, durationS: DURATION_S });
      rows.push({
        database: database.name,
        target: `staff list ${list}`,
        encoding: 'br (browser)',
        bytes,
        product,
        pass: product.p99 < STAFF_P99_MS && !problems(product),
        goal: `p99 < ${STAFF_P99_MS} ms${problems(product)}`,
      });
      console.info(
        `${database.name} · ${list}: ${fmt(product.requestsPerSecond)} req/s, p99 ${ms(product.p99)} (${bytes} B decoded)`,
      );
    }
  } finally {
    await server.stop();
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
