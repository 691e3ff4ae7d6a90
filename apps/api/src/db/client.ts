import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { MIGRATIONS_DIR as MIGRATIONS } from '../config/paths';
import { type CacheNotices, localCacheNotices, pgCacheNotices } from './cache-notices';
import { createDataGeneration, type DataGeneration, watchPglite, watchPool } from './data-generation';
import { migratePglite } from './pglite-migrator';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where to report a connection the server dropped while it sat idle in the pool (a restart,
   * `pg_terminate_backend`). Without a listener `pg` would crash the process; the pool simply
   * opens a new connection for the next query.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Cache invalidation between the processes sharing this database (decision 0033): LISTEN/NOTIFY on
   * PostgreSQL; nothing on PGlite, which one process owns. Started by the app, closed with the database.
   */
  notices: CacheNotices;
  /**
   * Moves whenever the data may have changed (decision 0036): answers computed from the database are
   * kept while it stands still.
   */
  generation: DataGeneration;
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own (a PostgreSQL advisory lock):
   * instances started together migrate and load the first data one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schemaName?: string | undefined;
}

/** The advisory lock key of start-up (migrations and first data): "MPstart" in ASCII. */
const STARTUP_LOCK = 0x4d50_7374_6172_74n.toString();

/**
 * PGlite's buffer cache, inside its WebAssembly memory (decision 0033). PostgreSQL's default of 128 MB
 * kept ~100 MB more resident for good; the inventory's table and indexes at 10,000 cars are ~3 MB, and a
 * page that misses is read from the data directory's files, which the OS caches.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** How long a request waits for a connection while the server is away, before it answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const searchPath = options.schemaName ? `-c search_path=${options.schemaName}` : undefined;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: searchPath,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let reportError = (error: Error) =>
      console.warn(`database connection lost (${(error as { code?: string }).code ?? error.name})`);
    pool.on('error', (error) => reportError(error));
    const generation = createDataGeneration();
    watchPool(pool, generation.ownWrite);
    if (options.schemaName) await pool.query(`create schema if not exists "${options.schemaName}"`);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const notices = pgCacheNotices({
      url: options.url,
      schemaName: options.schemaName,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
    });
    // The other processes hear of every write once it is done: one notice per burst of writes.
    let telling = false;
    generation.onOwnWrite(() => {
      if (telling) return;
      telling = true;
      setImmediate(() => {
        telling = false;
        notices.publish('data');
      });
    });
    notices.subscribe((notice) => {
      if (notice === 'data' || notice === 'all') generation.bump();
    });
    return {
      db,
      kind: 'postgres',
      notices,
      generation,
      onConnectionError(listener) {
        reportError = listener;
      },
      migrate: () =>
        migratePg(db as never, {
          migrationsFolder: MIGRATIONS,
          migrationsSchema: options.schemaName ?? 'drizzle',
        }),
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          // Closing the session releases the lock too, should the unlock itself fail.
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).then(
            () => client.release(),
            (error: Error) => client.release(error),
          );
        }
      },
      async close() {
        await notices.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  // pg_trgm serves the movements search (decision 0018); PGlite bundles it, loaded on demand.
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const generation = createDataGeneration();
  watchPglite(client, generation.ownWrite);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    notices: localCacheNotices(),
    generation,
    // In process: there is no connection to lose.
    onConnectionError() {},
    migrate: () => migratePglite(client, MIGRATIONS),
    // One process owns the data directory.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
