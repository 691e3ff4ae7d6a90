import { copyNotice } from '@motorplaza/domain/complaints/complaint-copy';
import { FIELD_MESSAGES } from '@motorplaza/domain/shared/fields';
import { hasLiveLink } from '@motorplaza/domain/shared/inert-links';
import { pdfToText } from '@motorplaza/domain/testing/poppler';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookCounts,
  bookTestApp,
  freshAddress,
  fullSheet,
  MINIMUM_SHEET,
} from '../../../test/complaint-fixtures';
import { correoSaliente } from '../../db/schema/index';
import { COPIES_PER_RECIPIENT_PER_DAY } from './complaint-copy-cap';

/**
 * Issue 23, Medium 5: the book mailed its copy to whatever address was typed, from the company's
 * sender, with the visitor's name (CR/LF allowed) and text. Names refuse line breaks, nothing typed
 * becomes a link, a copy says why it came and how to report misuse, and an address gets at most a
 * few copies a day (the sheet is still filed).
 */

const book = bookTestApp();

function post(payload: unknown) {
  return book.t.injectAs(null, {
    method: 'POST',
    url: '/api/v1/reclamos',
    payload: payload as object,
    remoteAddress: freshAddress(),
  });
}

describe('POST /api/v1/reclamos refuses line breaks in single-line fields', () => {
  it.each([
    ['nombreCompleto', 'Ana Torres\r\nBcc: victima@correo.pe'],
    ['nombreCompleto', 'Ana Torres\nBcc: victima@correo.pe'],
    ['domicilio', 'Av. Arequipa 100\r\nX-Header: 1'],
    ['correo', 'ana@correo.pe\r\nBcc: victima@correo.pe'],
    ['telefono', '987654321\r\n'],
  ])('%s with %j → 400 under the field, nothing stored', async (field, value) => {
    const before = await bookCounts(book.t.database.db);
    const response = await post({ ...fullSheet(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[field]).toBeTruthy();
    expect(await bookCounts(book.t.database.db)).toEqual(before);
  });

  it('names the line break in Spanish', async () => {
    const response = await post({ ...MINIMUM_SHEET, nombreCompleto: 'Ana …\r\nBcc: x@y.pe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.nombreCompleto).toBe(FIELD_MESSAGES.lineBreaks);
  });

  it('keeps the lines of the detail (free text)', async () => {
    const response = await post({
      ...MINIMUM_SHEET,
      correo: null,
      domicilio: 'Jr. Ica 1',
      detalle: 'Uno.\r\nDos.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.hoja.detalle).toBe('Uno.\r\nDos.');
  });
});

describe('the copy by e-mail', () => {
  it('says why it came and how to report misuse; nothing typed is a link, in the mail or its PDF', async () => {
    const correo = 'nombrada.en.hoja@correo.pe';
    const response = await post(
      fullSheet({
        correo,
        nombreCompleto: 'Ana http://evil.example/pago www.phish.example',
        detalle: 'Pague en https://evil.example/cobro o escriba a cobros@evil.example',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.copia).toBe('CORREO');
    const codigo = response.json().data.hoja.codigo as string;
    await book.t.mail.drainNow();
    const [message] = (await book.sink.waitFor(1)).filter((m) => m.subject?.includes(codigo));
    const text = message?.text ?? '';
    expect(text).toContain('Recibes este correo porque esta dirección se indicó en una hoja de reclamación');
    expect(text).toContain('MotorPlaza');
    // The contact for misuse is the site settings' e-mail.
    expect(text).toMatch(/escríbenos a \S+@\S+ para reportar el uso indebido/);
    expect(message?.html).toBeFalsy();
    expect(text).not.toMatch(/evil\.example|phish\.example/);
    const typedPart = text.split('\n')[0] ?? '';
    expect(typedPart).toContain('Ana http:');
    expect(hasLiveLink(typedPart)).toBe(false);
    const pdf = message?.attachments[0]?.content;
    if (!pdf) throw new Error('no PDF attached');
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Link|\/URI\b|\/Annots/);
    expect(pdfToText(pdf)).not.toMatch(/evil\.example|phish\.example|https?:\/\//);
  });

  it(`mails at most ${COPIES_PER_RECIPIENT_PER_DAY} copies a day to one address; later sheets are filed without one`, async () => {
    const correo = 'victima.del.libro@correo.pe';
    const before = await bookCounts(book.t.database.db);
    const states: string[] = [];
    for (let i = 0; i < COPIES_PER_RECIPIENT_PER_DAY + 2; i += 1) {
      // The same address however it is written.
      const response = await post({ ...MINIMUM_SHEET, correo: i % 2 ? correo.toUpperCase() : correo });
      expect(response.statusCode).toBe(201);
      states.push(response.json().data.copia);
    }
    expect(states).toEqual([...Array(COPIES_PER_RECIPIENT_PER_DAY).fill('CORREO'), 'LIMITE', 'LIMITE']);
    const after = await bookCounts(book.t.database.db);
    expect(after.sheets).toBe((before.sheets ?? 0) + COPIES_PER_RECIPIENT_PER_DAY + 2);
    const queued = await book.t.database.db
      .select({ id: correoSaliente.id })
      .from(correoSaliente)
      .where(and(eq(correoSaliente.destinatario, correo), eq(correoSaliente.referenciaTipo, 'reclamo')));
    expect(queued).toHaveLength(COPIES_PER_RECIPIENT_PER_DAY);
    // Another address still gets its copy.
    const other = await post({ ...MINIMUM_SHEET, correo: 'otra.persona@correo.pe' });
    expect(other.json().data.copia).toBe('CORREO');
    expect(copyNotice('LIMITE', correo)).toMatch(/no enviamos la copia por correo/);
  });

  it('holds the cap when filings for one address arrive at once', async () => {
    const correo = 'simultanea@correo.pe';
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ ...MINIMUM_SHEET, oficina: i % 2 ? 0 : null, correo })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const mailed = responses.filter((r) => r.json().data.copia === 'CORREO');
    expect(mailed).toHaveLength(COPIES_PER_RECIPIENT_PER_DAY);
  });
});
