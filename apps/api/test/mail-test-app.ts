import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createMailTransport } from '../src/mail/mail-transport';
import type { Storage } from '../src/storage/storage';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

/** The app, its SMTP sink and the temporary folder they write to. */
export interface MailTestApp {
  t: TestApp;
  sink: SmtpSink;
  root: string;
}

/**
 * The test file's app whose outbox sends to an SMTP sink of its own and is drained by hand (the test
 * calls `t.mail.drainNow()`), with a temporary folder for the outbox's copies and, when `storage` is
 * given, the app's files (and the demo inventory with `demo`). Opened before the file's first test, closed and removed after its last:
 * read the fields inside the tests (or in a later `beforeAll`, which runs after this one).
 */
export function mailTestApp(
  prefix: string,
  storage?: (root: string) => Storage,
  options: { demo?: boolean } = {},
): MailTestApp {
  const app = {} as MailTestApp;
  beforeAll(async () => {
    app.root = await mkdtemp(path.join(os.tmpdir(), `motorplaza-${prefix}-`));
    app.sink = await startSmtpSink();
    app.t = await createTestApp({
      ...(storage ? { storage: storage(app.root) } : {}),
      ...(options.demo ? { demo: true } : {}),
      mail: {
        transport: createMailTransport({
          smtpUrl: app.sink.url,
          outboxDir: path.join(app.root, 'outbox'),
        }),
        pollMs: 3_600_000,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app.t?.close();
    await app.sink?.close();
    if (app.root) await rm(app.root, { recursive: true, force: true });
  });
  return app;
}
