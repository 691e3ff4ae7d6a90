import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { INSPECTION_CHECKLIST, SELLER_MESSAGES } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { confirmOffer, offerBody, offerForm } from '../../../test/offer-fixtures';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart } from '../../../test/vehicle-fixtures';
import { movimiento, sellOffer } from '../../db/schema/index';
import { createMailTransport } from '../../mail/mail-transport';
import { createDiskStorage } from '../../storage/disk-storage';

/** The seller's e-mail and look-up (issue 22; decision 0043), on PGlite or TEST_DATABASE_URL. */

let t: TestApp;
let sink: SmtpSink;
let root: string;
let photo: Buffer;
let slots: string[];
let address = 0;
const DNI = '45678912';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-seller-'));
  sink = await startSmtpSink();
  t = await createTestApp({
    storage: createDiskStorage(root),
    mail: {
      transport: createMailTransport({ smtpUrl: sink.url, outboxDir: path.join(root, 'outbox') }),
      pollMs: 3_600_000,
    },
  });
  photo = await noisyJpeg(400, 300);
  const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
  const sedes = schedule.json().data.sedes as { dias: { slots: { inicio: string }[] }[] }[];
  slots = (sedes[0]?.dias ?? []).flatMap((day) => day.slots.map((slot) => slot.inicio));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
  await rm(root, { recursive: true, force: true });
});

const nextAddress = () => {
  address += 1;
  return `10.3.${address >> 8}.${address & 255}`;
};

async function file(slot: string, overrides: Parameters<typeof offerForm>[1] = {}): Promise<string> {
  const body = await offerBody(offerForm(slot, overrides), [
    photoPart('foto_1', photo),
    photoPart('foto_2', photo),
  ]);
  const response = await t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: nextAddress(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { codigo } = response.json().data;
  await confirmOffer(t, codigo);
  return codigo;
}

function call(url: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return t.server.inject({
    method: 'POST',
    url: `/api/v1/vende-tu-auto/consulta${url}`,
    payload,
    remoteAddress,
  });
}

/** Sends what is queued and returns the messages that arrived with it. */
async function drained(): Promise<ParsedMail[]> {
  const before = sink.received.length;
  const { sent } = await t.mail.drainNow();
  await sink.waitFor(before + sent);
  return sink.received.slice(before);
}

const addressOf = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  field && !Array.isArray(field) ? field.text : '';

/** The .ics attachment, read by ical.js: its method and its one event. */
function calendarOf(mail: ParsedMail | undefined) {
  const attachment = mail?.attachments.find((part) => part.contentType === 'text/calendar');
  if (!attachment) throw new Error('no calendar attachment');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    attachment,
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    vevent,
  };
}

async function offerRow(codigo: string) {
  const [row] = await t.database.db.select().from(sellOffer).where(eq(sellOffer.codigo, codigo));
  if (!row) throw new Error(`no offer ${codigo}`);
  return row;
}

describe('the e-mails of a new offer', () => {
  it('sends the seller the reference, the inspection with an .ics, the address, what to bring and the link; the team’s replies to the seller', async () => {
    const slot = slots[1] ?? '';
    const codigo = await file(slot);
    const mails = await drained();
    // The acknowledgement with the confirmation link, then, once confirmed, the team's notice and the booking.
    expect(mails).toHaveLength(3);
    const team = mails.find((mail) => addressOf(mail.to) === 'ventas@motorplaza.pe');
    expect(addressOf(team?.replyTo)).toBe('rosa@correo.pe');

    const seller = mails.find((mail) => mail.subject?.startsWith('Confirmaste'));
    expect(seller?.subject).toBe(`Confirmaste tu oferta ${codigo}: tu inspección en Tienda San Isidro`);
    expect(addressOf(seller?.to)).toBe('rosa@correo.pe');
    expect(addressOf(seller?.replyTo)).toBe('ventas@motorplaza.pe');
    const text = seller?.text ?? '';
    expect(text).toContain(`Tu código de referencia es ${codigo}.`);
    expect(text).toContain(`Día y hora: ${slotLabel(slot, { year: true })} (hora de Lima)`);
    expect(text).toContain('Tienda: Tienda San Isidro');
    expect(text).toContain('Dirección: Av. Javier Prado Este 1250, San Isidro, Lima');
    for (const item of INSPECTION_CHECKLIST) expect(text).toContain(`- ${item}`);
    expect(text).toContain(`/vende-tu-auto/consulta?codigo=${codigo}`);

    const { attachment, method, event, vevent } = calendarOf(seller);
    expect(attachment.filename).toBe('inspeccion.ics');
    expect(method).toBe('REQUEST');
    const row = await offerRow(codigo);
    expect(event.uid).toBe(`oferta-${row.id}@localhost`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().getTime()).toBe(new Date(slot).getTime());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3_600_000);
    expect(event.summary).toBe(`Inspección de tu auto en MotorPlaza (${codigo})`);
    expect(event.location).toBe('Tienda San Isidro, Av. Javier Prado Este 1250, San Isidro, Lima');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:ventas@motorplaza.pe');
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:rosa@correo.pe');
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });
});

