import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it, in its own process, on a data directory kept
 * between runs (the first run seeds the demo data). Logging is at `warn`, as a busy site would run.
 */
export async function startProductionServer(port: number): Promise<RunningServer> {
  const buildDir = process.env.WEB_BUILD_DIR ?? path.join(ROOT, 'apps/web/build');
  if (!existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(ROOT, 'bench/.data'),
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: buildDir,
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error('the server stopped during start-up');
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 2 minutes');
}
