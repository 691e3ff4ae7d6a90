import { describe, expect, it } from 'vitest';
import { greetingName } from '../shared/format';
import { loginRequestSchema } from './auth.schema';

function errorsOf(input: unknown): Record<string, string> {
  const result = loginRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  expect(result.error.issues).toHaveLength(Object.keys(errors).length);
  return errors;
}

describe('login validation (spec 000 §5, messages verbatim)', () => {
  it.each([
    [{ correo: '', contrasena: 'abc' }, { correo: 'El correo electrónico es requerido' }],
    [{ correo: 'ana@', contrasena: 'abc' }, { correo: 'Por favor ingresa un correo válido' }],
    [{ correo: 'ana@motorplaza.pe', contrasena: '' }, { contrasena: 'La contraseña es requerida' }],
    [
      { correo: 'ana@motorplaza.pe', contrasena: 'ab' },
      { contrasena: 'La contraseña debe tener al menos 3 caracteres' },
    ],
    [{ contrasena: 'abc' }, { correo: 'El correo electrónico es requerido' }],
    [{ correo: ' ana@motorplaza.pe ', contrasena: 'abc' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('remembers the session unless told otherwise', () => {
    expect(loginRequestSchema.parse({ correo: 'a@b.pe', contrasena: 'abc' }).recordar).toBe(true);
  });
});

describe('profile greeting (spec 000 §2)', () => {
  it.each([
    ['MARÍA elena Quispe', 'María'],
    ['  josé ', 'José'],
    ['ana', 'Ana'],
  ])('%s → %s', (nombre, expected) => {
    expect(greetingName(nombre)).toBe(expected);
  });
});
