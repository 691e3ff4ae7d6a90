/**
 * Idle memory of the production server (issue 13, decision 0033): the compiled bundle run by `npm
 * start`'s scripts/start.mjs (plain node, no transpiler), on PGlite (a data directory of its own) and on
 * the local PostgreSQL (a database of its own, dropped at the end), with the demo data (seeded by the
 * first start, photos included) and with the 10,000-car scale data (bench/scale-data.ts, loaded before
 * the first start). Each is started, left to settle, visited (catalogue JSON, catalogue page, home, a
 * vehicle page: the caches fill), left to settle again, then stopped and started again.
 *
 *   npx tsx bench/idle-memory.bench.ts     (builds what is stale first; BENCH_DB=pglite or postgres,
 *                                           BENCH_DATA=demo or scale for one of each; BENCH_PG_URL=
 *                                           postgres://… for another server; BENCH_SERVER=tsx for the
 *                                           server as it ran before decision 0033)
 *
 * "Settled": the resident set moved less than 2 MB over the last 3 s (at most 60 s). RSS and VmHWM
 * (peak resident set) come from /proc/<pid>/status; the heap figures from process.memoryUsage() inside
 * the server (bench/idle-memory-probe.mjs, over an IPC channel). No garbage collection is forced.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { loadScaleData } from './scale-data';

const ROOT = path.join(import.meta.dirname, '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ENGINES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const DATA = (process.env.BENCH_DATA ?? 'demo,scale').split(',') as ('demo' | 'scale')[];
const PROBE = path.join(import.meta.dirname, 'idle-memory-probe.mjs');
const SERVER = process.env.BENCH_SERVER === 'tsx' ? 'tsx' : 'compiled';
const MB = 1024 * 1024;

interface Usage {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside V8's heap held by JavaScript objects: buffers, WebAssembly memory (PGlite). */
  external: number;
}

interface Row {
  engine: string;
  data: string;
  phase: string;
  seconds: number;
  rss: number;
  hwm: number;
  usage: Usage;
}

interface Server {
  child: ChildProcess;
  url: string;
}

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/**
 * The server process as scripts/start.mjs starts it (`node apps/api/dist/main.js`, NODE_ENV=production,
 * MALLOC_ARENA_MAX=2), or with BENCH_SERVER=tsx as it was started before decision 0033 (the sources
 * through tsx, glibc's default arenas). start.mjs itself (~40 MB, it only waits) is not measured.
 */
function serverCommand(): { args: string[]; env: Record<string, string> } {
  if (SERVER === 'tsx')
    return { args: ['--import', 'tsx', '--import', PROBE, path.join(ROOT, 'apps/api/src/main.ts')], env: {} };
  return {
    args: ['--import', PROBE, path.join(ROOT, 'apps/api/dist/main.js')],
    env: { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
  };
}

async function start(env: Record<string, string>): Promise<{ server: Server; seconds: number }> {
  const started = performance.now();
  const command = serverCommand();
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...command.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /está listo en (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { server: { child, url }, seconds: (performance.now() - started) / 1000 };
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function settle(pid: number): Promise<void> {
  const samples: number[] = [];
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    samples.push(procStatus(pid, 'VmRSS'));
    const last = samples.slice(-7);
    if (last.length === 7 && Math.max(...last) - Math.min(...last) < 2 * MB) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function usageOf(child: ChildProcess): Promise<Usage> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Usage));
    child.send('memory');
  });
}

async function measure(server: Server, row: Omit<Row, 'rss' | 'hwm' | 'usage'>): Promise<Row> {
  const pid = server.child.pid ?? 0;
  await settle(pid);
  const usage = await usageOf(server.child);
  const measured = { ...row, rss: procStatus(pid, 'VmRSS'), hwm: procStatus(pid, 'VmHWM'), usage };
  console.info(
    `  ${row.engine} ${row.data} ${row.phase}: RSS ${(measured.rss / MB).toFixed(0)} MB, heap ${(usage.heapUsed / MB).toFixed(0)} MB`,
  );
  return measured;
}

/** What a visitor's first requests build: the catalogue bytes, the rendered pages. */
async function visit(url: string): Promise<void> {
  const catalog = (await (await fetch(`${url}/api/v1/catalogo`)).json()) as {
    data: { automoviles: { idAuto: number }[] };
  };
  const first = catalog.data.automoviles[0]?.idAuto;
  for (const pathname of ['/compra-tu-auto', '/inicio', ...(first ? [`/info-auto/${first}`] : [])]) {
    const response = await fetch(`${url}${pathname}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  }
}

async function scenario(engine: 'pglite' | 'postgres', data: 'demo' | 'scale'): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `motorplaza-idle-${engine}-${data}-`));
  const dbName = `mp_bench_idle_${process.pid}_${data}`;
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED: data === 'demo' ? 'demo' : 'none' };
  try {
    if (engine === 'postgres') {
      await admin.connect();
      await admin.query(`create database "${dbName}"`);
      env.DATABASE_URL = `${PG_URL}/${dbName}`;
    }
    if (data === 'scale') {
      const database = await openDatabase({
        url: env.DATABASE_URL,
        dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
      });
      await database.migrate();
      await loadScaleData(database.db);
      await database.close();
    }
    const rows: Row[] = [];
    const base = { engine, data };
    let { server, seconds } = await start(env);
    const firstPhase = data === 'demo' ? 'first start (seeding)' : 'first start';
    rows.push(await measure(server, { ...base, phase: firstPhase, seconds }));
    await visit(server.url);
    rows.push(await measure(server, { ...base, phase: 'after first visits', seconds: 0 }));
    await stop(server);
    ({ server, seconds } = await start(env));
    rows.push(await measure(server, { ...base, phase: 'restart', seconds }));
    await visit(server.url);
    rows.push(await measure(server, { ...base, phase: 'restart, after visits', seconds: 0 }));
    await stop(server);
    return rows;
  } finally {
    if (engine === 'postgres') {
      await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

// What is stale is built first, as `npm start` would.
execFileSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], { stdio: 'inherit' });

const rows: Row[] = [];
for (const engine of ENGINES) for (const data of DATA) rows.push(...(await scenario(engine, data)));

const fmt = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
console.info(
  `\n${SERVER} server, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
);
console.info('| engine | data | phase | ready in | RSS | VmHWM | heap used | heap total | external |');
console.info('|---|---|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.info(
    `| ${row.engine} | ${row.data} | ${row.phase} | ${row.seconds ? `${row.seconds.toFixed(1)} s` : ''} | ${fmt(row.rss)} | ${fmt(row.hwm)} | ${fmt(row.usage.heapUsed)} | ${fmt(row.usage.heapTotal)} | ${fmt(row.usage.external)} |`,
  );
}
