import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { loadConfig } from './config/env';
import { ROOT, startServer } from './server';

/** `npm run dev`: the same single process, with Vite's hot reload for the web app. */
async function dev(): Promise<void> {
  const vite = await createServer({
    root: path.join(ROOT, 'apps/web'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn', ...process.env });
  const running = await startServer(config, {
    web: {
      mode: 'development',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      middleware: (req, res, next) => vite.middlewares(req, res, next),
    },
  });
  console.info(`\n  MotorPlaza (desarrollo) en ${running.url}\n`);
}

dev().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
