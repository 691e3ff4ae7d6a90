import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../shared/money-input';
import { complaintRequestSchema } from './complaint.schema';
import { complaintLookupSchema, parseLookupCode } from './complaint-lookup.schema';
import { COMPLAINT_MESSAGES } from './complaint-texts';

/** The rules' minimum: name, document, an address or an e-mail, and the detail. */
const MINIMUM = {
  nombreCompleto: 'Rosa Quispe Mamani',
  tipoDocumento: 'DNI',
  nroDocumento: '45678912',
  correo: 'rosa@correo.pe',
  detalle: 'El vehículo se entregó con la batería descargada.',
} as const;

function errorsOf(body: unknown): Record<string, string> {
  const result = complaintRequestSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('complaintRequestSchema', () => {
  it('accepts the minimum alone and fills the rest with nulls and defaults', () => {
    const sheet = complaintRequestSchema.parse(MINIMUM);
    expect(sheet).toMatchObject({
      tipo: 'RECLAMO',
      domicilio: null,
      telefono: null,
      tipoBien: null,
      montoReclamado: null,
      canalRespuesta: null,
      menorEdad: false,
      aceptaConsumidor: false,
      oficina: null,
    });
    expect(
      complaintRequestSchema.parse({ ...MINIMUM, correo: '', domicilio: 'Jr. Lampa 123, Lima' }).correo,
    ).toBe(null);
  });

  it.each([
    ['DNI', '4567891', COMPLAINT_MESSAGES.documents.DNI],
    ['DNI', '4567891A', COMPLAINT_MESSAGES.documents.DNI],
    ['CE', '12345678', COMPLAINT_MESSAGES.documents.CE],
    ['CE', '12345-6789', COMPLAINT_MESSAGES.documents.CE],
    ['PASAPORTE', 'AB12', COMPLAINT_MESSAGES.documents.PASAPORTE],
    ['RUC', '20100047219', COMPLAINT_MESSAGES.documents.RUC],
    ['RUC', '30100047218', COMPLAINT_MESSAGES.documents.RUC],
    ['DNI', '', COMPLAINT_MESSAGES.nroDocumento],
  ])('refuses %s %s', (tipoDocumento, nroDocumento, message) => {
    expect(errorsOf({ ...MINIMUM, tipoDocumento, nroDocumento })).toEqual({ nroDocumento: message });
  });

  it.each([
    ['CE', '001234567', '001234567'],
    ['CE', 'ab1234567', 'AB1234567'],
    ['PASAPORTE', ' u 1234567 ', 'U1234567'],
    ['RUC', '20100047218', '20100047218'],
  ])('accepts %s %s as %s', (tipoDocumento, nroDocumento, stored) => {
    expect(complaintRequestSchema.parse({ ...MINIMUM, tipoDocumento, nroDocumento }).nroDocumento).toBe(
      stored,
    );
  });

  it('asks for an address or an e-mail, under both fields', () => {
    const { correo: _dropped, ...withoutContact } = MINIMUM;
    expect(errorsOf(withoutContact)).toEqual({
      domicilio: COMPLAINT_MESSAGES.contacto,
      correo: COMPLAINT_MESSAGES.contacto,
    });
  });

  it('refuses a minor without the guardian’s name and document, and a guardian’s bad document', () => {
    expect(errorsOf({ ...MINIMUM, menorEdad: true })).toEqual({
      apoderado: COMPLAINT_MESSAGES.apoderado,
      apoderadoTipoDocumento: COMPLAINT_MESSAGES.apoderadoDocumento,
    });
    expect(
      errorsOf({ ...MINIMUM, menorEdad: true, apoderado: 'Juan Quispe', apoderadoTipoDocumento: 'DNI' }),
    ).toEqual({ apoderadoNroDocumento: COMPLAINT_MESSAGES.apoderadoDocumento });
    expect(
      errorsOf({
        ...MINIMUM,
        menorEdad: true,
        apoderado: 'Juan Quispe',
        apoderadoTipoDocumento: 'DNI',
        apoderadoNroDocumento: '123',
      }),
    ).toEqual({ apoderadoNroDocumento: COMPLAINT_MESSAGES.documents.DNI });
  });

  it('reads the amount as typed in Peru, refusing what has two readings, never clamping (decision 0041)', () => {
    const amount = (montoReclamado: unknown, moneda?: string) =>
      complaintRequestSchema.safeParse({ ...MINIMUM, montoReclamado, moneda });
    expect(amount('15,000', 'PEN').data).toMatchObject({ montoReclamado: 15_000, moneda: 'PEN' });
    expect(amount('1,250', 'PEN').data).toMatchObject({ montoReclamado: 1_250 });
    expect(amount('S/ 1,250.50').data).toMatchObject({ montoReclamado: 1_250.5, moneda: 'PEN' });
    expect(amount('US$ 25,400').data).toMatchObject({ montoReclamado: 25_400, moneda: 'USD' });
    expect(errorsOf({ ...MINIMUM, montoReclamado: 'US$ 25,400', moneda: 'PEN' })).toEqual({
      montoReclamado: MONEY_MESSAGES.otherCurrency('S/'),
    });
    expect(errorsOf({ ...MINIMUM, montoReclamado: '1,25', moneda: 'PEN' })).toEqual({
      montoReclamado: MONEY_MESSAGES.commaDecimal('15,000.50'),
    });
    expect(errorsOf({ ...MINIMUM, montoReclamado: 10_000_000_000, moneda: 'PEN' })).toEqual({
      montoReclamado: MONEY_MESSAGES.max('9,999,999,999.99'),
    });
  });

  it('checks the optional fields when they are given', () => {
    expect(errorsOf({ ...MINIMUM, telefono: '12 34' })).toEqual({ telefono: COMPLAINT_MESSAGES.telefono });
    expect(errorsOf({ ...MINIMUM, correo: 'no-es-correo' })).toEqual({ correo: COMPLAINT_MESSAGES.correo });
    expect(errorsOf({ ...MINIMUM, montoReclamado: 0, moneda: 'PEN' })).toEqual({
      montoReclamado: MONEY_MESSAGES.min('0.01'),
    });
    expect(errorsOf({ ...MINIMUM, montoReclamado: 10.005, moneda: 'PEN' })).toEqual({
      montoReclamado: MONEY_MESSAGES.tooManyDecimals,
    });
    expect(errorsOf({ ...MINIMUM, montoReclamado: 450.5 })).toEqual({ moneda: COMPLAINT_MESSAGES.moneda });
    expect(errorsOf({ ...MINIMUM, detalle: '   ' })).toEqual({ detalle: COMPLAINT_MESSAGES.detalle });
    expect(errorsOf({ ...MINIMUM, nombreCompleto: ' ' })).toEqual({
      nombreCompleto: COMPLAINT_MESSAGES.nombreCompleto,
    });
  });

  it('lets the answer go by e-mail only with an e-mail, by letter only with an address', () => {
    expect(errorsOf({ ...MINIMUM, canalRespuesta: 'CARTA' })).toEqual({
      canalRespuesta: COMPLAINT_MESSAGES.canalCarta,
    });
    expect(
      errorsOf({ ...MINIMUM, correo: null, domicilio: 'Av. Arequipa 100', canalRespuesta: 'CORREO' }),
    ).toEqual({ canalRespuesta: COMPLAINT_MESSAGES.canalCorreo });
  });
});

describe('the look-up code', () => {
  it.each([
    ['000000012-2026', { codigoLibro: null, codigo: '000000012-2026' }],
    ['12-2026', { codigoLibro: null, codigo: '000000012-2026' }],
    ['SI01-000000003-2027', { codigoLibro: 'SI01', codigo: '000000003-2027' }],
    ['12/2026', null],
    ['0000000012-2026', null],
  ])('%s', (code, parsed) => {
    expect(parseLookupCode(code)).toEqual(parsed);
  });

  it('normalizes spaces and case before checking', () => {
    expect(complaintLookupSchema.parse({ codigo: ' web-12-2026 ', nroDocumento: ' ab 123456 ' })).toEqual({
      codigo: 'WEB-12-2026',
      nroDocumento: 'AB123456',
    });
    expect(complaintLookupSchema.safeParse({ codigo: 'hoja 12', nroDocumento: '45678912' }).success).toBe(
      false,
    );
  });
});
