import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import {
  MARKETING_WITHDRAWAL_ACTORS,
  MARKETING_WITHDRAWAL_MESSAGES,
  WITHDRAWAL_CONSENT_TEXTS,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { UNSUBSCRIBE_PATH } from '@motorplaza/domain/legal/unsubscribe-token';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headerOf } from '../../../test/mail-headers';
import { multipartBody } from '../../../test/multipart';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { availableCarId } from '../../../test/vehicle-fixtures';
import { withdrawalFixtures } from '../../../test/withdrawal-fixtures';
import { movimiento } from '../../db/schema/index';
import { enqueueMail } from '../../mail/enqueue-mail';
import { createMailTransport } from '../../mail/mail-transport';
import { enqueueMarketingMail } from '../../mail/marketing-mail';
import { createUnsubscribeLinks } from '../../mail/unsubscribe-links';

/**
 * The one-click unsubscribe of marketing e-mails (RFC 8058; docs/decisions/
 * 0070-list-unsubscribe-one-click.md): the headers every marketing message carries, and the mail
 * provider's POST to their address, through a real SMTP server and the real API.
 */
let t: TestApp;
let sink: SmtpSink;
let idAuto: number;
let address = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    demo: true,
    mail: {
      transport: createMailTransport({ smtpUrl: sink.url, outboxDir: '/nonexistent' }),
      pollMs: 3_600_000,
    },
  });
  idAuto = await availableCarId(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(() => {
  sink.received.length = 0;
  sink.raw.length = 0;
});

const nextAddress = () => `10.31.${Math.floor(++address / 250)}.${address % 250}`;
const { personWithMarketing, marketingOf, requestsOf, withdrawalConsents, stored } = withdrawalFixtures(
  () => t,
  { idAuto: () => idAuto, nextAddress, firstPerson: 500 },
);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** What a mail provider's server sends for its unsubscribe button: no cookie, no Origin. */
function oneClick(url: string, options: Partial<InjectOptions> = {}) {
  return t.server.inject({
    method: 'POST',
    url,
    payload: ONE_CLICK,
    headers: FORM,
    remoteAddress: nextAddress(),
    ...options,
  });
}

/** The path and query of the `List-Unsubscribe` address of the marketing e-mail sent to `correo`. */
async function unsubscribeAddressOf(correo: string): Promise<string> {
  await t.database.db.transaction((tx) =>
    enqueueMarketingMail(tx, t.unsubscribe, { to: correo, subject: 'Novedades', text: 'Llegaron SUV.' }),
  );
  await t.mail.drainNow();
  const [raw] = sink.raw.splice(0);
  const header = headerOf(String(raw), 'List-Unsubscribe');
  const url = new URL(/^<([^>]+)>$/.exec(header ?? '')?.[1] ?? 'http://x/');
  return `${url.pathname}${url.search}`;
}

describe('the List-Unsubscribe headers', () => {
  it('every marketing e-mail carries the signed page address and the one-click header; transactional mail neither', async () => {
    const correo = await personWithMarketing();
    await t.database.db.transaction(async (tx) => {
      await enqueueMarketingMail(tx, t.unsubscribe, { to: correo, subject: 'Ofertas', text: 'Hola' });
      await enqueueMail(tx, { to: correo, subject: 'Copia de tu hoja', text: 'Registramos tu reclamo.' });
    });
    expect(await t.mail.drainNow()).toEqual({ sent: 2, failed: 0 });
    const [marketing, transactional] = sink.raw.map(String);
    expect(headerOf(marketing ?? '', 'List-Unsubscribe')).toBe(`<${t.unsubscribe.url(correo)}>`);
    expect(headerOf(marketing ?? '', 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    expect(new URL(t.unsubscribe.url(correo)).pathname).toBe(UNSUBSCRIBE_PATH);
    expect(headerOf(transactional ?? '', 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(transactional ?? '', 'List-Unsubscribe-Post')).toBeUndefined();
  });
});

describe('POST /baja-de-publicidad?token=… (the mail program’s one-click button)', () => {
  it('withdraws without a browser: form-encoded, no Origin, as an UN_CLIC request with its record and movement', async () => {
    const correo = await personWithMarketing();
    const response = await oneClick(await unsubscribeAddressOf(correo), { remoteAddress: '10.32.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MARKETING_WITHDRAWAL_MESSAGES.linkDone });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await marketingOf(correo)).toEqual({ leads: [false, false], offers: [false] });
    const [request, ...more] = await requestsOf(correo);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ origen: 'UN_CLIC', estado: 'PENDIENTE', ip: '10.32.0.1' });
    expect(await withdrawalConsents(correo)).toEqual([
      expect.objectContaining({ texto: WITHDRAWAL_CONSENT_TEXTS.UN_CLIC, aceptaMarketing: false }),
    ]);
    const [movement] = await t.database.db
      .select()
      .from(movimiento)
      .where(eq(movimiento.codigo, 'marketing.withdraw'))
      .orderBy(desc(movimiento.idLog))
      .limit(1);
    expect(movement).toMatchObject({ usuario: MARKETING_WITHDRAWAL_ACTORS.UN_CLIC, idEntidad: request?.id });
  });

  it('accepts multipart too, and a webmail posting from its own site (the token is the only authority)', async () => {
    const correo = await personWithMarketing();
    const form = await multipartBody({ 'List-Unsubscribe': 'One-Click' });
    const response = await oneClick(await unsubscribeAddressOf(correo), {
      payload: form.payload,
      headers: { ...form.headers, origin: 'https://webmail.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect(await marketingOf(correo)).toEqual({ leads: [false, false], offers: [false] });
    // Every other write from a foreign site is still refused.
    const link = await t.server.inject({
      method: 'POST',
      url: '/api/v1/bajas-publicidad/enlace',
      payload: { token: t.unsubscribe.token(correo) },
      headers: { origin: 'https://webmail.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(HTTP_MESSAGES.crossSite);
  });

  it('is idempotent: a repeated POST answers 200 again and writes nothing more', async () => {
    const correo = await personWithMarketing();
    const url = await unsubscribeAddressOf(correo);
    expect((await oneClick(url)).statusCode).toBe(200);
    const after = await stored();
    for (let i = 0; i < 2; i++) expect((await oneClick(url)).statusCode).toBe(200);
    expect(await stored()).toEqual(after);
    expect(await requestsOf(correo)).toHaveLength(1);
  });

  it('refuses a token it did not sign, a body other than List-Unsubscribe=One-Click or a file, and changes nothing', async () => {
    const correo = await personWithMarketing();
    const genuine = t.unsubscribe.token(correo);
    const foreign = createUnsubscribeLinks(new TextEncoder().encode('otra-clave-otra-clave-otra-clave'), '');
    const before = await stored();
    const page = (token: string) => `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
    for (const token of [
      foreign.token(correo),
      `${genuine.slice(0, -2)}AA`,
      'no es un token',
      'x'.repeat(400),
    ]) {
      const response = await oneClick(page(token));
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { token: expect.any(String) } });
    }
    expect((await oneClick(UNSUBSCRIBE_PATH)).statusCode).toBe(400);
    for (const payload of ['List-Unsubscribe=Two-Clicks', 'baja=si', '']) {
      const response = await oneClick(page(genuine), { payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const file = await multipartBody({}, [
      { name: 'List-Unsubscribe', filename: 'baja.txt', data: Buffer.from('One-Click'), type: 'text/plain' },
    ]);
    const withFile = await oneClick(page(genuine), { payload: file.payload, headers: file.headers });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.oneClickOnly);
    const text = await oneClick(page(genuine), { headers: { 'content-type': 'text/csv' } });
    expect(text.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
    expect(await marketingOf(correo)).toEqual({ leads: [true, true], offers: [true] });
  });

  it('counts its limit per signed address, so one mail server posting for many people is not throttled', async () => {
    const server = '10.33.0.1';
    for (let i = 0; i < 6; i++) {
      const correo = `proveedor.${i}@correo.pe`;
      const response = await oneClick(`${UNSUBSCRIBE_PATH}?token=${t.unsubscribe.token(correo)}`, {
        remoteAddress: server,
      });
      expect(response.statusCode).toBe(200);
    }
    const repeated = `${UNSUBSCRIBE_PATH}?token=${t.unsubscribe.token('proveedor.0@correo.pe')}`;
    for (let i = 0; i < 4; i++) expect((await oneClick(repeated)).statusCode).toBe(200);
    const throttled = await oneClick(repeated);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ success: false, message: MARKETING_WITHDRAWAL_MESSAGES.throttled });
  });
});
