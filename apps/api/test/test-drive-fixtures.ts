import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import type { TestDriveBook } from '@motorplaza/domain/test-drives/test-drive.schema';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { automovil, pruebaManejo } from '../src/db/schema/index';
import { mailTestApp } from './mail-test-app';
import type { SmtpSink } from './smtp-sink';
import type { TestApp } from './test-app';

/**
 * The test drives' app (issue 26), with the demo inventory and its outbox to an SMTP sink: available
 * cars by store, their slots, bookings from fresh addresses, the e-mails sent and their .ics read by
 * ical.js.
 */
export function testDriveTestApp(prefix = 'drives') {
  const app = mailTestApp(prefix, undefined, { demo: true });
  let address = 0;
  const DNI = '45678912';

  const nextAddress = () => {
    address += 1;
    return `10.26.${address >> 8}.${address & 255}`;
  };

  /** An available car of the demo inventory at a store (swPiso 1 San Isidro, 2 Surco, 0 Previa Cita). */
  async function carAt(swPiso: number, skip = 0) {
    const cars = await app.t.database.db
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), eq(automovil.swPiso, swPiso)))
      .orderBy(automovil.idAuto);
    const car = cars[skip];
    if (!car) throw new Error(`no available car at store ${swPiso}`);
    return car;
  }

  async function slotsOf(idAuto: number, sede?: InspectionSite): Promise<string[]> {
    const response = await app.t.injectAs(null, {
      method: 'GET',
      url: `/api/v1/pruebas-de-manejo/horarios/${idAuto}`,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const sedes = response.json().data.sedes as { sede: string; dias: { slots: { inicio: string }[] }[] }[];
    const store = sede ? sedes.find((entry) => entry.sede === sede) : sedes[0];
    return (store?.dias ?? []).flatMap((day) => day.slots.map((slot) => slot.inicio));
  }

  const bookingOf = (
    idAuto: number,
    sede: InspectionSite,
    inicio: string,
    overrides: Partial<TestDriveBook> = {},
  ) => ({
    idAuto,
    sede,
    inicio,
    nombreCompleto: 'Rosa Quispe Huamán',
    dni: DNI,
    correo: 'Rosa.Quispe@Correo.pe',
    celular: '987654321',
    consentimientoPrivacidad: true,
    consentimientoMarketing: false,
    ...overrides,
  });

  function book(payload: object, remoteAddress = nextAddress()) {
    return app.t.server.inject({ method: 'POST', url: '/api/v1/pruebas-de-manejo', payload, remoteAddress });
  }

  function call(url: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
    return app.t.server.inject({
      method: 'POST',
      url: `/api/v1/pruebas-de-manejo/consulta${url}`,
      payload,
      remoteAddress,
    });
  }

  /** Sends what is queued and returns the messages that arrived with it. */
  async function drained(): Promise<ParsedMail[]> {
    const sink: SmtpSink = app.sink;
    const before = sink.received.length;
    const { sent } = await app.t.mail.drainNow();
    await sink.waitFor(before + sent);
    return sink.received.slice(before);
  }

  function calendarOf(mail: ParsedMail | undefined) {
    const attachment = mail?.attachments.find((part) => part.contentType === 'text/calendar');
    if (!attachment) throw new Error('no calendar attachment');
    const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(vevent) };
  }

  async function driveRow(codigo: string) {
    const [row] = await app.t.database.db.select().from(pruebaManejo).where(eq(pruebaManejo.codigo, codigo));
    if (!row) throw new Error(`no test drive ${codigo}`);
    return row;
  }

  return {
    get t(): TestApp {
      return app.t;
    },
    DNI,
    nextAddress,
    carAt,
    slotsOf,
    bookingOf,
    book,
    call,
    drained,
    calendarOf,
    driveRow,
  };
}
