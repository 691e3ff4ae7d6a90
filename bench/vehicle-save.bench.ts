/**
 * Saving one vehicle with 25 photos of about 4 MB each, end to end: the real API in a process of its
 * own (PGlite in a temporary folder, SEED=none, disk storage), signed in as ADMIN, one multipart POST
 * per run. Reports the time from request start to response and the server's peak memory (VmHWM
 * of its process, read from /proc after each run, and the RSS sampled every 20 ms), and the CPU
 * seconds the server used for the save (from /proc/<pid>/stat: a figure the machine's load does not
 * change much, unlike the elapsed time).
 *
 *   npx tsx bench/vehicle-save.bench.ts        (RUNS=5 for more runs, BENCH_PORT=… for another port)
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { vehicleForm } from '../apps/api/test/vehicle-fixtures';
import { serveApiWithoutWeb } from './lib/api-server';

const ROOT = path.join(import.meta.dirname, '..');
const CACHE = path.join(import.meta.dirname, '.cache');
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const PHOTOS = 25;
const RUNS = Number(process.env.RUNS ?? 3);
const ADMIN = { correo: 'bench@motorplaza.pe', contrasena: 'Bench-Clave-2026' };

/** Noisy 3000 × 2250 JPEGs near 4 MB (noise barely compresses), made once and kept in bench/.cache. */
async function photos(): Promise<Buffer[]> {
  mkdirSync(CACHE, { recursive: true });
  const files: Buffer[] = [];
  for (let index = 0; index < PHOTOS; index++) {
    const file = path.join(CACHE, `vehicle-photo-${index}.jpg`);
    if (!existsSync(file)) {
      const noise = randomBytes(3000 * 2250 * 3);
      writeFileSync(
        file,
        await sharp(noise, { raw: { width: 3000, height: 2250, channels: 3 } })
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
    }
    files.push(readFileSync(file));
  }
  return files;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds (user + system) the process has used so far: fields 14 and 15 of /proc/<pid>/stat. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const images = await photos();
  const total = images.reduce((sum, image) => sum + image.length, 0);
  console.info(
    `${PHOTOS} photos, ${mb(total)} in all (${mb(Math.min(...images.map((i) => i.length)))}–${mb(Math.max(...images.map((i) => i.length)))} each)`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'motorplaza-bench-save-'));
  const url = `http://127.0.0.1:${PORT}`;
  // This same file, in server mode (below): the API alone, without the web build.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'vehicle-save.bench.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED: 'none',
        BENCH_SERVER: '1',
        ADMIN_EMAIL: ADMIN.correo,
        ADMIN_PASSWORD: ADMIN.contrasena,
      },
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error('the server stopped during start-up');
      if (
        await fetch(`${url}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (attempt > 240) throw new Error('the server did not answer within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const idle = memoryOf(pid);
    console.info(`server idle: RSS ${mb(idle.rss)}, peak so far ${mb(idle.hwm)}`);

    const rows: {
      run: number;
      ms: number;
      cpu: number;
      peakRss: number;
      hwm: number;
      status: number;
      load: number;
    }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const form = new FormData();
      form.append(
        'automovil',
        JSON.stringify(
          vehicleForm({
            tag: null,
            placa: null,
            anioFabricacion: 2021,
            anioModelo: 2021,
            precioCompra: 28_000,
            kilometraje: 25_000,
            fotos: images.map((_, index) => ({ archivo: `foto_${index}` })),
          }),
        ),
      );
      images.forEach((image, index) => {
        form.append(
          `foto_${index}`,
          new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
          `foto_${index}.jpg`,
        );
      });
      let peakRss = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, memoryOf(pid).rss);
      }, 20);
      const load = os.loadavg()[0] ?? 0;
      const cpuBefore = cpuOf(pid);
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/automoviles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}` },
        body: form,
      });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      clearInterval(sampler);
      const cpu = cpuOf(pid) - cpuBefore;
      rows.push({ run, ms, cpu, peakRss, hwm: memoryOf(pid).hwm, status: response.status, load });
      if (response.status !== 201) throw new Error(`save answered ${response.status}`);
    }
    console.info(
      `\n${os.availableParallelism()} cores; load average (1 min) when each run started in the table`,
    );
    console.info(
      '\n| run | status | request → response | server CPU | load avg | peak RSS (20 ms samples) | VmHWM after |',
    );
    console.info('|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.info(
        `| ${row.run} | ${row.status} | ${(row.ms / 1000).toFixed(2)} s | ${row.cpu.toFixed(1)} s | ${row.load.toFixed(1)} | ${mb(row.peakRss)} | ${mb(row.hwm)} |`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await (process.env.BENCH_SERVER === '1' ? serveApiWithoutWeb() : main());
