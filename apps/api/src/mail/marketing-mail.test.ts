import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import { UNSUBSCRIBE_PATH } from '@motorplaza/domain/legal/unsubscribe-token';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { correoSaliente, sellOffer } from '../db/schema/index';
import { createMailTransport } from './mail-transport';
import { enqueueMarketingMail } from './marketing-mail';

/** Marketing mail through a real SMTP server in process; the link it carries, followed for real. */

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    // Sent only when the test drains the outbox.
    mail: {
      transport: createMailTransport({ smtpUrl: sink.url, outboxDir: '/nonexistent' }),
      pollMs: 3_600_000,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

async function seller(correo: string, marketing: boolean) {
  await t.database.db.insert(sellOffer).values({
    nombreCompleto: 'Rosa Quispe',
    correo,
    celular: '987650000',
    marca: 'Kia',
    modelo: 'Rio',
    anio: 2018,
    kilometraje: 61000,
    consentimientoPrivacidad: true,
    consentimientoMarketing: marketing,
  });
}

const OFFER = {
  subject: 'Nuevos SUV en nuestra tienda de San Isidro',
  text: 'Llegaron 12 SUV seminuevos con financiamiento.',
  html: '<p>Llegaron <strong>12 SUV</strong> seminuevos con financiamiento.</p>',
};

describe('enqueueMarketingMail', () => {
  it('always adds the footer with a signed one-click link, in the text and the HTML, and the link withdraws', async () => {
    await seller('Rosa.Quispe@Correo.pe', true);
    const id = await t.database.db.transaction((tx) =>
      enqueueMarketingMail(tx, t.unsubscribe, { to: 'rosa.quispe@correo.pe', ...OFFER }),
    );
    expect(id).toEqual(expect.any(Number));
    expect(await t.mail.drainNow()).toEqual({ sent: 1, failed: 0 });
    const [message] = await sink.waitFor(1);

    expect(message?.subject).toBe(OFFER.subject);
    expect(message?.text).toContain(OFFER.text);
    expect(message?.text).toContain('date de baja con un clic');
    const link = /(http:\/\/localhost:3000\/baja-de-publicidad\?token=\S+)/.exec(message?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(url.pathname).toBe(UNSUBSCRIBE_PATH);
    const html = String(message?.html);
    expect(html).toContain('<strong>12 SUV</strong>');
    expect(html).toContain(`href="${link?.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('Dejar de recibir publicidad');

    // The page of the link posts its token: one click withdraws.
    const response = await t.server.inject({
      method: 'POST',
      url: '/api/v1/bajas-publicidad/enlace',
      payload: { token: url.searchParams.get('token') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MARKETING_WITHDRAWAL_MESSAGES.linkDone);
    const [offer] = await t.database.db
      .select({ marketing: sellOffer.consentimientoMarketing })
      .from(sellOffer)
      .where(sql`lower(${sellOffer.correo}) = 'rosa.quispe@correo.pe'`);
    expect(offer?.marketing).toBe(false);

    // From then on nothing more is queued for that person.
    const after = await t.database.db.transaction((tx) =>
      enqueueMarketingMail(tx, t.unsubscribe, { to: 'ROSA.QUISPE@correo.pe', ...OFFER }),
    );
    expect(after).toBeNull();
  });

  it('adds the footer to a text-only message too', async () => {
    await seller('solo.texto@correo.pe', true);
    const id = await t.database.db.transaction((tx) =>
      enqueueMarketingMail(tx, t.unsubscribe, {
        to: 'solo.texto@correo.pe',
        subject: 'Ofertas',
        text: 'Hola',
      }),
    );
    const [row] = await t.database.db
      .select()
      .from(correoSaliente)
      .where(eq(correoSaliente.id, id ?? 0));
    expect(row?.texto.startsWith('Hola\n\n--\nRecibes este correo porque aceptaste recibir ofertas')).toBe(
      true,
    );
    expect(row?.texto.endsWith(`:\n${t.unsubscribe.url('solo.texto@correo.pe')}\n`)).toBe(true);
    expect(row?.html).toBeNull();
  });

  it('queues nothing for someone who never accepted marketing, or is unknown', async () => {
    await seller('sin.publicidad@correo.pe', false);
    const before = await t.database.db.$count(correoSaliente);
    for (const to of ['sin.publicidad@correo.pe', 'desconocido@correo.pe']) {
      const id = await t.database.db.transaction((tx) =>
        enqueueMarketingMail(tx, t.unsubscribe, { to, ...OFFER }),
      );
      expect(id).toBeNull();
    }
    expect(await t.database.db.$count(correoSaliente)).toBe(before);
  });
});
