import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  clientFormSchema,
  clientPageQuerySchema,
  clientUpdateSchema,
} from './client.schema';

const valid = {
  nombres: 'Rosa',
  apellidos: 'Quispe Mamani',
  dni: '45678912',
  ruc: '20100047218',
  correo: 'rosa.quispe@correo.pe',
  celular: '987654321',
  direccion: 'Av. Arequipa 123, Lince',
  estado: true,
};

function errorsOf(input: unknown) {
  const parsed = clientFormSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('clientFormSchema (spec 001 §3 Registered client; decision 0022)', () => {
  it('accepts a full client and trims', () => {
    expect(clientFormSchema.parse({ ...valid, nombres: '  Rosa ' })).toEqual(valid);
  });

  it('turns empty optional fields into null and defaults estado to true', () => {
    expect(
      clientFormSchema.parse({
        nombres: 'Rosa',
        apellidos: 'Quispe',
        dni: '45678912',
        ruc: '',
        correo: '',
        celular: '',
      }),
    ).toEqual({
      nombres: 'Rosa',
      apellidos: 'Quispe',
      dni: '45678912',
      ruc: null,
      correo: null,
      celular: null,
      direccion: null,
      estado: true,
    });
  });

  it.each([
    ['nombres', '', 'Completa el nombre'],
    ['apellidos', '   ', 'Completa los apellidos'],
    ['dni', '', 'Completa el DNI'],
    ['dni', '1234567', 'El DNI debe tener 8 dígitos'],
    ['dni', '1234567a', 'El DNI debe tener 8 dígitos'],
    ['dni', '123456789', 'El DNI debe tener 8 dígitos'],
    ['ruc', '20100047217', CLIENT_MESSAGES.ruc],
    ['ruc', '30100047218', CLIENT_MESSAGES.ruc],
    ['ruc', '201000472181', CLIENT_MESSAGES.ruc],
    ['correo', 'rosa@', 'Por favor ingresa un correo válido'],
    ['celular', '887654321', 'El celular debe tener 9 dígitos y empezar con 9'],
    ['celular', '98765432', 'El celular debe tener 9 dígitos y empezar con 9'],
    ['direccion', 'x'.repeat(201), 'Máximo 200 caracteres'],
    ['nombres', 'Ro\u0000sa', 'El texto contiene caracteres no permitidos'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('needs a version to update', () => {
    expect(clientUpdateSchema.safeParse(valid).success).toBe(false);
    expect(clientUpdateSchema.parse({ ...valid, version: 3 }).version).toBe(3);
  });
});

describe('clientPageQuerySchema', () => {
  it('defaults to page 1 of 10, newest first, every state', () => {
    expect(clientPageQuerySchema.parse({})).toEqual({ sort: 'reciente', page: 1, pageSize: 10 });
  });

  it.each(['5', '10', '25', '50'])('accepts page size %s', (size) => {
    expect(clientPageQuerySchema.parse({ pageSize: size }).pageSize).toBe(Number(size));
  });

  it.each([
    { pageSize: '20' },
    { pageSize: '0' },
    { page: '0' },
    { estado: 'activos' },
    { q: 'x'.repeat(101) },
  ])('refuses %j', (query) => {
    expect(clientPageQuerySchema.safeParse(query).success).toBe(false);
  });
});
