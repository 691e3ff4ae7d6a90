import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import {
  type AdminUser,
  userCreateSchema,
  userUpdateSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import { describe, expect, it } from 'vitest';
import { emptyUserForm, NEW_USER_ROLE, rolePermissions, userToForm } from './user-form-values';

const stored: AdminUser = {
  idUsuario: 12,
  nombres: 'Karla',
  apellidos: 'Ramos',
  dni: '41234567',
  correo: 'kramos@motorplaza.pe',
  celular: '987654321',
  telefono: null,
  direccion: 'Av. Arequipa 123',
  swGenero: false,
  puesto: null,
  fechaNac: '1990-05-04',
  foto: 'image_0.jpg',
  estado: false,
  rol: 'ASESOR1',
  permisos: [{ permiso: 'VER_INVENTARIO' }, { permiso: 'EXPORTAR_DATOS' }],
  fechaCreacion: '2026-01-10T10:00:00-05:00',
  version: 3,
};

describe('user form values (spec 001 §3, §5)', () => {
  it('starts a new user as Masculino, active, the least-privileged role with its permissions', () => {
    const form = emptyUserForm();
    expect(form).toMatchObject({ swGenero: true, estado: true, rol: NEW_USER_ROLE, contrasena: '' });
    expect(form.permisos).toEqual([...DEFAULT_ROLE_PERMISSIONS[NEW_USER_ROLE]]);
  });

  it('asks for every required field and the password of a new user with the spec messages', () => {
    const result = userCreateSchema.safeParse(emptyUserForm());
    expect(result.success).toBe(false);
    // The first message of each field is the one shown under it.
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).reverse().map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      nombres: 'Completa el nombre',
      apellidos: 'Completa los apellidos',
      dni: 'Completa el DNI',
      correo: 'Completa el correo electrónico',
      celular: 'Completa el número celular',
      contrasena: 'Contraseña mínimo de 8 caracteres',
    });
  });

  it('pre-fills a stored user, with an empty password and the names of its permissions', () => {
    const form = userToForm(stored);
    expect(form).toMatchObject({
      idUsuario: 12,
      version: 3,
      telefono: '',
      puesto: '',
      fechaNac: '1990-05-04',
      swGenero: false,
      estado: false,
      permisos: ['VER_INVENTARIO', 'EXPORTAR_DATOS'],
      contrasena: '',
    });
    const { contrasena: _password, ...withoutPassword } = form;
    expect(userUpdateSchema.safeParse(withoutPassword).success).toBe(true);
  });

  it.each(['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const)(
    'gives %s its default permissions',
    (rol) => {
      expect(rolePermissions(rol)).toEqual([...DEFAULT_ROLE_PERMISSIONS[rol]]);
    },
  );
});
