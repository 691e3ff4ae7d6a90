import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingLogger } from '../../test/log-lines';
import { headerFields, headerOf } from '../../test/mail-headers';
import { everyMailKind, type MailKind, mailBuilderNames } from '../../test/mail-kinds';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config/env';
import { correoSaliente, sellOffer } from '../db/schema/index';
import { copyAttachments } from '../modules/complaints/complaint-mail';
import { enqueueMail } from './enqueue-mail';
import { createMailDrainer } from './mail-drainer';
import { createMailTransport } from './mail-transport';
import { enqueueMarketingMail } from './marketing-mail';

/**
 * Every kind of e-mail the product sends, built by its own builders, sent through the real
 * transports — the `.eml` outbox and a real SMTP server — signed with DKIM, and read back by tools we
 * did not write (mailparser, mailauth's DKIM verifier, ical.js): RFC 5322 lines and headers, the
 * parts, the attachments, the signature, and the List-Unsubscribe pair on marketing only
 * (docs/decisions/0070-list-unsubscribe-one-click.md, docs/decisions/0071-dkim-signing.md).
 */
const TO = 'destinatario.pruebas@correo.pe';
const FROM = 'MotorPlaza <no-responder@motorplaza.pe>';
const SELECTOR = 'mp2026';
const DOMAIN = 'motorplaza.pe';

let t: TestApp;
let sink: SmtpSink;
let dir: string;
let kinds: MailKind[];
/** The DKIM key's public half, as its DNS TXT record would publish it. */
let dnsRecord: string;
/** The raw messages by kind, as written to the outbox folder and as received over SMTP. */
const written = new Map<string, string>();
const received = new Map<string, string>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-every-mail-'));
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(dir, 'dkim.pem');
  await writeFile(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  dnsRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  // The DKIM settings as an operator gives them, through the real configuration.
  const { dkim } = loadConfig({
    DATA_DIR: dir,
    DKIM_DOMAIN: DOMAIN,
    DKIM_SELECTOR: SELECTOR,
    DKIM_PRIVATE_KEY_FILE: keyFile,
  }).mail;
  sink = await startSmtpSink();
  t = await createTestApp({ demo: true, mail: { pollMs: 3_600_000 } });
  kinds = await everyMailKind(t, TO);
  await t.database.db.insert(sellOffer).values({
    nombreCompleto: 'Destinatario Pruebas',
    correo: TO,
    celular: '987650001',
    marca: 'Kia',
    modelo: 'Rio',
    anio: 2018,
    kilometraje: 61000,
    consentimientoPrivacidad: true,
    consentimientoMarketing: true,
  });
  const ids = new Map<number, string>();
  await t.database.db.transaction(async (tx) => {
    for (const kind of kinds) {
      const id = kind.marketing
        ? await enqueueMarketingMail(tx, t.unsubscribe, kind.mail)
        : await enqueueMail(tx, kind.mail);
      if (id === null) throw new Error(`${kind.name} was not queued`);
      ids.set(id, kind.name);
    }
  });
  const drain = async (smtpUrl: string | undefined) => {
    const drainer = createMailDrainer({
      db: t.database.db,
      from: FROM,
      log: collectingLogger().log,
      transport: createMailTransport({ smtpUrl, outboxDir: path.join(dir, 'outbox'), dkim }),
      renderAttachments: (reference) => copyAttachments(t.database.db, reference),
    });
    expect(await drainer.drainNow()).toEqual({ sent: kinds.length, failed: 0 });
    await drainer.stop();
  };
  await drain(undefined);
  for (const file of await readdir(path.join(dir, 'outbox'))) {
    const raw = await readFile(path.join(dir, 'outbox', file), 'latin1');
    const id = Number(/<outbox-(\d+)\./.exec(headerOf(raw, 'Message-ID') ?? '')?.[1]);
    written.set(ids.get(id) ?? `unknown ${file}`, raw);
  }
  // The same rows again, through the SMTP server.
  await t.database.db
    .update(correoSaliente)
    .set({ estado: 'PENDIENTE', intentos: 0, proximoIntento: sql`now()` });
  await drain(sink.url);
  for (const bytes of await sink.waitFor(kinds.length).then(() => sink.raw)) {
    const raw = bytes.toString('latin1');
    const id = Number(/<outbox-(\d+)\./.exec(headerOf(raw, 'Message-ID') ?? '')?.[1]);
    received.set(ids.get(id) ?? 'unknown', raw);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
  await rm(dir, { recursive: true, force: true });
});

