import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * What a process keeps in memory that other processes can make stale (decision 0033): the
 * catalogue's built bytes (and with them the rendered public pages), the site settings, and any
 * answer kept for the data's generation (decision 0036: `data`, sent after every burst of writes).
 */
export type CacheTopic = 'catalog' | 'settings' | 'data';

/** What a listener hears: a topic another process changed, or `all` when notices may have been missed. */
export type CacheNotice = CacheTopic | 'all';

export interface NoticeLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Cache invalidation between the processes that share one database. Each process drops its own copy
 * itself and then `publish`es; the others hear it through `subscribe`.
 */
export interface CacheNotices {
  /** Tells the other processes that `topic` changed (after the change committed). */
  publish(topic: CacheTopic): void;
  /** Runs on every notice of another process, and with `all` after (re)connecting. */
  subscribe(listener: (notice: CacheNotice) => void): void;
  /** Starts listening (PostgreSQL); resolves once listening or once the first attempt failed. */
  start(log: NoticeLog): Promise<void>;
  close(): Promise<void>;
}

/** PGlite: one process owns the data directory, so there is nobody to tell. */
export function localCacheNotices(): CacheNotices {
  return {
    publish() {},
    subscribe() {},
    async start() {},
    async close() {},
  };
}

/** The channel: one per schema, so test apps sharing a database in schemas of their own stay apart. */
export function noticeChannel(schemaName?: string): string {
  return schemaName ? `motorplaza_cache_${schemaName}`.slice(0, 63) : 'motorplaza_cache';
}

export const NOTICES_APPLICATION_NAME = 'motorplaza-cache-notices';
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
/** A notice that cannot be sent (database away right after the commit) is retried this many times. */
const PUBLISH_ATTEMPTS = 6;

export interface PgNoticeOptions {
  /** The same connection string as the pool's. */
  url: string;
  schemaName?: string | undefined;
  /** Sends one notice (through the pool: `select pg_notify($1, $2)`). */
  notify(channel: string, payload: string): Promise<void>;
  connectTimeoutMs: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection (not one of the pool's: a pooled connection
 * goes back to the pool and would stop hearing). The connection reconnects with a growing delay
 * whenever it is lost (a restart, `pg_terminate_backend`, a network cut noticed by TCP keep-alive),
 * and every (re)connection reports `all`: notices sent while it was away are lost, so every cache
 * is dropped.
 */
export function pgCacheNotices(options: PgNoticeOptions): CacheNotices {
  const channel = noticeChannel(options.schemaName);
  /** Tells this process's own notices apart (they are ignored: it already dropped its copy). */
  const origin = randomUUID();
  const listeners: ((notice: CacheNotice) => void)[] = [];
  let log: NoticeLog = { info() {}, warn() {} };
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;
  let closed = false;
  let started = false;

  function emit(notice: CacheNotice): void {
    for (const listener of listeners) {
      try {
        listener(notice);
      } catch (error) {
        log.warn({ err: error }, 'cache notice listener failed');
      }
    }
  }

  function onNotification(message: pg.Notification): void {
    if (message.channel !== channel || !message.payload) return;
    const [from, topic] = message.payload.split(' ');
    if (from === origin) return;
    if (topic === 'catalog' || topic === 'settings' || topic === 'data') emit(topic);
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  function lost(lostClient: pg.Client, error?: Error): void {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.removeAllListeners('notification');
    // An error event may follow the end (or the other way round): keep a handler so none crashes us.
    lostClient.on('error', () => {});
    void lostClient.end().catch(() => {});
    if (closed) return;
    log.warn(
      { code: (error as { code?: string } | undefined)?.code ?? error?.name },
      'cache notices: connection lost; reconnecting',
    );
    scheduleReconnect();
  }

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({
      connectionString: options.url,
      // Names the connection in pg_stat_activity (operators, and the instances test, find it so).
      application_name: NOTICES_APPLICATION_NAME,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    retryMs = RETRY_FIRST_MS;
    log.info({ channel }, 'cache notices: listening');
    // Anything may have changed while nobody listened.
    emit('all');
  }

  async function send(topic: CacheTopic): Promise<void> {
    let waitMs = RETRY_FIRST_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        await options.notify(channel, `${origin} ${topic}`);
        return;
      } catch (error) {
        if (closed || attempt >= PUBLISH_ATTEMPTS) {
          log.warn({ err: error, topic }, 'cache notices: could not tell the other processes');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, waitMs).unref());
        waitMs = Math.min(waitMs * 2, RETRY_MAX_MS);
      }
    }
  }

  return {
    publish(topic) {
      if (!closed) void send(topic);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async start(logger) {
      if (started) return;
      started = true;
      log = logger;
      await connect();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => {});
    },
  };
}
