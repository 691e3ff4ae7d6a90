import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempt } from '../../db/schema/index';

/** Failed sign-ins are counted over this window (decision 0004). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before that pair is refused. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, whatever the accounts, before the address is refused. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Failures of one account from anywhere before each further attempt on it is slowed down. A brake,
 * never a lock: others' failures must not keep the owner out from an address that has not failed.
 */
export const ACCOUNT_BRAKE_AFTER = 5;
export const ACCOUNT_BRAKE_STEP_MS = 200;
export const ACCOUNT_BRAKE_MAX_MS = 3_000;

export interface Throttle {
  refused: boolean;
  delayMs: number;
}

/** The account-wide brake for a number of recent failures of an account. */
export function accountBrakeMs(accountFailures: number): number {
  const over = accountFailures - ACCOUNT_BRAKE_AFTER + 1;
  return over <= 0 ? 0 : Math.min(over * ACCOUNT_BRAKE_STEP_MS, ACCOUNT_BRAKE_MAX_MS);
}

/** Kept in the database, so every server instance sees the same counts. */
export async function throttleOf(db: DbOrTx, correo: string, ip: string): Promise<Throttle> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginAttempt.correo} = ${correo} and ${loginAttempt.ip} = ${ip})::int`,
      address: sql<number>`count(*) filter (where ${loginAttempt.ip} = ${ip})::int`,
      account: sql<number>`count(*) filter (where ${loginAttempt.correo} = ${correo})::int`,
    })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.succeeded, false),
        gt(loginAttempt.attemptedAt, since),
        or(eq(loginAttempt.correo, correo), eq(loginAttempt.ip, ip)),
      ),
    );
  const pair = row?.pair ?? 0;
  const address = row?.address ?? 0;
  return {
    refused: pair >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS || address >= MAX_FAILURES_PER_ADDRESS,
    delayMs: accountBrakeMs(row?.account ?? 0),
  };
}

/** Refuses (true) or waits out the account-wide brake and lets the attempt go on (false). */
export async function isThrottled(db: DbOrTx, correo: string, ip: string): Promise<boolean> {
  const throttle = await throttleOf(db, correo, ip);
  if (throttle.refused) return true;
  if (throttle.delayMs > 0) await sleep(throttle.delayMs);
  return false;
}

export async function recordAttempt(
  db: DbOrTx,
  correo: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(loginAttempt).values({ correo, ip, succeeded });
}
