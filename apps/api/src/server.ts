import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AppDependencies, buildApp } from './app';
import type { Config } from './config/env';
import { ROOT } from './config/paths';
import { type Database, openDatabase } from './db/client';
import { loadOrCreateSecret } from './lib/secret-file';
import { createTokenService, loadJwtSecret } from './modules/auth/token.service';
import { type BootstrapResult, bootstrapData } from './seed/bootstrap';
import { createStorage } from './storage/create-storage';

export { ROOT };
export const APP_VERSION =
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version?: string }).version ??
  '0.0.0';

export interface RunningServer {
  url: string;
  bootstrap: BootstrapResult;
  database: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates, loads base/demo data, and listens. Used by main.ts and the e2e tests. */
export async function startServer(
  config: Config,
  options: { web: AppDependencies['web'] | 'build'; logger?: boolean },
): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const storage = createStorage(config.storage);
  // Instances started together on one PostgreSQL take turns (decision 0033).
  const bootstrap = await database.exclusively(async () => {
    await database.migrate();
    return bootstrapData(database.db, storage, {
      seed: config.seed,
      firstAdmin: config.firstAdmin,
    });
  });
  const tokens = createTokenService(await loadJwtSecret(config.jwtSecret, config.dataDir));
  const { server } = await buildApp({
    config,
    database,
    storage,
    tokens,
    unsubscribeSecret: await loadOrCreateSecret(
      config.unsubscribeSecret,
      config.dataDir,
      'unsubscribe-secret',
    ),
    appVersion: APP_VERSION,
    web:
      options.web === 'build'
        ? { mode: 'production', buildDir: config.webBuildDir ?? path.join(ROOT, 'apps/web/build') }
        : options.web,
    logger: options.logger,
  });
  await server.listen({ host: config.host, port: config.port });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: config.publicUrl.replace(/:\d+$/, `:${port}`),
    bootstrap,
    database,
    async close() {
      // Stops accepting connections and lets in-flight requests finish before the database closes.
      await server.close();
      await database.close();
    },
  };
}
