import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { DkimConfig } from '../config/dkim';

/** Where a message went: an SMTP server, or the `.eml` file written for it. */
export interface MailTransport {
  /** Human description for the start-up log (no credentials). */
  readonly description: string;
  send(message: Mail.Options): Promise<{ file?: string }>;
  close(): void;
}

// An SMTP server that stops answering must not hold a message (and the drainer) for nodemailer's
// default 10 minutes: the lease of a claimed message is longer than these together (decision 0025).
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * SMTP when a URL is configured, otherwise `.eml` files in `outboxDir` (development, demos); both
 * signed with DKIM when a key is configured (docs/decisions/0071-dkim-signing.md).
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  dkim?: DkimConfig | undefined;
}): MailTransport {
  const { smtpUrl, outboxDir } = options;
  const dkim = options.dkim ? { dkim: options.dkim } : {};
  const signed = options.dkim ? `, DKIM d=${options.dkim.domainName} s=${options.dkim.keySelector}` : '';
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...dkim });
    return {
      description: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}${signed}`,
      async send(message) {
        await transporter.sendMail(message);
        return {};
      },
      close: () => transporter.close(),
    };
  }
  // RFC 5322 lines end in CRLF, in the headers and in every body part: an .eml file is a message as
  // it travels, so any mail tool (or a later resend) reads it as such.
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...dkim,
  });
  return {
    description: `.eml files in ${outboxDir}${signed}`,
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outboxDir, name);
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { file };
    },
    close: () => transporter.close(),
  };
}
