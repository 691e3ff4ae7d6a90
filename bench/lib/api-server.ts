import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '../..');

/**
 * A bench's server mode (`BENCH_SERVER=1`, in a child process of its own): the API as `npm start`
 * configures it from the environment, without the web app (these benchmarks need no pages), until
 * SIGTERM.
 */
export async function serveApiWithoutWeb(): Promise<void> {
  // Loaded by path: apps/api is type-checked by its own project, under its own compiler settings.
  const api = (file: string) => import(path.join(ROOT, 'apps/api/src', file));
  const { loadConfig } = (await api('config/env.ts')) as { loadConfig: () => unknown };
  const { startServer } = (await api('server.ts')) as {
    startServer: (
      config: unknown,
      options: { web: null; logger: boolean },
    ) => Promise<{ close(): Promise<void> }>;
  };
  const running = await startServer(loadConfig(), { web: null, logger: false });
  process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
}
