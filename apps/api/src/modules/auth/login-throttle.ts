import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempt } from '../../db/schema/index';

/** Failed sign-ins allowed in the window, per account and per address. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

async function failuresSince(
  db: DbOrTx,
  column: 'correo' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt[column], value),
        eq(loginAttempt.succeeded, false),
        gt(loginAttempt.attemptedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Kept in the database, so every server instance sees the same counts. */
export async function isThrottled(db: DbOrTx, correo: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    failuresSince(db, 'correo', correo, since),
    failuresSince(db, 'ip', ip, since),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordAttempt(
  db: DbOrTx,
  correo: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(loginAttempt).values({ correo, ip, succeeded });
}
