import { COMPLAINT_MESSAGES } from '@motorplaza/domain/complaints/complaint-texts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaintFilingTestApp } from '../../../test/complaint-filing-fixtures';
import {
  bookCounts,
  fileSheet,
  freshAddress,
  fullSheet,
  MINIMUM_SHEET,
} from '../../../test/complaint-fixtures';
import { correoSaliente } from '../../db/schema/index';

/**
 * The public virtual book (docs/decisions/0028): the copy by e-mail with its PDF, the signed PDF link and
 * the look-up.
 */

const fx = complaintFilingTestApp();
const { book, YEAR, stored } = fx;

describe('the copy by e-mail', () => {
  it('reaches the consumer at once with the sheet as a PDF, and its send time is recorded', async () => {
    const filed = await fileSheet(book.t, fullSheet({ correo: 'copia.reclamo@correo.pe' }));
    await book.t.mail.drainNow();
    const [message] = (await book.sink.waitFor(1)).filter((m) => m.subject?.includes(filed.codigo));
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('copia.reclamo@correo.pe');
    expect(message?.subject).toBe(
      `Copia de tu hoja de reclamación Nº ${filed.codigo} - MotorPlaza Perú S.A.C.`,
    );
    expect(message?.text).toContain('15 días hábiles, improrrogable');
    const [attachment] = message?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`hoja-de-reclamacion-WEB-${filed.codigo}.pdf`);
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await stored(filed.codigo);
    expect(row.copiaEnviadaEn).toBeInstanceOf(Date);
    const [outbox] = await book.t.database.db
      .select()
      .from(correoSaliente)
      .where(and(eq(correoSaliente.referenciaTipo, 'reclamo'), eq(correoSaliente.referenciaId, row.id)));
    expect(outbox?.estado).toBe('ENVIADO');
    expect(row.copiaEnviadaEn?.getTime()).toBe(outbox?.enviadoEn?.getTime());
  });

  it('writes no e-mail for a sheet left with an address only', async () => {
    const before = await bookCounts(book.t.database.db);
    const filed = await fileSheet(book.t, {
      ...MINIMUM_SHEET,
      correo: null,
      domicilio: 'Av. Brasil 1200, Jesús María',
    });
    expect((await bookCounts(book.t.database.db)).mails).toBe(before.mails);
    expect((await stored(filed.codigo)).canalRespuesta).toBe('CARTA');
  });
});

describe('GET /api/v1/reclamos/hoja.pdf', () => {
  it('serves the sheet’s PDF with the link of the confirmation', async () => {
    const filed = await fileSheet(book.t);
    const response = await book.t.injectAs(null, { method: 'GET', url: filed.pdf });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="hoja-de-reclamacion-WEB-${filed.codigo}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a forged token, an access token or no token without the sheet', async () => {
    const access = await book.t.tokenFor(book.t.users.ADMIN.idUsuario);
    for (const token of ['nada', access]) {
      const response = await book.t.injectAs(null, {
        method: 'GET',
        url: `/api/v1/reclamos/hoja.pdf?token=${token}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(COMPLAINT_MESSAGES.sheetLinkExpired);
    }
    expect(
      (await book.t.injectAs(null, { method: 'GET', url: '/api/v1/reclamos/hoja.pdf' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/v1/reclamos/consulta', () => {
  function lookup(payload: unknown, remoteAddress = freshAddress()) {
    return book.t.injectAs(null, {
      method: 'POST',
      url: '/api/v1/reclamos/consulta',
      payload: payload as object,
      remoteAddress,
    });
  }

  it('answers the state by number and document, without the consumer’s data', async () => {
    const filed = await fileSheet(
      book.t,
      fullSheet({ tipoDocumento: 'PASAPORTE', nroDocumento: 'X1234567' }),
    );
    const shortCode = `${Number(filed.codigo.slice(0, 9))}-${YEAR}`;
    for (const codigo of [filed.codigo, shortCode, `web-${filed.codigo}`]) {
      const response = await lookup({ codigo, nroDocumento: 'x1234567' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.hojas).toEqual([
        expect.objectContaining({
          codigo: filed.codigo,
          codigoLibro: 'WEB',
          estado: 'PENDIENTE',
          tipo: 'RECLAMO',
        }),
      ]);
      expect(response.body).not.toContain('Rosa');
    }
  });

  it('gives the same answer for a wrong number and a wrong document', async () => {
    const filed = await fileSheet(book.t);
    const wrongDocument = await lookup({ codigo: filed.codigo, nroDocumento: '11111111' });
    const wrongCode = await lookup({ codigo: `999999999-${YEAR}`, nroDocumento: filed.nroDocumento });
    const otherBook = await lookup({ codigo: `SURCO-${filed.codigo}`, nroDocumento: filed.nroDocumento });
    for (const response of [wrongDocument, wrongCode, otherBook]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: COMPLAINT_MESSAGES.lookupNotFound });
    }
  });

  it('is throttled per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await lookup({ codigo: `${i + 1}-${YEAR}`, nroDocumento: '22222222' }, address)).statusCode,
      ).toBe(404);
    }
    const throttled = await lookup({ codigo: `1-${YEAR}`, nroDocumento: '22222222' }, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(COMPLAINT_MESSAGES.lookupThrottled);
  });

  it('refuses a malformed number with its message', async () => {
    const response = await lookup({ codigo: 'hoja 12', nroDocumento: '45678912' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ codigo: COMPLAINT_MESSAGES.codigo });
  });
});
