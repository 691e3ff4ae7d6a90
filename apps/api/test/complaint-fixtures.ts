import type { ComplaintRequest } from '@motorplaza/domain/complaints/complaint.schema';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../src/db/client';
import { complaint, complaintBookCounter, consentimiento, correoSaliente } from '../src/db/schema/index';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

/** The rules' minimum: name, document, an address or an e-mail, and the detail. */
export const MINIMUM_SHEET = {
  nombreCompleto: 'Rosa Quispe Mamani',
  tipoDocumento: 'DNI',
  nroDocumento: '45678912',
  correo: 'rosa.quispe@correo.pe',
  detalle: 'El vehículo se entregó con la batería descargada y no arrancó al día siguiente.',
} as const satisfies ComplaintRequest;

/** Every part of the sheet filled in. */
export function fullSheet(overrides: Partial<ComplaintRequest> = {}): ComplaintRequest {
  return {
    ...MINIMUM_SHEET,
    oficina: 0,
    domicilio: 'Jr. Lampa 123, Cercado de Lima',
    telefono: '987654321',
    tipoBien: 'PRODUCTO',
    montoReclamado: 450.5,
    moneda: 'PEN',
    descripcionBien: 'Hyundai Tucson 2019 comprado en la tienda de San Isidro.',
    tipo: 'RECLAMO',
    pedido: 'Solicito el cambio de la batería sin costo.',
    aceptaConsumidor: true,
    canalRespuesta: 'CORREO',
    consentimientoPrivacidad: true,
    ...overrides,
  };
}

let address = 0;
/** A client address of its own, so the per-address throttle never mixes tests. */
export function freshAddress(): string {
  address += 1;
  return `172.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export interface FiledSheet {
  codigo: string;
  codigoLibro: string;
  nroDocumento: string;
  pdf: string;
}

/** POST /reclamos as a visitor from an address of its own; fails the test on anything but 201. */
export async function fileSheet(t: TestApp, body: ComplaintRequest = fullSheet()): Promise<FiledSheet> {
  const response = await t.injectAs(null, {
    method: 'POST',
    url: '/api/v1/reclamos',
    payload: body,
    remoteAddress: freshAddress(),
  });
  if (response.statusCode !== 201)
    throw new Error(`filing answered ${response.statusCode}: ${response.body}`);
  const { data } = response.json() as { data: { hoja: FiledSheet; pdf: string } };
  return { ...data.hoja, pdf: data.pdf };
}

/** Rows of the tables a sheet writes: a refused sheet must leave all of them as they were. */
export async function bookCounts(db: Db) {
  const [[sheets], [counters], [consents], [mails]] = await Promise.all([
    db.select({ n: count() }).from(complaint),
    db
      .select({ n: sql<number>`coalesce(sum(${complaintBookCounter.ultimo}), 0)::int` })
      .from(complaintBookCounter),
    db.select({ n: count() }).from(consentimiento),
    db.select({ n: count() }).from(correoSaliente),
  ]);
  return { sheets: sheets?.n, numbersGiven: counters?.n, consents: consents?.n, mails: mails?.n };
}

/**
 * The test file's app, whose outbox sends to an SMTP sink of its own (emptied before each test):
 * read `book.t` and `book.sink` inside the tests.
 */
export function bookTestApp(): { t: TestApp; sink: SmtpSink } {
  const book = {} as { t: TestApp; sink: SmtpSink };
  beforeAll(async () => {
    book.sink = await startSmtpSink();
    book.t = await createTestApp({ smtpUrl: book.sink.url });
  });
  afterAll(async () => {
    await book.t?.close();
    await book.sink?.close();
  });
  beforeEach(() => {
    book.sink.received.length = 0;
  });
  return book;
}
