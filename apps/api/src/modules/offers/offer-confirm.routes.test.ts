import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { CONFIRM_MESSAGES } from '@motorplaza/domain/offers/offer-confirm.schema';
import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { mailTestApp } from '../../../test/mail-test-app';
import { inspectionSlots, offerBody, offerForm } from '../../../test/offer-fixtures';
import type { SmtpSink } from '../../../test/smtp-sink';
import type { TestApp } from '../../../test/test-app';
import { photoPart } from '../../../test/vehicle-fixtures';
import { movimiento, sellOffer } from '../../db/schema/index';

/**
 * A public offer holds its slot only until the seller confirms it through the e-mail's link (issue 23):
 * the link confirms once, tells the team and books the inspection; a passed hold frees the slot.
 */

let t: TestApp;
let sink: SmtpSink;
let photo: Buffer;
let slots: string[];
let address = 0;

const app = mailTestApp('offer-confirm');
beforeAll(async () => {
  ({ t, sink } = app);
  photo = await noisyJpeg(400, 300);
  slots = await inspectionSlots(t);
}, 60_000);

async function offer(
  slot: string,
  sede: 'SAN_ISIDRO' | 'SURCO' = 'SAN_ISIDRO',
  fields: Record<string, unknown> = {},
) {
  address += 1;
  const body = await offerBody(offerForm(slot, { sedeInspeccion: sede, ...fields }), [
    photoPart('foto_1', photo),
    photoPart('foto_2', photo),
  ]);
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: `10.3.0.${address}`,
    ...body,
  });
}

