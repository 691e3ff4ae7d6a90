import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { PERU_MESSAGES } from '@motorplaza/domain/shared/peru';
import { describe, expect, it } from 'vitest';
import { interestFormSchema } from './interest-form.schema';

const valid = {
  idAuto: 42,
  nombreCompleto: 'María Quispe Huamán',
  dni: '45678912',
  correo: 'maria@example.pe',
  celular: '987654321',
  fechaCita: '',
  comentarios: '',
  consentimientoPrivacidad: true,
  consentimientoMarketing: false,
};

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = interestFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('interestFormSchema', () => {
  it('accepts a complete form and turns an empty date into null', () => {
    const result = interestFormSchema.parse(valid);
    expect(result.fechaCita).toBeNull();
    expect(result.consentimientoMarketing).toBe(false);
  });

  it('accepts today as the visit date', () => {
    expect(interestFormSchema.parse({ ...valid, fechaCita: todayInLima() }).fechaCita).toBe(todayInLima());
  });

  it('gives each field its Spanish message', () => {
    expect(
      messages({
        ...valid,
        nombreCompleto: ' ',
        dni: '1234',
        correo: 'maria@',
        celular: '887654321',
        fechaCita: '2000-01-01',
        consentimientoPrivacidad: false,
      }),
    ).toEqual({
      nombreCompleto: INTEREST_MESSAGES.nombreCompleto,
      dni: PERU_MESSAGES.dni,
      correo: PERU_MESSAGES.correo,
      celular: PERU_MESSAGES.celular,
      fechaCita: INTEREST_MESSAGES.fechaCita,
      consentimientoPrivacidad: INTEREST_MESSAGES.privacidad,
    });
  });

  it('limits the comment to 500 characters', () => {
    expect(messages({ ...valid, comentarios: 'a'.repeat(501) })).toEqual({
      comentarios: INTEREST_MESSAGES.comentarios,
    });
  });
});
