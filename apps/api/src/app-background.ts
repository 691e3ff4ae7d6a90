import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { createMailDrainer, type MailDrainer, type MailDrainerOptions } from './mail/mail-drainer';
import { createMailTransport } from './mail/mail-transport';
import type { AlertLinks } from './modules/alerts/alert-links';
import { startAlertWork } from './modules/alerts/alert-work';
import { copyAttachments, recordComplaintMailSent } from './modules/complaints/complaint-mail';
import { startOfferSweep } from './modules/offers/offer-retention';
import type { Storage } from './storage/storage';

export interface BackgroundDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** The outbox drainer's transport and timings (tests); default from `config.mail`. */
  mail?: Partial<Omit<MailDrainerOptions, 'db' | 'log' | 'from'>>;
  /** How often the catalogue alerts' matcher and digests run (default 15 s; tests run them by hand). */
  alertWorkMs?: number;
}

/**
 * The work every instance does besides answering requests, from `ready` to `close`: the e-mail
 * outbox, the offers' sweep, the catalogue alerts and the cache notices between processes. Returns the outbox's drainer.
 */
export function startBackgroundWork(
  app: FastifyInstance,
  deps: BackgroundDeps,
  alertLinks: AlertLinks,
): MailDrainer {
  const { config, database, storage } = deps;
  // Outgoing mail leaves from the outbox in the background (decision 0025). It stops on close,
  // before the database does (the server's close runs these hooks first).
  const mailTransport = deps.mail?.transport ?? createMailTransport(config.mail);
  const mail = createMailDrainer({
    db: database.db,
    from: config.mail.from,
    log: app.log.child({ module: 'mail' }),
    ...deps.mail,
    transport: mailTransport,
    renderAttachments: (reference) => copyAttachments(database.db, reference),
    // The complaints book records when its copies and answers left (docs/decisions/0028).
    onSent: async (sent) => {
      await recordComplaintMailSent(database.db, sent);
      await deps.mail?.onSent?.(sent);
    },
  });
  app.addHook('onReady', async () => {
    app.log.info({ transport: mailTransport.description }, 'mail outbox drainer started');
    mail.start();
  });
  app.addHook('onClose', async () => mail.stop());
  // Unconfirmed offers expire and old offer photos go, on every instance (issue 23).
  let offerSweep: ReturnType<typeof startOfferSweep> | undefined;
  app.addHook('onReady', async () => {
    offerSweep = startOfferSweep({
      db: database.db,
      storage,
      log: app.log.child({ module: 'offer-sweep' }),
      everyMs: 60_000,
    });
  });
  app.addHook('onClose', async () => offerSweep?.stop());
  // The catalogue alerts are matched and their digests queued off the request path (issue 26).
  let alertWork: ReturnType<typeof startAlertWork> | undefined;
  app.addHook('onReady', async () => {
    alertWork = startAlertWork({
      db: database.db,
      links: alertLinks,
      publicUrl: config.publicUrl,
      mail,
      log: app.log.child({ module: 'alerts' }),
      everyMs: deps.alertWorkMs ?? 15_000,
    });
  });
  app.addHook('onClose', async () => alertWork?.stop());
  // Several processes on one PostgreSQL drop each other's cached catalogue, pages and settings
  // through LISTEN/NOTIFY (decision 0033); the listener closes with the database.
  app.addHook('onReady', async () => {
    await database.notices.start(app.log.child({ module: 'cache-notices' }));
  });
  return mail;
}
