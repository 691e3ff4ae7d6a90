import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  requestsPerSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Responses that were not 2xx/3xx, and socket errors (connect, read, write, timeout). */
  non2xx: number;
  errors: number;
}

/** wrk and nginx-light from Debian's packages, installed when missing (as root). */
export function ensureTools(): void {
  const missing = [
    ['/usr/bin/wrk', 'wrk'],
    ['/usr/sbin/nginx', 'nginx-light'],
  ].filter(([binary]) => !existsSync(binary as string));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name).join(' ');
  if (process.getuid?.() !== 0) throw new Error(`Install them first: sudo apt-get install -y ${packages}`);
  execFileSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`],
    {
      stdio: 'inherit',
    },
  );
}

function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
    match[2] as 'us' | 'ms' | 's' | 'm'
  ];
}

/** Parses wrk's `--latency` report. */
export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!rps || !p50 || !p99) throw new Error(`unexpected wrk output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(rps[1]),
    p50: durationMs(p50[1] ?? ''),
    p99: durationMs(p99[1] ?? ''),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

export interface WrkOptions {
  url: string;
  headers?: Record<string, string>;
  durationS: number;
  connections?: number;
  threads?: number;
  /** Request these paths of `url`'s server in turn instead of `url` alone (a wrk Lua script). */
  paths?: string[];
}

/** A wrk script that asks `paths` one after the other, round and round. */
function rotationScript(paths: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'motorplaza-wrk-'));
  const file = path.join(dir, 'paths.lua');
  const list = paths.map((entry) => JSON.stringify(entry)).join(',\n  ');
  writeFileSync(
    file,
    `local paths = {\n  ${list}\n}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format(nil, paths[(i % #paths) + 1])\nend\n`,
  );
  return file;
}

/** One wrk run (`-t1 -c50` by default, `--latency`), asynchronous so the caller can do work meanwhile. */
export function runWrk(options: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${options.threads ?? 1}`,
    `-c${options.connections ?? 50}`,
    `-d${options.durationS}s`,
    '--latency',
    '--timeout',
    '10s',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (options.paths) args.push('-s', rotationScript(options.paths));
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      try {
        resolve(parseWrk(output));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A 2 s warm-up, then the measured run. */
export async function measure(options: WrkOptions): Promise<WrkResult> {
  await runWrk({ ...options, durationS: 2 });
  return runWrk(options);
}
