import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { interesado, sellOffer } from '../db/schema/index';
import { enqueueMail } from './enqueue-mail';
import type { UnsubscribeLinks } from './unsubscribe-links';

/** A marketing message: offers, inventory news, promotions (docs/decisions/0029). */
export interface MarketingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const FOOTER_TEXT =
  'Recibes este correo porque aceptaste recibir ofertas y novedades de nuestra parte. Si ya no quieres recibirlas, date de baja con un clic:';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Whether some interested client or sell-your-car offer of this e-mail (any case) accepts marketing now. */
export async function acceptsMarketing(db: DbOrTx, correo: string): Promise<boolean> {
  const email = correo.trim().toLowerCase();
  const matches = (table: typeof interesado | typeof sellOffer) =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(sql`lower(${table.correo}) = ${email}`, eq(table.consentimientoMarketing, true)))
      .limit(1);
  const [lead, offer] = await Promise.all([matches(interesado), matches(sellOffer)]);
  return lead.length > 0 || offer.length > 0;
}

/**
 * The ONE way to send marketing: queues the message in the caller's transaction only when the
 * recipient's marketing consent stands, and always with the footer and its signed one-click
 * unsubscribe link, in the text and in the HTML, and the same address in the `List-Unsubscribe`
 * headers (RFC 8058), so the mail program's own button withdraws too. Answers the outbox row's id, or null when the
 * recipient does not accept marketing (nothing is queued). Transactional mail (a complaint's copy,
 * an offer's notice) keeps using `enqueueMail`.
 */
export async function enqueueMarketingMail(
  tx: DbOrTx,
  links: UnsubscribeLinks,
  message: MarketingMail,
): Promise<number | null> {
  if (!(await acceptsMarketing(tx, message.to))) return null;
  const url = links.url(message.to);
  return enqueueMail(tx, {
    to: message.to,
    subject: message.subject,
    text: `${message.text}\n\n--\n${FOOTER_TEXT}\n${url}\n`,
    unsubscribeUrl: url,
    ...(message.html === undefined
      ? {}
      : {
          html: `${message.html}<hr><p style="font-size:12px;color:#555">${escapeHtml(FOOTER_TEXT)} <a href="${escapeHtml(url)}">Dejar de recibir publicidad</a></p>`,
        }),
  });
}
