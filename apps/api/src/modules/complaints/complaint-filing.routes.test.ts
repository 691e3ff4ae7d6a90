import { addBusinessDays } from '@motorplaza/domain/complaints/business-days';
import { COMPLAINT_MESSAGES, type ComplaintDocument } from '@motorplaza/domain/complaints/complaint-texts';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { MONEY_MESSAGES } from '@motorplaza/domain/shared/money-input';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaintFilingTestApp } from '../../../test/complaint-filing-fixtures';
import {
  bookCounts,
  fileSheet,
  freshAddress,
  fullSheet,
  MINIMUM_SHEET,
} from '../../../test/complaint-fixtures';
import { complaint, consentimiento, feriado, movimiento } from '../../db/schema/index';

/**
 * The public virtual book (docs/decisions/0028) on PGlite, or on TEST_DATABASE_URL's PostgreSQL: filing,
 * refusals that store nothing and the numbering under concurrency.
 */

const fx = complaintFilingTestApp();
const { book, YEAR, post, stored } = fx;

describe('POST /api/v1/reclamos', () => {
  it('reads the amount and the phone as typed in Peru: "15,000" is S/ 15,000.00 (decision 0041)', async () => {
    const response = await post({
      ...MINIMUM_SHEET,
      montoReclamado: '15,000',
      moneda: 'PEN',
      telefono: '987 654 321',
    });
    expect(response.statusCode).toBe(201);
    const sheet = response.json().data.hoja;
    expect(sheet).toMatchObject({ montoReclamado: 15_000, moneda: 'PEN', telefono: '987654321' });
    expect(await stored(sheet.codigo)).toMatchObject({ montoReclamado: 15_000, telefono: '987654321' });
  });

  it('files a sheet with only the minimum: the next number, the date, the 15-business-day term', async () => {
    const before = await bookCounts(book.t.database.db);
    const response = await post(MINIMUM_SHEET);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(COMPLAINT_MESSAGES.created);
    const sheet = body.data.hoja;
    expect(sheet.codigo).toMatch(new RegExp(`^\\d{9}-${YEAR}$`));
    expect(sheet).toMatchObject({
      codigoLibro: 'WEB',
      razonSocial: 'MotorPlaza Perú S.A.C.',
      ruc: '20612345671',
      tipo: 'RECLAMO',
      tipoOriginal: 'RECLAMO',
      estado: 'PENDIENTE',
      canalRespuesta: 'CORREO',
      domicilio: null,
      tipoBien: null,
      aceptaConsumidor: false,
    });
    expect(sheet.establecimiento).toContain('Libro virtual del sitio web');
    const holidays = new Set((await book.t.database.db.select().from(feriado)).map((h) => h.fecha));
    expect(sheet.fechaLimite).toBe(addBusinessDays(todayInLima(), 15, holidays));
    expect(body.data.pdf).toMatch(/^\/api\/v1\/reclamos\/hoja\.pdf\?token=/);
    expect(await bookCounts(book.t.database.db)).toEqual({
      sheets: (before.sheets ?? 0) + 1,
      numbersGiven: (before.numbersGiven ?? 0) + 1,
      consents: (before.consents ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const row = await stored(sheet.codigo);
    const [consent] = await book.t.database.db
      .select()
      .from(consentimiento)
      .where(and(eq(consentimiento.referenciaTipo, 'complaint'), eq(consentimiento.referenciaId, row.id)));
    expect(consent).toMatchObject({ formulario: 'RECLAMO', aceptaPrivacidad: false, aceptaMarketing: false });
    const [movement] = await book.t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'complaint.create'), eq(movimiento.idEntidad, row.id)));
    expect(movement?.usuario).toBe('Formulario web');
  });

  it('files every part of Anexo I, the store’s establishment and a minor’s guardian', async () => {
    const filed = await fileSheet(
      book.t,
      fullSheet({
        menorEdad: true,
        apoderado: 'Juan Quispe Huamán',
        apoderadoTipoDocumento: 'CE',
        apoderadoNroDocumento: 'ab1234567',
        tipo: 'QUEJA',
      }),
    );
    const row = await stored(filed.codigo);
    expect(row).toMatchObject({
      establecimiento: 'Tienda San Isidro: Av. Javier Prado Este 1250, San Isidro, Lima',
      menorEdad: true,
      apoderado: 'Juan Quispe Huamán',
      apoderadoNroDocumento: 'AB1234567',
      montoReclamado: 450.5,
      moneda: 'PEN',
      tipo: 'QUEJA',
      tipoOriginal: 'QUEJA',
      aceptaConsumidor: true,
    });
  });

  it('numbers a store’s sheets in its own book when the settings give it one', async () => {
    const settings = (await book.t.injectAs(null, { method: 'GET', url: '/api/v1/ajustes' })).json().data
      .ajustes;
    settings.oficinas[1].codigoLibro = 'SURCO';
    const saved = await book.t.injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/ajustes',
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    const filed = await fileSheet(book.t, fullSheet({ oficina: 1 }));
    expect(filed.codigoLibro).toBe('SURCO');
    expect(filed.codigo).toBe(`000000001-${YEAR}`);
    const web = await fileSheet(book.t, fullSheet({ oficina: 0 }));
    expect(web.codigoLibro).toBe('WEB');
    const missing = await post(fullSheet({ oficina: 7 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ oficina: COMPLAINT_MESSAGES.establecimiento });
  });

  const documentCases: [ComplaintDocument, string][] = [
    ['DNI', '1234567'],
    ['DNI', '1234567X'],
    ['CE', '12345678'],
    ['PASAPORTE', 'A1'],
    ['RUC', '20100047219'],
  ];
  const badSheets: [string, Record<string, unknown>, Record<string, string>][] = [
    ...documentCases.map(
      ([tipoDocumento, nroDocumento]): [string, Record<string, unknown>, Record<string, string>] => [
        `a ${tipoDocumento} of the wrong format (${nroDocumento})`,
        { ...MINIMUM_SHEET, tipoDocumento, nroDocumento },
        { nroDocumento: COMPLAINT_MESSAGES.documents[tipoDocumento] },
      ],
    ),
    [
      'neither an address nor an e-mail',
      { ...MINIMUM_SHEET, correo: '' },
      { domicilio: COMPLAINT_MESSAGES.contacto, correo: COMPLAINT_MESSAGES.contacto },
    ],
    [
      'a minor without a guardian',
      { ...MINIMUM_SHEET, menorEdad: true },
      {
        apoderado: COMPLAINT_MESSAGES.apoderado,
        apoderadoTipoDocumento: COMPLAINT_MESSAGES.apoderadoDocumento,
      },
    ],
    [
      'a guardian with a bad DNI',
      {
        ...MINIMUM_SHEET,
        menorEdad: true,
        apoderado: 'Juan Quispe',
        apoderadoTipoDocumento: 'DNI',
        apoderadoNroDocumento: '99',
      },
      { apoderadoNroDocumento: COMPLAINT_MESSAGES.documents.DNI },
    ],
    ['no detail', { ...MINIMUM_SHEET, detalle: '' }, { detalle: COMPLAINT_MESSAGES.detalle }],
    [
      'no name',
      { ...MINIMUM_SHEET, nombreCompleto: '' },
      { nombreCompleto: COMPLAINT_MESSAGES.nombreCompleto },
    ],
    ['a bad e-mail', { ...MINIMUM_SHEET, correo: 'rosa@' }, { correo: COMPLAINT_MESSAGES.correo }],
    ['a bad phone', { ...MINIMUM_SHEET, telefono: '98-765' }, { telefono: COMPLAINT_MESSAGES.telefono }],
    [
      'an amount without currency',
      { ...MINIMUM_SHEET, montoReclamado: 100 },
      { moneda: COMPLAINT_MESSAGES.moneda },
    ],
    [
      'a negative amount',
      { ...MINIMUM_SHEET, montoReclamado: -5, moneda: 'USD' },
      { montoReclamado: MONEY_MESSAGES.negative },
    ],
    [
      'an amount with two readings, sent as typed',
      { ...MINIMUM_SHEET, montoReclamado: '1,25', moneda: 'PEN' },
      { montoReclamado: MONEY_MESSAGES.commaDecimal('15,000.50') },
    ],
    [
      'an amount past numeric(12, 2), never clamped',
      { ...MINIMUM_SHEET, montoReclamado: 10_000_000_000, moneda: 'PEN' },
      { montoReclamado: MONEY_MESSAGES.max('9,999,999,999.99') },
    ],
    [
      'a dollar amount marked as soles',
      { ...MINIMUM_SHEET, montoReclamado: 'US$ 25,400', moneda: 'PEN' },
      { montoReclamado: MONEY_MESSAGES.otherCurrency('S/') },
    ],
    [
      'an answer by letter without an address',
      { ...MINIMUM_SHEET, canalRespuesta: 'CARTA' },
      { canalRespuesta: COMPLAINT_MESSAGES.canalCarta },
    ],
    [
      'an answer by e-mail without an e-mail',
      { ...MINIMUM_SHEET, correo: null, domicilio: 'Av. Arequipa 100', canalRespuesta: 'CORREO' },
      { canalRespuesta: COMPLAINT_MESSAGES.canalCorreo },
    ],
  ];

  it.each(badSheets)('refuses %s with its message and stores nothing', async (_label, payload, errors) => {
    const before = await bookCounts(book.t.database.db);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await bookCounts(book.t.database.db)).toEqual(before);
  });

  it('refuses a sixth sheet from one address within ten minutes, storing nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await post(MINIMUM_SHEET, address)).statusCode).toBe(201);
    const before = await bookCounts(book.t.database.db);
    const throttled = await post(MINIMUM_SHEET, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(COMPLAINT_MESSAGES.throttled);
    expect(await bookCounts(book.t.database.db)).toEqual(before);
  });

  it('gives 50 concurrent submissions 50 distinct consecutive numbers', async () => {
    const [last] = await book.t.database.db
      .select({ correlativo: complaint.correlativo })
      .from(complaint)
      .where(eq(complaint.codigoLibro, 'WEB'))
      .orderBy(desc(complaint.correlativo))
      .limit(1);
    const start = (last?.correlativo ?? 0) + 1;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({ ...MINIMUM_SHEET, nombreCompleto: `Consumidor Concurrente ${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses
      .map((r) => Number((r.json().data.hoja.codigo as string).slice(0, 9)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => start + i));
    await book.t.mail.drainNow();
  }, 60_000);
});
