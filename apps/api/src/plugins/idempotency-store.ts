import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKey } from '../db/schema/idempotency';

/** One fill of a form: whose key it is, the key, where it was sent and a fingerprint of what. */
export interface IdempotencyClaim {
  readonly scope: string;
  readonly clave: string;
  readonly ruta: string;
  readonly huella: string;
}

export type ClaimOutcome =
  /** This request runs; its answer is stored (or the key released) when it ends. */
  | { readonly kind: 'claimed' }
  /** An earlier request with this key succeeded: its answer, as it was sent. */
  | { readonly kind: 'replay'; readonly status: number; readonly body: string }
  /** The key was used for another route or other data. */
  | { readonly kind: 'mismatch' }
  /** The first request with this key is still running after the wait. */
  | { readonly kind: 'inProgress' };

export interface IdempotencyTimings {
  /** How long a repeat waits for the first request to finish before it answers 409. */
  readonly waitMs: number;
  /** How often a waiting repeat looks again. */
  readonly pollMs: number;
}

/** Kept answers are replayed for a day (decision 0044); then the key may be used again. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A first request that never finished (its process died) frees its key after this. */
const ABANDONED_MS = 2 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The keys of decision 0044 in the database. The primary key (scope, key) decides which of several
 * simultaneous requests runs, on one instance or many: only one INSERT takes it; the others read the
 * row and wait for its answer.
 */
export function createIdempotencyStore(db: Db, timings: IdempotencyTimings) {
  const ofClaim = (claim: IdempotencyClaim) =>
    and(eq(idempotencyKey.scope, claim.scope), eq(idempotencyKey.clave, claim.clave));

  async function take(claim: IdempotencyClaim): Promise<boolean> {
    const inserted = await db
      .insert(idempotencyKey)
      .values(claim)
      .onConflictDoNothing()
      .returning({ clave: idempotencyKey.clave });
    return inserted.length > 0;
  }

  async function claim(claim: IdempotencyClaim): Promise<ClaimOutcome> {
    await db.delete(idempotencyKey).where(lt(idempotencyKey.createdAt, new Date(Date.now() - KEEP_MS)));
    const deadline = Date.now() + timings.waitMs;
    for (;;) {
      if (await take(claim)) return { kind: 'claimed' };
      const [row] = await db.select().from(idempotencyKey).where(ofClaim(claim));
      if (!row) continue; // released by a failed first request: take it now
      if (row.estado === null && row.createdAt.getTime() < Date.now() - ABANDONED_MS) {
        await db
          .delete(idempotencyKey)
          .where(and(ofClaim(claim), eq(idempotencyKey.createdAt, row.createdAt)));
        continue;
      }
      if (row.ruta !== claim.ruta || row.huella !== claim.huella) return { kind: 'mismatch' };
      if (row.estado !== null) return { kind: 'replay', status: row.estado, body: row.cuerpo ?? '' };
      if (Date.now() >= deadline) return { kind: 'inProgress' };
      await sleep(timings.pollMs);
    }
  }

  return {
    claim,
    /** Keeps the first request's successful answer for the repeats. */
    async keep(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyKey)
        .set({ estado: status, cuerpo: body })
        .where(and(ofClaim(claim), sql`${idempotencyKey.estado} is null`));
    },
    /** A first request that did not succeed frees its key: the corrected fill is sent with it again. */
    async release(claim: IdempotencyClaim): Promise<void> {
      await db.delete(idempotencyKey).where(and(ofClaim(claim), sql`${idempotencyKey.estado} is null`));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
