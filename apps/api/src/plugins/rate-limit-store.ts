import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What @fastify/rate-limit's stores hand back: hits in the window and milliseconds left. */
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, count?: Count) => void;

/**
 * The route a child store counts for: @fastify/rate-limit passes the route's merged limiter options,
 * whose `routeInfo` is the route (its typings say the route itself; neither is relied on blindly).
 */
function routeOf(params: unknown): string {
  const info = (params as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
  if (typeof info?.url !== 'string') return '*';
  const method = Array.isArray(info.method) ? info.method.join(',') : String(info.method ?? '');
  return `${method} ${info.url}`;
}

/** Expired rows are swept at most this often per process, a bounded batch at a time. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1_000;
/** `hits` is a PostgreSQL integer: a flood stops counting there instead of failing. */
const INT32_MAX = 2_147_483_647;

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * The limiter's counts in the `rate_limit` table (docs/decisions/0051-rate-limits-in-the-database.md),
 * so that every instance on one database enforces one limit. A window is one row: the first hit sets
 * when it ends, the next ones add to it, and a hit after the end starts a new window; one atomic
 * upsert does all of it, on the database's clock (instances' clocks may differ). The app uses it on
 * PostgreSQL; on PGlite, which one process owns, the limiter's in-process store is enough.
 *
 * A database that cannot be reached fails the request like any other query of the route (503 through
 * the error handler): the limiter never lets requests through uncounted.
 */
export function databaseRateLimitStore(db: Db) {
  let lastSweep = 0;

  function sweep(): void {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Best effort: a row left over is only a finished window, which the next hit restarts anyway.
    db.execute(sql`
      delete from rate_limit where clave in (
        select clave from rate_limit where expires_at < now() limit ${SWEEP_BATCH}
      )`).catch(() => {});
  }

  class DatabaseRateLimitStore {
    readonly #route: string;

    constructor(params?: unknown) {
      this.#route = routeOf(params);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      const clave = `${this.#route}|${key}`;
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute(sql`
        insert into rate_limit (clave, hits, expires_at)
        values (${clave}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (clave) do update set
          hits = case when rate_limit.expires_at <= now() then 1
                      else least(rate_limit.hits + 1, ${INT32_MAX}) end,
          expires_at = case when rate_limit.expires_at <= now() then excluded.expires_at
                            else rate_limit.expires_at end
        returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl`)
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) });
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const clave = `${this.#route}|${key}`;
      db.execute(sql`
        select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl
        from rate_limit where clave = ${clave} and expires_at > now()`)
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => callback(error));
    }

    /** One store per limited route: each route counts on its own, as the in-process store did. */
    child(params: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  }

  return DatabaseRateLimitStore;
}
