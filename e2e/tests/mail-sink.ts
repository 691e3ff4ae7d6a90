import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { MAIL_SINK_DIR } from '../playwright.config';

/**
 * The message the SMTP sink (e2e/smtp-sink.ts) received whose subject holds `text`, once it arrives;
 * `to` narrows it to one recipient.
 */
export async function outboxMessage(text: string, to?: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(MAIL_SINK_DIR).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(path.join(MAIL_SINK_DIR, file)));
          const recipient = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
          if (mail.subject?.includes(text) && (!to || recipient === to)) found = mail;
        }
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  if (!found) throw new Error(`no message about ${text}`);
  return found;
}
