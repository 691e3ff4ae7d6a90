import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * A number that moves whenever the data may have changed (decision 0036): after every statement that
 * writes and after the commit or rollback of a transaction that wrote, whoever ran it, and when another
 * process sharing the database says it wrote. An answer computed from the database is reusable while
 * the generation read *before* computing it is still the current one.
 */
export interface DataGeneration {
  current(): number;
  /** Moves the generation (a write was seen here or reported by another process). */
  bump(): void;
  /** Runs after every bump caused by this process's own writes (PostgreSQL tells the others). */
  onOwnWrite(listener: () => void): void;
}

export function createDataGeneration(): DataGeneration & { ownWrite(): void } {
  let value = 0;
  const listeners: (() => void)[] = [];
  return {
    current: () => value,
    bump() {
      value++;
    },
    ownWrite() {
      value++;
      for (const listener of listeners) listener();
    },
    onOwnWrite(listener) {
      listeners.push(listener);
    },
  };
}

/** Statements that never change data (nor end a transaction that may have). */
const READS = new Set([
  'select',
  'begin',
  'start',
  'set',
  'show',
  'savepoint',
  'release',
  'listen',
  'explain',
]);
const ENDS = new Set(['commit', 'rollback', 'end', 'abort']);
const TRANSACTION_STARTS = new Set(['begin', 'start']);

function firstWord(text: string): string {
  const match = /^[\s(]*([a-z]+)/i.exec(text);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * What a statement means for the generation: `read`, `write` (anything unknown counts as one: a
 * needless bump costs a recomputation, a missed one a stale answer) or `end` of a transaction.
 */
export function statementKind(text: string): 'read' | 'write' | 'end' {
  const word = firstWord(text);
  if (ENDS.has(word)) return 'end';
  return READS.has(word) ? 'read' : 'write';
}

const ROW_WRITES = new Set(['insert', 'update', 'delete', 'merge']);

/**
 * Whether a completed statement certainly changed nothing: an INSERT, UPDATE, DELETE or MERGE that
 * touched no row (the outbox's poll every 5 s, an optimistic update that lost its race). Those move
 * nothing, so kept answers survive them.
 */
function changedNothing(text: string, result: unknown): boolean {
  if (!ROW_WRITES.has(firstWord(text))) return false;
  const counts = result as { rowCount?: unknown; affectedRows?: unknown } | null | undefined;
  return counts?.rowCount === 0 || counts?.affectedRows === 0;
}

/** The statement text of a `pg` query argument (a string or a query config). */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Watches every connection of a `pg` pool (the pool's own `query` borrows one too). A write bumps the
 * generation once it completes, and again when its transaction ends: an answer computed between the
 * write and the commit saw the old data and must not outlive the commit.
 */
export function watchPool(pool: pg.Pool, ownWrite: () => void): void {
  pool.on('connect', (client) => {
    let wrote = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      const kind = statementKind(text);
      if (kind === 'read') {
        // A transaction starts: what this connection wrote before was committed (and counted) already.
        if (TRANSACTION_STARTS.has(firstWord(text))) wrote = false;
        return query(...args);
      }
      const after = (outcome?: unknown) => {
        if (kind === 'end') {
          if (!wrote) return;
          wrote = false;
        } else if (changedNothing(text, outcome)) {
          return;
        } else {
          wrote = true;
        }
        ownWrite();
      };
      // The pool's own `query` passes a callback; drizzle's transactions await a promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        return query(...args.slice(0, -1), (error: Error | null | undefined, outcome: unknown) => {
          after(error ? undefined : outcome);
          callback(error, outcome);
        });
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(after, () => after());
      } else {
        after();
      }
      return result;
    };
  });
}

type Runner = Pick<Transaction, 'query' | 'exec'>;

/** Wraps `query` and `exec` of a PGlite handle so every write is reported through `wrote`. */
function watchRunner<T extends Runner>(runner: T, wrote: () => void): T {
  const query = runner.query.bind(runner);
  const exec = runner.exec.bind(runner);
  runner.query = (async (text: string, ...rest: unknown[]) => {
    let result: unknown;
    try {
      result = await (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
      return result;
    } finally {
      if (statementKind(text) !== 'read' && !changedNothing(text, result)) wrote();
    }
  }) as T['query'];
  // `exec` runs scripts (migrations, the first data): always a write.
  runner.exec = (async (...args: Parameters<T['exec']>) => {
    try {
      return await (exec as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      wrote();
    }
  }) as T['exec'];
  return runner;
}

/**
 * Watches a PGlite instance: its own `query`/`exec` and those of every transaction. Nothing else can
 * write to the data directory while this process holds it, so the generation is exact.
 */
export function watchPglite(client: PGlite, ownWrite: () => void): void {
  watchRunner(client, ownWrite);
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    let wrote = false;
    try {
      return await transaction((tx) =>
        callback(
          watchRunner(tx, () => {
            wrote = true;
            ownWrite();
          }),
        ),
      );
    } finally {
      if (wrote) ownWrite();
    }
  };
}
