import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { startPeriodic } from '../../lib/periodic';
import { safeError } from '../../lib/safe-error';
import type { MailDrainer } from '../../mail/mail-drainer';
import { deleteExpired } from './alert.repository';
import { recordAlertConsent } from './alert-consent';
import { sendAlertDigests } from './alert-digest';
import type { AlertLinks } from './alert-links';
import { createAlertMatcher } from './alert-matcher';

export interface AlertWorkDeps {
  db: Db;
  links: AlertLinks;
  publicUrl: string;
  mail: Pick<MailDrainer, 'wake'>;
  log: FastifyBaseLogger;
  everyMs: number;
}

/** Pending alerts past their window go, each with its line in the consent ledger. */
export async function expireAlerts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await deleteExpired(tx, now);
    for (const alert of gone) await recordAlertConsent(tx, alert, 'vencimiento', null);
    return gone.length;
  });
}

/**
 * The alerts' background work on every instance (issue 26), off the request path: match the inventory's
 * events, queue the day's digests, drop unconfirmed alerts past their window. Each part locks what it
 * takes, so instances share the work without doing any of it twice.
 */
export function startAlertWork(deps: AlertWorkDeps) {
  const matcher = createAlertMatcher(deps.db);
  return startPeriodic(deps.everyMs, async () => {
    try {
      const now = new Date();
      await matcher.drain();
      if ((await sendAlertDigests(deps.db, deps.links, deps.publicUrl, now)) > 0) deps.mail.wake();
      await expireAlerts(deps.db, now);
    } catch (error) {
      if (isDatabaseUnavailable(error))
        deps.log.warn({ err: safeError(error) }, 'alert work: database unavailable');
      else deps.log.error({ err: safeError(error) }, 'alert work failed');
    }
  });
}
