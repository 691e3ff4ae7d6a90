/**
 * The catalogue JSON and the server-rendered catalogue page under load (autocannon, 50 connections),
 * beside nginx serving a saved copy of the same bytes from disk, the physical limit of this machine.
 *
 *   npx tsx bench/load.bench.ts        (needs the web build and nginx: apt-get install -y nginx-light)
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startProductionServer } from './lib/production-server';

const SERVER_PORT = 3410;
const NGINX_PORT = 3411;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.DURATION ?? 10);

interface Row {
  target: string;
  server: string;
  encoding: string;
  bytes: number;
  requestsPerSecond: number;
  p99: number;
}

async function measure(
  url: string,
  headers: Record<string, string>,
): Promise<{ rps: number; p99: number; bytes: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
  };
}

function startNginx(root: string): Promise<() => void> {
  const conf = path.join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; error_log /dev/null; pid ${root}/nginx.pid;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; gzip_static on;
  types { application/json json; text/html html; }
  server { listen 127.0.0.1:${NGINX_PORT}; root ${root}/www; etag on; } }`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', root], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    setTimeout(() => resolve(() => child.kill('SIGQUIT')), 500);
  });
}

const server = await startProductionServer(SERVER_PORT);
const root = mkdtempSync(path.join(os.tmpdir(), 'motorplaza-bench-'));
chmodSync(root, 0o755); // nginx's workers run as an unprivileged user
mkdirSync(path.join(root, 'www'));
const targets = [
  { name: 'catalogue JSON', path: '/api/v1/catalogo', file: 'catalogo.json' },
  { name: 'catalogue page (SSR)', path: '/compra-tu-auto', file: 'compra-tu-auto.html' },
];
for (const target of targets) {
  const bytes = Buffer.from(await (await fetch(server.url + target.path)).arrayBuffer());
  writeFileSync(path.join(root, 'www', target.file), bytes);
  writeFileSync(path.join(root, 'www', `${target.file}.gz`), gzipSync(bytes, { level: 9 }));
}
const stopNginx = await startNginx(root);

const rows: Row[] = [];
try {
  for (const target of targets) {
    for (const encoding of ['identity', 'gzip']) {
      const headers = { 'accept-encoding': encoding };
      for (const [name, url] of [
        ['nginx (file on disk)', `http://127.0.0.1:${NGINX_PORT}/${target.file}`],
        ['MotorPlaza', server.url + target.path],
      ] as const) {
        const { rps, p99, bytes } = await measure(url, headers);
        rows.push({ target: target.name, server: name, encoding, bytes, requestsPerSecond: rps, p99 });
        console.info(`${target.name} · ${encoding} · ${name}: ${Math.round(rps)} req/s, p99 ${p99} ms`);
      }
    }
  }
} finally {
  stopNginx();
  await server.stop();
}

console.info('\n| target | encoding | server | body | req/s | p99 | share of nginx |');
console.info('|---|---|---|---:|---:|---:|---:|');
for (const row of rows) {
  const nginx = rows.find(
    (r) => r.target === row.target && r.encoding === row.encoding && r.server.startsWith('nginx'),
  );
  const share = nginx ? `${Math.round((row.requestsPerSecond / nginx.requestsPerSecond) * 100)} %` : '';
  console.info(
    `| ${row.target} | ${row.encoding} | ${row.server} | ${(row.bytes / 1024).toFixed(1)} KB | ${Math.round(row.requestsPerSecond).toLocaleString('en')} | ${row.p99} ms | ${share} |`,
  );
}
