import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { safeError } from '../lib/safe-error';
import type { MailAttachment } from './enqueue-mail';
import type { MailTransport } from './mail-transport';
import { claimDue, markAttemptFailed, markSent, type OutboxRow } from './outbox.repository';

export interface SentMail {
  id: number;
  reference: { kind: string; id: number } | null;
  sentAt: Date;
}

export interface MailDrainerOptions {
  db: Db;
  transport: MailTransport;
  /** The From header, e.g. `MotorPlaza <no-responder@motorplaza.pe>`. */
  from: string;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at when nobody wakes the drainer. */
  pollMs?: number;
  batchSize?: number;
  /** Attempts before a message is left FALLIDO. */
  maxAttempts?: number;
  /** Wait after the first failed attempt; doubled after each further one, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed message is this sender's before another may take it. */
  leaseMs?: number;
  /**
   * Attachments built when a message without stored ones leaves, from the row it names (a complaint's
   * copy: its PDF is too slow to build inside the filing's lock); null when there are none to add.
   */
  renderAttachments?: (reference: { kind: string; id: number }) => Promise<MailAttachment[] | null>;
  /** Called once a message has been handed over (after its row says ENVIADO). */
  onSent?: (sent: SentMail) => void | Promise<void>;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface MailDrainer {
  start(): void;
  /** Sends what is due now and resolves when done; rejects when the database cannot be read. */
  drainNow(): Promise<DrainResult>;
  /** An immediate attempt in the background (after a caller's commit): never throws, never waits. */
  wake(): void;
  /** Stops polling and waits for the drain in progress. */
  stop(): Promise<void>;
}

/** What the row and the log keep of a failure: kind and SMTP code, never addresses or text. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const fields = error as { code?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [error.name, fields.code, fields.responseCode, fields.command].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return parts.join(' ').slice(0, COLUMN_LENGTHS.correoSaliente.ultimoError);
}

function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

export function createMailDrainer(options: MailDrainerOptions): MailDrainer {
  const { db, transport, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const domain = domainOf(options.from);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function lateAttachments(row: OutboxRow): Promise<MailAttachment[]> {
    if (row.adjuntos.length > 0 || !options.renderAttachments) return [];
    if (row.referenciaTipo === null || row.referenciaId === null) return [];
    return (await options.renderAttachments({ kind: row.referenciaTipo, id: row.referenciaId })) ?? [];
  }

  async function toMessage(row: OutboxRow): Promise<Mail.Options> {
    return {
      from: options.from,
      to: row.destinatario,
      subject: row.asunto,
      text: row.texto,
      ...(row.html ? { html: row.html } : {}),
      ...(row.responderA ? { replyTo: row.responderA } : {}),
      // Marketing only (RFC 2369 + RFC 8058): the mail program's unsubscribe button posts
      // `List-Unsubscribe=One-Click` to the signed address; transactional mail carries neither.
      ...(row.enlaceBaja
        ? {
            list: { unsubscribe: { url: row.enlaceBaja } },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
      attachments: [
        ...row.adjuntos.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, 'base64'),
        })),
        ...(await lateAttachments(row)),
      ],
      // Stable across attempts: a receiver that got a message twice (at-least-once) can tell.
      messageId: `<outbox-${row.id}.${row.creadoEn.getTime()}@${domain}>`,
    };
  }

  async function sendOne(row: OutboxRow): Promise<boolean> {
    let file: string | undefined;
    try {
      ({ file } = await transport.send(await toMessage(row)));
    } catch (error) {
      const failure = describeFailure(error);
      const giveUp = row.intentos >= maxAttempts;
      const retryInMs = giveUp ? null : Math.min(backoffMs * 2 ** (row.intentos - 1), maxBackoffMs);
      await markAttemptFailed(db, row.id, failure, retryInMs);
      const fields = { mailId: row.id, attempt: row.intentos, failure };
      if (giveUp) log.error(fields, 'mail failed for good after its last attempt');
      else log.warn({ ...fields, retryInMs }, 'mail attempt failed; it will be retried');
      return false;
    }
    const sentAt = await markSent(db, row.id);
    if (file) log.info({ mailId: row.id, file }, 'mail written to the outbox folder (no SMTP_URL)');
    else log.info({ mailId: row.id }, 'mail sent');
    const reference =
      row.referenciaTipo && row.referenciaId !== null
        ? { kind: row.referenciaTipo, id: row.referenciaId }
        : null;
    try {
      await options.onSent?.({ id: row.id, reference, sentAt });
    } catch (error) {
      log.warn({ mailId: row.id, err: safeError(error) }, 'mail onSent hook failed');
    }
    return true;
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    // Batch after batch until nothing is due; a failure ends the round (the server is probably
    // unwell: the next tick or wake-up tries again, and each message keeps its own backoff).
    while (!stopped) {
      const rows = await claimDue(db, batchSize, leaseMs);
      for (const row of rows) {
        if (await sendOne(row)) result.sent += 1;
        else result.failed += 1;
      }
      if (rows.length === 0 || result.failed > 0) break;
    }
    return result;
  }

  function drainNow(): Promise<DrainResult> {
    if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
    const run = chain.then(drainOnce);
    chain = run.catch(() => undefined);
    return run;
  }

  function wake(): void {
    drainNow().catch((error: unknown) => {
      if (isDatabaseUnavailable(error))
        log.warn({ err: safeError(error) }, 'mail outbox: database unavailable; retrying on the next tick');
      else log.error({ err: safeError(error) }, 'mail outbox drain failed; retrying on the next tick');
    });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      wake();
      void chain.then(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (timer || stopped) return;
      schedule();
    },
    drainNow,
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
      transport.close();
    },
  };
}