const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[dnsRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

/** What RFC 5322 and the receiving servers ask of the bytes of any message. */
function wireProblems(raw: string): string[] {
  const problems: string[] = [];
  if (/(?<!\r)\n/.test(raw)) problems.push('a line ends in a bare LF');
  if (/\r(?!\n)/.test(raw)) problems.push('a bare CR');
  const long = raw.split('\r\n').filter((line) => Buffer.byteLength(line, 'latin1') > 998);
  if (long.length > 0) problems.push(`${long.length} lines over 998 octets`);
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5322 headers are printable US-ASCII.
  if (/[^\x09\x0a\x0d\x20-\x7e]/.test(head)) problems.push('a header is not 7-bit ASCII (not encoded)');
  return problems;
}

/** The messages as each transport sent them, for every kind: the test names say which one failed. */
function eachSent(): { label: string; kind: MailKind; raw: string }[] {
  return (
    [
      ['.eml', written],
      ['SMTP', received],
    ] as const
  ).flatMap(([transport, messages]) =>
    kinds.map((kind) => ({ label: `${transport} ${kind.name}`, kind, raw: messages.get(kind.name) ?? '' })),
  );
}

/** The content types of a message's attachments. */
async function attachedTypes(raw: string): Promise<string[]> {
  const parsed = await simpleParser(Buffer.from(raw, 'latin1'));
  return parsed.attachments.map((attachment) => attachment.contentType);
}

describe('every kind of e-mail the product sends, through the .eml outbox and SMTP', () => {
  it('has CRLF only, lines within 998 octets, encoded headers, and mailparser reads back what was built', async () => {
    // Every builder of the modules' *-mail.ts files is here, and each kind left through both transports.
    const covered = new Set(kinds.map((kind) => kind.name.split(' ')[0]));
    expect((await mailBuilderNames()).filter((name) => !covered.has(name))).toEqual([]);
    expect([written.size, received.size]).toEqual([kinds.length, kinds.length]);
    for (const { label, kind, raw } of eachSent()) {
      expect(wireProblems(raw), label).toEqual([]);
      const names = headerFields(raw).map((field) => field.name.toLowerCase());
      for (const name of ['date', 'message-id', 'from', 'to', 'subject', 'mime-version'])
        expect(
          names.filter((found) => found === name),
          `${label} ${name}`,
        ).toHaveLength(1);
      const parsed = await simpleParser(Buffer.from(raw, 'latin1'));
      expect(parsed.date?.getTime(), label).toBeGreaterThan(Date.now() - 600_000);
      expect(parsed.messageId, label).toMatch(/^<outbox-\d+\.\d+@motorplaza\.pe>$/);
      expect(parsed.from?.value[0]?.address, label).toBe('no-responder@motorplaza.pe');
      expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]?.address, label).toBe(kind.mail.to);
      expect(parsed.subject, label).toBe(kind.mail.subject);
      expect(parsed.text?.startsWith(kind.mail.text), label).toBe(true);
      expect(/charset=utf-8/i.test(raw), `${label} declares UTF-8`).toBe(true);
      if (kind.marketing) expect(parsed.html, label).toContain(kind.mail.html);
      else expect(parsed.html, label).toBe(false);
      for (const attachment of parsed.attachments) {
        if (attachment.contentType === 'application/pdf')
          expect(attachment.content.subarray(0, 5).toString(), label).toBe('%PDF-');
        else {
          expect(attachment.contentType, label).toBe('text/calendar');
          expect(() => ICAL.parse(attachment.content.toString('utf8')), label).not.toThrow();
        }
      }
    }
    // The complaint's copy carries the sheet, built when it left; the seller's booking its calendar.
    for (const messages of [written, received]) {
      expect(await attachedTypes(messages.get('copyMail') ?? '')).toEqual(['application/pdf']);
      expect(await attachedTypes(messages.get('answerMail') ?? '')).toEqual(['application/pdf']);
      expect(await attachedTypes(messages.get('sellerReceivedMail') ?? '')).toEqual(['text/calendar']);
    }
  });

  it('carries the one-click List-Unsubscribe pair on marketing and alerts, and neither header on other mail', () => {
    for (const { label, kind, raw } of eachSent()) {
      const unsubscribe = headerOf(raw, 'List-Unsubscribe');
      const post = headerOf(raw, 'List-Unsubscribe-Post');
      if (kind.marketing) {
        expect(unsubscribe, label).toBe(`<${t.unsubscribe.url(TO)}>`);
        expect(post, label).toBe('List-Unsubscribe=One-Click');
      } else if (kind.mail.unsubscribeUrl) {
        // The catalogue alerts' own list (issue 26): its page deletes the alerts in one click.
        expect(unsubscribe, label).toBe(`<${t.alertLinks.pageUrl(TO)}>`);
        expect(post, label).toBe('List-Unsubscribe=One-Click');
      } else {
        expect(unsubscribe, label).toBeUndefined();
        expect(post, label).toBeUndefined();
      }
    }
  });

  it('signs every message with DKIM for the domain, and mailauth verifies each signature', async () => {
    for (const { label, kind, raw } of eachSent()) {
      const signature = headerOf(raw, 'DKIM-Signature') ?? '';
      expect(signature, label).toMatch(new RegExp(`(^|;\\s*)d=${DOMAIN.replace('.', '\\.')};`));
      expect(signature, label).toMatch(new RegExp(`(^|;\\s*)s=${SELECTOR};`));
      if (kind.marketing)
        expect(signature.replace(/\s/g, ''), label).toMatch(/h=[^;]*List-Unsubscribe:List-Unsubscribe-Post/i);
      const { results } = await dkimVerify(Buffer.from(raw, 'latin1'), { resolver });
      expect(
        results.map((result) => result.status.result),
        label,
      ).toEqual(['pass']);
    }
  });
});
