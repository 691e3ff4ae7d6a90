import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { beforeAll, expect } from 'vitest';
import { sellOffer } from '../src/db/schema/index';
import { createDiskStorage } from '../src/storage/disk-storage';
import { noisyJpeg } from './images';
import { mailTestApp } from './mail-test-app';
import { confirmOffer, inspectionSlots, offerBody, offerForm } from './offer-fixtures';
import type { SmtpSink } from './smtp-sink';
import type { TestApp } from './test-app';
import { photoPart } from './vehicle-fixtures';

/**
 * The seller's side tests' app, with its outbox to an SMTP sink: an offer filed in a slot, the
 * seller's calls from a fresh address and the e-mails sent.
 */
export function sellerOfferTestApp() {
  let t: TestApp;
  let sink: SmtpSink;
  let root: string;
  let photo: Buffer;
  let slots: string[];
  let address = 0;
  const DNI = '45678912';

  const app = mailTestApp('seller', createDiskStorage);
  beforeAll(async () => {
    ({ t, sink, root } = app);
    photo = await noisyJpeg(400, 300);
    slots = await inspectionSlots(t);
  }, 60_000);

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

  return {
    get t() {
      return t;
    },
    get sink() {
      return sink;
    },
    get root() {
      return root;
    },
    get photo() {
      return photo;
    },
    get slots() {
      return slots;
    },
    get address() {
      return address;
    },
    DNI,
    nextAddress,
    file,
    call,
    drained,
    addressOf,
    calendarOf,
    offerRow,
  };
}
