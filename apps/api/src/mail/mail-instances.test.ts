import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectingLogger } from '../../test/log-lines';
import { databaseUrl, ownDatabaseName, SERVER_URL } from '../../test/own-database';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { correoSaliente } from '../db/schema/index';
import { startServer } from '../server';
import { enqueueMail } from './enqueue-mail';
import { createMailDrainer, type MailDrainerOptions } from './mail-drainer';
import { createMailTransport } from './mail-transport';
import { claimDue } from './outbox.repository';

/**
 * The outbox with several instances on one PostgreSQL (decision 0025), in a database of its own on
 * the local server (TEST_DATABASE_URL's server, or 127.0.0.1:5432), like database-faults.test.ts:
 * the server itself is never restarted; an outage is `ALLOW_CONNECTIONS false` plus terminated backends.
 */

const DATABASE = ownDatabaseName('r12mail');
const TO = 'instancias.prueba@correo.pe';

let admin: pg.Client;
let first: Database;
let second: Database;
let sink: SmtpSink;
let dataDir: string;
const logger = collectingLogger();

function drainerOn(database: Database, overrides: Partial<MailDrainerOptions> = {}) {
  return createMailDrainer({
    db: database.db,
    from: 'MotorPlaza <no-responder@motorplaza.pe>',
    log: logger.log,
    transport: createMailTransport({ smtpUrl: sink.url, outboxDir: path.join(dataDir, 'outbox') }),
    batchSize: 3,
    backoffMs: 1,
    ...overrides,
  });
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${DATABASE}"`);
  first = await openDatabase({ url: databaseUrl(DATABASE) });
  second = await openDatabase({ url: databaseUrl(DATABASE) });
  first.onConnectionError(() => {});
  second.onConnectionError(() => {});
  await first.migrate();
  sink = await startSmtpSink();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-mail-instances-'));
});

afterAll(async () => {
  await sink?.close();
  await first?.close();
  await second?.close();
  await admin.query(`alter database "${DATABASE}" allow_connections true`);
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await first.db.delete(correoSaliente);
  sink.received.length = 0;
});

describe('the outbox with several instances on one PostgreSQL', () => {
  it('two drainers draining at once deliver each message exactly once', async () => {
    const subjects = Array.from({ length: 40 }, (_, index) => `Mensaje ${index + 1}`);
    await first.db.transaction(async (tx) => {
      for (const subject of subjects) await enqueueMail(tx, { to: TO, subject, text: 'Cuerpo' });
    });
    const a = drainerOn(first);
    const b = drainerOn(second);
    const results = await Promise.all([a.drainNow(), b.drainNow(), a.drainNow(), b.drainNow()]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(40);
    const received = await sink.waitFor(40);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.map((message) => message.subject).sort()).toEqual([...subjects].sort());
    const rows = await first.db.select().from(correoSaliente);
    expect(rows.every((row) => row.estado === 'ENVIADO' && row.intentos === 1)).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a message claimed by an instance that died is sent by another once the lease ends', async () => {
    const id = await enqueueMail(first.db, { to: TO, subject: 'Huérfano', text: 'Cuerpo' });
    // The dead instance: it claimed the message and never sent it.
    expect((await claimDue(first.db, 10, 300)).map((row) => row.id)).toEqual([id]);
    const survivor = drainerOn(second);
    expect(await survivor.drainNow()).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await survivor.drainNow()).toEqual({ sent: 1, failed: 0 });
    expect((await sink.waitFor(1)).map((message) => message.subject)).toEqual(['Huérfano']);
    const [row] = await first.db.select().from(correoSaliente).where(eq(correoSaliente.id, id));
    expect(row).toMatchObject({ estado: 'ENVIADO', intentos: 2 });
    await survivor.stop();
  });

  it('the database going away: the drainer logs, keeps running and sends once it is back', async () => {
    const mail = drainerOn(second, { pollMs: 100 });
    mail.start();
    const before = logger.lines.length;
    await admin.query(`alter database "${DATABASE}" allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [DATABASE],
    );
    await expect(mail.drainNow()).rejects.toThrow();
    const until = Date.now() + 15_000;
    while (!logger.lines.slice(before).some((line) => line.includes('database unavailable'))) {
      if (Date.now() > until) throw new Error('no outage logged');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`alter database "${DATABASE}" allow_connections true`);
    await enqueueMail(first.db, { to: TO, subject: 'Después del corte', text: 'Cuerpo' });
    expect((await sink.waitFor(1, 15_000)).map((message) => message.subject)).toEqual(['Después del corte']);
    await mail.stop();
  });

  it('the server process runs a drainer from start to close', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(DATABASE),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      ADMIN_EMAIL: 'gerencia@motorplaza.pe',
      ADMIN_PASSWORD: 'Clave-Segura-2026',
      LOG_LEVEL: 'silent',
      SMTP_URL: sink.url,
    });
    const running = await startServer(config, { web: null, logger: false });
    try {
      await enqueueMail(first.db, { to: TO, subject: 'Desde el servidor', text: 'Cuerpo' });
      expect((await sink.waitFor(1, 15_000)).map((message) => message.subject)).toEqual([
        'Desde el servidor',
      ]);
    } finally {
      await running.close();
    }
  });

  it('nothing logged names a recipient or the SMTP password', () => {
    const all = logger.lines.join('\n');
    expect(all).not.toContain(TO);
    expect(all).not.toContain('clave-smtp');
  });
});
