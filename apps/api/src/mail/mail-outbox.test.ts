import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectingLogger } from '../../test/log-lines';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { correoSaliente } from '../db/schema/index';
import { enqueueMail } from './enqueue-mail';
import { createMailDrainer, type MailDrainerOptions, type SentMail } from './mail-drainer';
import { createMailTransport } from './mail-transport';

/** Outgoing mail through a real SMTP server in process, on PGlite or TEST_DATABASE_URL's PostgreSQL. */

const FROM = 'MotorPlaza <no-responder@motorplaza.pe>';
const TO = 'cliente.prueba@correo.pe';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let database: Database;
let schemaName: string | undefined;
let sink: SmtpSink;
let dataDir: string;
const logger = collectingLogger();

function drainer(overrides: Partial<MailDrainerOptions> = {}) {
  return createMailDrainer({
    db: database.db,
    from: FROM,
    log: logger.log,
    transport: createMailTransport({ smtpUrl: sink.url, outboxDir: path.join(dataDir, 'outbox') }),
    backoffMs: 1,
    ...overrides,
  });
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(correoSaliente).where(eq(correoSaliente.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  schemaName = url ? `t_${randomUUID().replaceAll('-', '').slice(0, 16)}` : undefined;
  database = await openDatabase({ url, schemaName });
  await database.migrate();
  sink = await startSmtpSink();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-mail-'));
});

afterAll(async () => {
  await sink?.close();
  if (schemaName) await database.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(correoSaliente);
  sink.received.length = 0;
  sink.rejectNext(0);
});

describe('the e-mail outbox', () => {
  it('a message queued in a committed transaction reaches the SMTP server with its body and PDF', async () => {
    const sent: SentMail[] = [];
    const mail = drainer({ onSent: (info) => void sent.push(info) });
    const id = await database.db.transaction((tx) =>
      enqueueMail(tx, {
        to: TO,
        subject: 'Copia de su reclamo N.º 12',
        text: 'Hemos recibido su reclamo.',
        html: '<p>Hemos recibido su <strong>reclamo</strong>.</p>',
        attachments: [{ filename: 'reclamo-12.pdf', contentType: 'application/pdf', content: PDF }],
        reference: { kind: 'reclamo', id: 12 },
      }),
    );
    expect(await mail.drainNow()).toEqual({ sent: 1, failed: 0 });
    const [message] = await sink.waitFor(1);
    expect(message?.subject).toBe('Copia de su reclamo N.º 12');
    expect(message?.text?.trim()).toBe('Hemos recibido su reclamo.');
    expect(message?.html).toContain('<strong>reclamo</strong>');
    expect(message?.from?.value).toEqual([{ name: 'MotorPlaza', address: 'no-responder@motorplaza.pe' }]);
    expect(message?.messageId).toMatch(new RegExp(`^<outbox-${id}\\.\\d+@motorplaza\\.pe>$`));
    expect(message?.attachments).toHaveLength(1);
    expect(message?.attachments[0]?.filename).toBe('reclamo-12.pdf');
    expect(message?.attachments[0]?.contentType).toBe('application/pdf');
    expect(message?.attachments[0]?.content.equals(PDF)).toBe(true);

    const row = await rowOf(id);
    expect(row).toMatchObject({ estado: 'ENVIADO', intentos: 1, ultimoError: null });
    expect(row.enviadoEn).toBeInstanceOf(Date);
    expect(sent).toEqual([{ id, reference: { kind: 'reclamo', id: 12 }, sentAt: row.enviadoEn }]);
    // Sent once: a second drain finds nothing due.
    expect(await mail.drainNow()).toEqual({ sent: 0, failed: 0 });
    await mail.stop();
  });

  it('a rolled-back transaction leaves nothing to send', async () => {
    const mail = drainer();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: TO, subject: 'No debe salir', text: '…' });
        throw new Error('the caller fails after queueing');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await database.db.select().from(correoSaliente)).toEqual([]);
    expect(await mail.drainNow()).toEqual({ sent: 0, failed: 0 });
    await pause(100);
    expect(sink.received).toEqual([]);
    await mail.stop();
  });

  it('a server that refuses the message: retried with backoff, delivered once it accepts', async () => {
    const mail = drainer({ backoffMs: 200 });
    const id = await enqueueMail(database.db, { to: TO, subject: 'Reintento', text: 'Cuerpo' });
    sink.rejectNext(2);
    expect(await mail.drainNow()).toEqual({ sent: 0, failed: 1 });
    const first = await rowOf(id);
    expect(first).toMatchObject({ estado: 'PENDIENTE', intentos: 1 });
    expect(first.ultimoError).toMatch(/451/);
    expect(first.ultimoError).not.toContain(TO);
    // Not due again before its backoff.
    expect(await mail.drainNow()).toEqual({ sent: 0, failed: 0 });
    await pause(250);
    expect(await mail.drainNow()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ estado: 'PENDIENTE', intentos: 2 });
    await pause(450);
    expect(await mail.drainNow()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ estado: 'ENVIADO', intentos: 3, ultimoError: null });
    expect((await sink.waitFor(1)).map((message) => message.subject)).toEqual(['Reintento']);
    await mail.stop();
  });

  it('after its last attempt a message is FALLIDO and no longer tried', async () => {
    const mail = drainer({ maxAttempts: 3 });
    const id = await enqueueMail(database.db, { to: TO, subject: 'Sin suerte', text: 'Cuerpo' });
    sink.rejectNext(100);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await mail.drainNow()).toEqual({ sent: 0, failed: 1 });
      await pause(20);
    }
    expect(await rowOf(id)).toMatchObject({ estado: 'FALLIDO', intentos: 3 });
    sink.rejectNext(0);
    expect(await mail.drainNow()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toEqual([]);
    await mail.stop();
  });

  it('the background loop sends without being asked, and wake() sends at once', async () => {
    const mail = drainer({ pollMs: 50 });
    mail.start();
    await enqueueMail(database.db, { to: TO, subject: 'Por el ciclo', text: 'Cuerpo' });
    await sink.waitFor(1);
    await mail.stop();

    const woken = drainer({ pollMs: 60_000 });
    woken.start();
    await enqueueMail(database.db, { to: TO, subject: 'Despertado', text: 'Cuerpo' });
    woken.wake();
    expect((await sink.waitFor(2)).map((message) => message.subject)).toEqual(['Por el ciclo', 'Despertado']);
    await woken.stop();
  });

  it('without SMTP_URL the message becomes an .eml file in DATA_DIR/outbox and the log says where', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: FROM, outboxDir: path.join(dataDir, 'outbox') });
    const mail = drainer({ transport: createMailTransport(config.mail) });
    const id = await enqueueMail(database.db, {
      to: TO,
      subject: 'Nueva oferta de su auto',
      text: 'Gracias por su oferta.',
      attachments: [{ filename: 'oferta.pdf', contentType: 'application/pdf', content: PDF }],
    });
    const before = logger.lines.length;
    expect(await mail.drainNow()).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(config.mail.outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(config.mail.outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${TO}`);
    expect(eml).toContain('Subject: Nueva oferta de su auto');
    expect(eml).toContain('filename=oferta.pdf');
    const line = logger.lines.slice(before).find((entry) => entry.includes('outbox folder'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      mailId: id,
      file: path.join(config.mail.outboxDir, files[0] ?? ''),
    });
    expect((await rowOf(id)).estado).toBe('ENVIADO');
    await mail.stop();
  });

  it('rejects SMTP_URL values that are not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://correo.example.pe' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.pe:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@smtp.example.pe:465',
    );
  });

  it('nothing logged names a recipient, a subject or the SMTP password', () => {
    const all = logger.lines.join('\n');
    expect(logger.lines.length).toBeGreaterThan(0);
    expect(all).not.toContain(TO);
    expect(all).not.toContain('clave-smtp');
    expect(all).not.toMatch(/Reintento|Sin suerte|reclamo N/);
  });
});
