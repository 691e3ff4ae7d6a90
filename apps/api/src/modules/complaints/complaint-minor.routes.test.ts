import { describe, expect, it } from 'vitest';
import { bookTestApp, fileSheet, freshAddress, fullSheet } from '../../../test/complaint-fixtures';

/**
 * A sheet filed by a parent or guardian for a minor (docs/decisions/0046-touch-selects-and-form-details.md):
 * the book writes to the guardian who filed it, and the look-up takes the guardian's document as well as
 * the minor's.
 */

const book = bookTestApp();

const MINOR_SHEET = fullSheet({
  nombreCompleto: 'Lucía Quispe Torres',
  nroDocumento: '71234568',
  correo: null,
  menorEdad: true,
  apoderado: 'Juan Quispe Huamán',
  apoderadoTipoDocumento: 'CE',
  apoderadoNroDocumento: 'ab1234567',
  apoderadoCorreo: 'juan.quispe@correo.pe',
  canalRespuesta: null,
});

function lookup(codigo: string, nroDocumento: string) {
  return book.t.injectAs(null, {
    method: 'POST',
    url: '/api/v1/reclamos/consulta',
    payload: { codigo, nroDocumento },
    remoteAddress: freshAddress(),
  });
}

describe('a minor’s sheet', () => {
  it('sends its copy to the guardian, greeting the guardian and naming the minor', async () => {
    const filed = await fileSheet(book.t, MINOR_SHEET);
    await book.t.mail.drainNow();
    const [message] = (await book.sink.waitFor(1)).filter((m) => m.subject?.includes(filed.codigo));
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('juan.quispe@correo.pe');
    const text = message?.text ?? '';
    expect(text.startsWith('Hola, Juan Quispe Huamán:')).toBe(true);
    expect(text).not.toContain('Hola, Lucía');
    expect(text).toContain('Registramos tu reclamo en nombre de Lucía Quispe Torres (menor de edad)');
    expect(text).toContain('con el número de la hoja y tu documento o el del menor');
  });

  it('is found with the guardian’s document and with the minor’s, not with another', async () => {
    const filed = await fileSheet(book.t, MINOR_SHEET);
    for (const document of ['AB1234567', 'ab1234567', '71234568']) {
      const response = await lookup(filed.codigo, document);
      expect(response.statusCode, document).toBe(200);
      expect(response.json().data.hojas).toEqual([expect.objectContaining({ codigo: filed.codigo })]);
    }
    expect((await lookup(filed.codigo, '11111111')).statusCode).toBe(404);
  });

  it('opens an adult’s sheet only with the consumer’s document', async () => {
    // A guardian sent without the minor box is not kept, so it cannot open the sheet either.
    const filed = await fileSheet(book.t, { ...MINOR_SHEET, menorEdad: false, correo: 'ana@correo.pe' });
    expect((await lookup(filed.codigo, 'AB1234567')).statusCode).toBe(404);
    expect((await lookup(filed.codigo, '71234568')).statusCode).toBe(200);
  });
});