describe('POST /api/v1/vende-tu-auto/consulta', () => {
  it('shows the state and inspection for the reference and DNI; a wrong DNI is the same 404 as an unknown reference', async () => {
    const slot = slots[2] ?? '';
    const codigo = await file(slot);
    await drained();
    const found = await call('', { codigo: ` ${codigo.toLowerCase()} `, dni: DNI });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json().data.oferta).toEqual({
      codigo,
      estado: 'NUEVA',
      auto: 'Toyota Corolla 2019',
      sedeInspeccion: 'SAN_ISIDRO',
      tienda: 'Tienda San Isidro',
      direccion: 'Av. Javier Prado Este 1250, San Isidro, Lima',
      fechaInspeccion: new Date(slot).toISOString(),
      puedeCambiar: true,
      version: 1,
    });
    // Nothing of the seller's contact goes back.
    expect(found.body).not.toContain('987654321');
    expect(found.body).not.toContain('correo.pe');

    const wrongDni = await call('', { codigo, dni: '45678913' });
    const unknown = await call('', { codigo: 'VA-2026-999999', dni: DNI });
    expect(wrongDni.statusCode).toBe(404);
    expect(wrongDni.json()).toEqual(unknown.json());
    expect(wrongDni.json().message).toBe(SELLER_MESSAGES.notFound);
    const badCode = await call('', { codigo: 'ABC', dni: DNI });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.codigo).toBe(SELLER_MESSAGES.codigo);
  });

  it('lets one address look up ten times in ten minutes, then answers 429 in Spanish', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await call('', { codigo: 'VA-2026-999999', dni: DNI }, '10.4.4.4');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(SELLER_MESSAGES.throttled);
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});

