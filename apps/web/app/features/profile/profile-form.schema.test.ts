import { describe, expect, it } from 'vitest';
import { profileFormSchema, profileUpdateRequest } from './profile-form.schema';

const valid = {
  nombres: 'Ana',
  apellidos: 'Torres',
  celular: '987654321',
  contrasenaActual: '',
  contrasenaNueva: '',
};

function messages(values: typeof valid): Record<string, string> {
  const result = profileFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('profile form', () => {
  it('keeps the password when both password fields are empty', () => {
    expect(messages(valid)).toEqual({});
    expect(profileUpdateRequest(valid, 3)).toEqual({
      nombres: 'Ana',
      apellidos: 'Torres',
      celular: '987654321',
      version: 3,
    });
  });

  it('asks for eight characters and the current password to change it', () => {
    expect(messages({ ...valid, contrasenaNueva: 'abc' })).toEqual({
      contrasenaNueva: 'Contraseña mínimo de 8 caracteres',
      contrasenaActual: 'Ingresa tu contraseña actual para cambiarla',
    });
  });

  it('sends both passwords when changing it', () => {
    const values = { ...valid, contrasenaActual: 'Actual123', contrasenaNueva: 'Nueva123' };
    expect(profileUpdateRequest(values, 1)).toMatchObject({
      contrasenaActual: 'Actual123',
      contrasenaNueva: 'Nueva123',
    });
  });

  it('uses the user form messages for names and mobile', () => {
    expect(messages({ ...valid, nombres: ' ', apellidos: '', celular: '12' })).toEqual({
      nombres: 'Completa el nombre',
      apellidos: 'Completa los apellidos',
      celular: 'El celular debe tener 9 dígitos y empezar con 9',
    });
  });
});
