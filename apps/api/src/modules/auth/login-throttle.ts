import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempt, loginTurn } from '../../db/schema/index';

/** Failed sign-ins are counted over this window (decision 0004). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before that pair is refused. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, whatever the accounts, before the address is refused. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Attempts on one account take turns (issue 23): each may start no sooner than the turn of the one
 * before it plus a delay that doubles with every attempt since the account's last success, from
 * TURN_STEP_MS up to TURN_MAX_STEP_MS. Parallel or rapid guesses from any number of addresses therefore
 * run one after another, ever slower, while the owner's first attempt, or one made after a pause,
 * waits nothing. A brake, never a lock: an attempt is refused (429, nothing reserved) only when its
 * turn would be more than TURN_MAX_WAIT_MS away.
 */
export const TURN_STEP_MS = 250;
export const TURN_MAX_STEP_MS = 8_000;
export const TURN_MAX_WAIT_MS = 30_000;
/** Failures of one account in the window after which its owner is told (once per window). */
export const NOTIFY_OWNER_AFTER = 5;

/** The delay between an attempt and the one before it, after `streak` attempts since a success. */
export function turnDelayMs(streak: number): number {
  if (streak <= 0) return 0;
  return Math.min(TURN_STEP_MS * 2 ** Math.min(streak - 1, 30), TURN_MAX_STEP_MS);
}

/** Whether this account and address, or this address, failed too often (kept in the database). */
export async function isRefused(db: DbOrTx, correo: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginAttempt.correo} = ${correo} and ${loginAttempt.ip} = ${ip})::int`,
      address: sql<number>`count(*) filter (where ${loginAttempt.ip} = ${ip})::int`,
    })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.succeeded, false),
        gt(loginAttempt.attemptedAt, since),
        or(eq(loginAttempt.correo, correo), eq(loginAttempt.ip, ip)),
      ),
    );
  return (
    (row?.pair ?? 0) >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
    (row?.address ?? 0) >= MAX_FAILURES_PER_ADDRESS
  );
}

/**
 * Reserves this attempt's turn on the account in one statement (every instance shares the row) and
 * answers how long to wait for it, or null when the queue is full. The statement is the only database
 * work: the wait that follows holds no connection.
 */
export async function reserveTurn(db: DbOrTx, correo: string): Promise<number | null> {
  // A turn quiet for a whole window starts again from no attempts.
  const quiet = sql`${loginTurn.nextAt} < now() - ${THROTTLE_WINDOW_MS} * interval '1 millisecond'`;
  const streakBefore = sql`(case when ${quiet} then 0 else ${loginTurn.streak} end)`;
  const delayMs = sql`(case when ${streakBefore} <= 0 then 0 else least(${TURN_STEP_MS} * power(2, least(${streakBefore} - 1, 30)), ${TURN_MAX_STEP_MS}) end)`;
  const turn = sql`greatest(${loginTurn.nextAt} + ${delayMs} * interval '1 millisecond', now())`;
  const [row] = await db
    .insert(loginTurn)
    .values({ correo, nextAt: sql`now()`, streak: 1 })
    .onConflictDoUpdate({
      target: loginTurn.correo,
      set: { nextAt: turn, streak: sql`${streakBefore} + 1` },
      setWhere: sql`${turn} <= now() + ${TURN_MAX_WAIT_MS} * interval '1 millisecond'`,
    })
    .returning({
      waitMs: sql<number>`greatest(0, extract(epoch from (${loginTurn.nextAt} - now())) * 1000)::float8`,
    });
  return row ? Number(row.waitMs) : null;
}

/** Reserves a turn and waits for it; false when the account's queue is full. */
export async function awaitTurn(db: DbOrTx, correo: string): Promise<boolean> {
  const waitMs = await reserveTurn(db, correo);
  if (waitMs === null) return false;
  if (waitMs > 0) await sleep(waitMs);
  return true;
}

/** The owner got in: the next attempts on the account start again without delay. */
export async function resetTurn(db: DbOrTx, correo: string): Promise<void> {
  await db.update(loginTurn).set({ streak: 0 }).where(eq(loginTurn.correo, correo));
}

export async function recordAttempt(
  db: DbOrTx,
  correo: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(loginAttempt).values({ correo, ip, succeeded });
}

/**
 * After a failure: whether the account's owner should now be told of the failed attempts, i.e. the
 * account failed NOTIFY_OWNER_AFTER times in the window and was not told in the window. Claims the
 * notice in the same statement, so two instances never both send it. Answers the failure count.
 */
export async function claimOwnerNotice(db: DbOrTx, correo: string): Promise<number | null> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [counted] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.correo, correo),
        eq(loginAttempt.succeeded, false),
        gt(loginAttempt.attemptedAt, since),
      ),
    );
  const failures = counted?.failures ?? 0;
  if (failures < NOTIFY_OWNER_AFTER) return null;
  const claimed = await db
    .update(loginTurn)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(loginTurn.correo, correo),
        sql`(${loginTurn.notifiedAt} is null or ${loginTurn.notifiedAt} < now() - ${THROTTLE_WINDOW_MS} * interval '1 millisecond')`,
      ),
    )
    .returning({ correo: loginTurn.correo });
  return claimed.length === 1 ? failures : null;
}
