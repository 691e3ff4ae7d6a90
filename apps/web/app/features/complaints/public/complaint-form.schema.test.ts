import { COMPLAINT_MESSAGES } from '@motorplaza/domain/complaints/complaint-texts';
import { MONEY_MESSAGES } from '@motorplaza/domain/shared/money-input';
import { describe, expect, it } from 'vitest';
import { type ComplaintFormValues, complaintFormSchema, EMPTY_COMPLAINT_FORM } from './complaint-form.schema';

const minimum: ComplaintFormValues = {
  ...EMPTY_COMPLAINT_FORM,
  nombreCompleto: 'Rosa Quispe Mamani',
  nroDocumento: '45678912',
  domicilio: 'Jr. Lampa 123',
  detalle: 'El vehículo se entregó sin la llanta de repuesto.',
};

function messages(values: ComplaintFormValues): Record<string, string> {
  const result = complaintFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('complaintFormSchema', () => {
  it('sends the minimum with the unchosen radios left to the server', () => {
    const request = complaintFormSchema.parse(minimum);
    expect(request).toMatchObject({ oficina: null, tipo: 'RECLAMO', tipoBien: null, canalRespuesta: null });
    expect(request.correo).toBeNull();
    expect(request.moneda).toBeNull();
  });

  it('reads amounts written the Peruvian way and keeps the currency only with an amount', () => {
    expect(complaintFormSchema.parse({ ...minimum, montoReclamado: '15,000', moneda: 'PEN' })).toMatchObject({
      montoReclamado: 15_000,
      moneda: 'PEN',
    });
    expect(complaintFormSchema.parse({ ...minimum, montoReclamado: '1,250', moneda: 'USD' })).toMatchObject({
      montoReclamado: 1_250,
      moneda: 'USD',
    });
    expect(complaintFormSchema.parse({ ...minimum, montoReclamado: '450.5' }).montoReclamado).toBe(450.5);
    expect(complaintFormSchema.parse({ ...minimum, montoReclamado: ' ' })).toMatchObject({
      montoReclamado: null,
      moneda: null,
    });
  });

  it.each([
    ['1,25', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['1.250,50', MONEY_MESSAGES.commaDecimal('15,000.50')],
    ['1.250', MONEY_MESSAGES.pointThousands('1,250', '1.25')],
    ['cien', MONEY_MESSAGES.unreadable('15,000.50')],
  ])('refuses %j under the field instead of guessing', (montoReclamado, message) => {
    expect(messages({ ...minimum, montoReclamado })).toEqual({ montoReclamado: message });
  });

  it('drops the guardian of a consumer who is not a minor, and asks for it for a minor', () => {
    expect(complaintFormSchema.parse({ ...minimum, apoderado: 'Juan' }).apoderado).toBeNull();
    expect(messages({ ...minimum, menorEdad: true })).toMatchObject({
      apoderado: COMPLAINT_MESSAGES.apoderado,
      apoderadoNroDocumento: COMPLAINT_MESSAGES.apoderadoDocumento,
    });
  });

  it('shows the rules’ minimum under its fields', () => {
    expect(messages(EMPTY_COMPLAINT_FORM)).toEqual({
      nombreCompleto: COMPLAINT_MESSAGES.nombreCompleto,
      nroDocumento: COMPLAINT_MESSAGES.nroDocumento,
      domicilio: COMPLAINT_MESSAGES.contacto,
      correo: COMPLAINT_MESSAGES.contacto,
      detalle: COMPLAINT_MESSAGES.detalle,
    });
  });
});