describe('moving the inspection and cancelling', () => {
  it('refuses a full slot with 409 and changes nothing, moves to a free one, then cancels', async () => {
    const codigo = await file(slots[3] ?? '');
    const full = slots[6] ?? '';
    for (let i = 0; i < SLOT_CAPACITY; i += 1) await file(full, { sedeInspeccion: 'SURCO' });
    await drained();
    const row = await offerRow(codigo);

    const refused = await call('/reprogramar', {
      codigo,
      dni: DNI,
      sedeInspeccion: 'SURCO',
      fechaInspeccion: full,
      version: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.fechaInspeccion).toBe(SELL_MESSAGES.slotFull);
    expect(await offerRow(codigo)).toMatchObject({ version: 1, sedeInspeccion: 'SAN_ISIDRO' });
    expect((await t.mail.drainNow()).sent).toBe(0);

    const same = await call('/reprogramar', {
      codigo,
      dni: DNI,
      sedeInspeccion: 'SAN_ISIDRO',
      fechaInspeccion: slots[3],
      version: 1,
    });
    expect([same.statusCode, same.json().message]).toEqual([400, SELLER_MESSAGES.sameSlot]);
    const wrongDni = await call('/reprogramar', {
      codigo,
      dni: '45678913',
      sedeInspeccion: 'SURCO',
      fechaInspeccion: slots[7],
      version: 1,
    });
    expect([wrongDni.statusCode, wrongDni.json().message]).toEqual([404, SELLER_MESSAGES.notFound]);

    const target = slots[7] ?? '';
    const moved = await call('/reprogramar', {
      codigo,
      dni: DNI,
      sedeInspeccion: 'SURCO',
      fechaInspeccion: target,
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(SELLER_MESSAGES.moved);
    expect(moved.json().data.oferta).toMatchObject({
      sedeInspeccion: 'SURCO',
      tienda: 'Tienda Santiago de Surco',
      fechaInspeccion: new Date(target).toISOString(),
      version: 2,
    });
    const [movement] = await t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'sellOffer.reschedule'), eq(movimiento.idEntidad, row.id)));
    expect(movement?.cambios).toEqual([
      {
        campo: 'Inspección',
        antes: `Tienda San Isidro, ${slotLabel(slots[3] ?? '', { year: true })}`,
        despues: `Tienda Santiago de Surco, ${slotLabel(target, { year: true })}`,
      },
    ]);
    const afterMove = await drained();
    expect(afterMove).toHaveLength(2);
    const teamMove = afterMove.find((mail) => addressOf(mail.to) === 'ventas@motorplaza.pe');
    expect(teamMove?.subject).toBe(`Oferta ${codigo}: el vendedor cambió la inspección`);
    expect(addressOf(teamMove?.replyTo)).toBe('rosa@correo.pe');
    const sellerMove = calendarOf(afterMove.find((mail) => addressOf(mail.to) === 'rosa@correo.pe'));
    expect(sellerMove.method).toBe('REQUEST');
    expect(sellerMove.event.uid).toBe(`oferta-${row.id}@localhost`);
    expect(sellerMove.event.sequence).toBe(1);
    expect(sellerMove.event.startDate.toJSDate().getTime()).toBe(new Date(target).getTime());
    expect(sellerMove.event.location).toContain('Tienda Santiago de Surco');

    // The staff screens read the new inspection and the seller's step in the history.
    const detail = await t.injectAs('ASESOR1', { method: 'GET', url: `/api/v1/ofertas/${row.id}` });
    expect(detail.json().data.oferta).toMatchObject({ sedeInspeccion: 'SURCO', version: 2 });
    expect(detail.json().data.historial.map((entry: { accion: string }) => entry.accion)).toContain(
      `El vendedor cambió la inspección de la oferta Toyota Corolla 2019 (${codigo})`,
    );

    const stale = await call('/cancelar', { codigo, dni: DNI, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, SELLER_MESSAGES.stale]);
    const cancelled = await call('/cancelar', {
      codigo,
      dni: DNI,
      version: 2,
      motivo: 'Lo vendí a un familiar',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.oferta).toMatchObject({
      estado: 'CANCELADA',
      puedeCambiar: false,
      version: 3,
    });
    const afterCancel = await drained();
    const teamCancel = afterCancel.find((mail) => addressOf(mail.to) === 'ventas@motorplaza.pe');
    expect(teamCancel?.text).toContain('Motivo: Lo vendí a un familiar');
    const sellerCancel = calendarOf(afterCancel.find((mail) => addressOf(mail.to) === 'rosa@correo.pe'));
    expect(sellerCancel.method).toBe('CANCEL');
    expect(sellerCancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(sellerCancel.event.sequence).toBe(2);
    expect(sellerCancel.event.uid).toBe(`oferta-${row.id}@localhost`);

    const list = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/ofertas?q=${codigo}` });
    expect(list.json().data.ofertas[0]).toMatchObject({ codigo, status: 'CANCELADA' });
    // A cancelled offer frees its place and cannot be changed again.
    const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
    const surco = schedule.json().data.sedes[1].dias.flatMap((day: { slots: unknown[] }) => day.slots);
    expect(surco.find((slot: { inicio: string }) => slot.inicio === target)).toMatchObject({
      disponible: true,
    });
    const again = await call('/cancelar', { codigo, dni: DNI, version: 3 });
    expect([again.statusCode, again.json().message]).toEqual([409, SELLER_MESSAGES.closed]);
  });
});