/** The token of the confirmation link in the last e-mail to the seller of `codigo`. */
async function tokenOf(codigo: string): Promise<string> {
  await t.mail.drainNow();
  const subject = `Confirma tu oferta ${codigo}`;
  for (let i = 0; i < 100 && !sink.received.some((m) => m.subject?.startsWith(subject)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = sink.received.find((message) => message.subject?.startsWith(subject));
  const token = mail?.text?.match(/\/vende-tu-auto\/confirmar\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link for ${codigo}`);
  return token;
}

const confirm = (token: string) =>
  t.injectAs(null, { method: 'POST', url: '/api/v1/vende-tu-auto/confirmar', payload: { token } });

async function isAvailable(slot: string, sede: number) {
  const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
  return schedule
    .json()
    .data.sedes[sede].dias.flatMap((day: { slots: { inicio: string; disponible: boolean }[] }) => day.slots)
    .find((s: { inicio: string }) => s.inicio === slot).disponible as boolean;
}

describe('POST /api/v1/vende-tu-auto/confirmar', () => {
  it('confirms once: NUEVA, a movement, the team e-mailed and the inspection sent with its calendar', async () => {
    const created = await offer(slots[0] ?? '');
    expect(created.statusCode).toBe(201);
    const { codigo } = created.json().data;
    const before = sink.received.length;
    const token = await tokenOf(codigo);
    // Only the seller's acknowledgement so far: the team hears of confirmed offers only.
    expect(sink.received.some((m) => m.subject?.startsWith(`Nueva oferta de auto ${codigo}`))).toBe(false);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toMatchObject({
      message: CONFIRM_MESSAGES.confirmed,
      data: { oferta: { codigo, estado: 'NUEVA' } },
    });
    const [row] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.codigo, codigo));
    expect(row).toMatchObject({ status: 'NUEVA', retenidoHasta: null, version: 1 });
    const movements = await t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'sellOffer.confirm'), eq(movimiento.idEntidad, row?.id ?? 0)));
    expect(movements).toHaveLength(1);

    await t.mail.drainNow();
    const mails = await sink.waitFor(before + 2);
    const team = mails.find((m) => m.subject === `Nueva oferta de auto ${codigo}: Toyota Corolla 2019`);
    expect(team?.text).toContain('Fotos: 2');
    const seller = mails.find((m) => m.subject?.startsWith(`Confirmaste tu oferta ${codigo}`));
    expect(seller?.attachments?.map((a) => a.filename)).toEqual(['inspeccion.ics']);

    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(CONFIRM_MESSAGES.already);
    const [same] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.codigo, codigo));
    expect(same?.status).toBe('NUEVA');
  });

  it('refuses a token this server did not sign, or one for another offer, with 400 and changes nothing', async () => {
    const created = await offer(slots[1] ?? '');
    const token = await tokenOf(created.json().data.codigo);
    const [id, signature] = token.split('.');
    for (const bad of [`${Number(id) + 1}.${signature}`, `${id}.${'A'.repeat(43)}`, 'nada', `${id}.x`]) {
      const response = await confirm(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.token).toBe(CONFIRM_MESSAGES.token);
    }
    const [row] = await t.database.db
      .select()
      .from(sellOffer)
      .where(eq(sellOffer.id, Number(id)));
    expect(row?.status).toBe('PENDIENTE');
  });

  it('holds the slot while unconfirmed, frees it when the hold passes, and then refuses the link with 409', async () => {
    const slot = slots[2] ?? '';
    const codes: string[] = [];
    for (let i = 0; i < SLOT_CAPACITY; i += 1) {
      const created = await offer(slot, 'SURCO');
      expect(created.statusCode).toBe(201);
      codes.push(created.json().data.codigo);
    }
    expect(await isAvailable(slot, 1)).toBe(false);
    expect((await offer(slot, 'SURCO')).statusCode).toBe(409);

    const first = codes[0] ?? '';
    const token = await tokenOf(first);
    await t.database.db
      .update(sellOffer)
      .set({ retenidoHasta: new Date(Date.now() - 1000) })
      .where(eq(sellOffer.codigo, first));
    expect(await isAvailable(slot, 1)).toBe(true);
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CONFIRM_MESSAGES.expired);
    // Someone else may now take the freed place.
    expect((await offer(slot, 'SURCO')).statusCode).toBe(201);
  });

  it('shows the seller’s look-up an unconfirmed offer as such, and a lapsed one as expired', async () => {
    const created = await offer(slots[3] ?? '');
    const { codigo } = created.json().data;
    const lookup = () =>
      t.injectAs(null, {
        method: 'POST',
        url: '/api/v1/vende-tu-auto/consulta',
        remoteAddress: '10.4.0.1',
        payload: { codigo, dni: offerForm(slots[3] ?? '').dni },
      });
    expect((await lookup()).json().data.oferta).toMatchObject({ estado: 'PENDIENTE', puedeCambiar: false });
    await t.database.db
      .update(sellOffer)
      .set({ retenidoHasta: new Date(Date.now() - 1000) })
      .where(eq(sellOffer.codigo, codigo));
    expect((await lookup()).json().data.oferta).toMatchObject({ estado: 'VENCIDA', puedeCambiar: false });
  });

  it('mails what the seller typed as plain text: no link of it is live in their e-mails or the team’s', async () => {
    const created = await offer(slots[4] ?? '', 'SAN_ISIDRO', {
      nombreCompleto: 'Ana Gana www.premios-gratis.pe',
      modelo: 'Corolla http://evil.example/x',
      comentarios: 'Escríbeme a https://evil.example/pago',
    });
    expect(created.statusCode).toBe(201);
    const { codigo } = created.json().data;
    expect((await confirm(await tokenOf(codigo))).statusCode).toBe(200);
    await t.mail.drainNow();
    await sink.waitFor(sink.received.length);
    const mails = sink.received.filter((m) => m.subject?.includes(codigo));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      const body = `${mail.subject ?? ''}\n${mail.text ?? ''}\n${mail.html || ''}`;
      expect(body, mail.subject).not.toContain('premios-gratis.pe');
      expect(body, mail.subject).not.toContain('evil.example');
    }
    expect(mails.some((m) => m.text?.includes(inertLinks('www.premios-gratis.pe')))).toBe(true);
  });
});
