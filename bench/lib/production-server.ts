import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.join(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  pid: number;
  /** Every stderr line of the server that parses as JSON with an `eventLoopDelay` (EVENT_LOOP_REPORT_MS). */
  eventLoopReports: EventLoopReport[];
  stop(): Promise<void>;
}

export interface EventLoopReport {
  at: number;
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

export interface ServerOptions {
  /** Embedded PGlite data directory (default bench/.data, seeded with the demo data on first run). */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Extra environment (e.g. EVENT_LOOP_REPORT_MS). */
  env?: Record<string, string>;
}

/**
 * The production server as `npm start` runs it (scripts/start.mjs), in its own process. Logging is
 * at `warn`, as a busy site would run. Stopped by its own PID.
 */
export async function startProductionServer(
  port: number,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const buildDir = process.env.WEB_BUILD_DIR ?? path.join(ROOT, 'apps/web/build');
  if (!existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir ?? path.join(ROOT, 'bench/.data'),
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: buildDir,
      ...options.env,
    },
  });
  const eventLoopReports: EventLoopReport[] = [];
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      const report = parseEventLoopLine(line);
      if (report) eventLoopReports.push(report);
      else process.stderr.write(`${line}\n`);
    });
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) throw new Error('the server stopped during start-up');
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid ?? 0, eventLoopReports, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 4 minutes');
}

function parseEventLoopLine(line: string): EventLoopReport | undefined {
  if (!line.startsWith('{"eventLoopDelay"')) return undefined;
  try {
    const { eventLoopDelay } = JSON.parse(line) as { eventLoopDelay: Omit<EventLoopReport, 'at'> };
    return { at: Date.now(), ...eventLoopDelay };
  } catch {
    return undefined;
  }
}
