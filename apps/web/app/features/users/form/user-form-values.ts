import { DEFAULT_ROLE_PERMISSIONS, type Permission } from '@motorplaza/domain/access/permissions';
import type { Role } from '@motorplaza/domain/access/roles';
import type { AdminUser, userCreateSchema } from '@motorplaza/domain/users/user-admin.schema';
import type { z } from 'zod';

/** What the form holds: the schema's input, plus the id and version of the user being edited. */
export type UserFormInput = Omit<z.input<typeof userCreateSchema>, 'contrasena'> & {
  contrasena?: string;
  idUsuario?: number;
  version?: number;
};

/** Field names in screen order: an invalid submit moves focus to the first with an error. */
export const USER_FIELD_ORDER = [
  'nombres',
  'apellidos',
  'dni',
  'correo',
  'celular',
  'telefono',
  'direccion',
  'swGenero',
  'fechaNac',
  'rol',
  'puesto',
  'permisos',
  'estado',
  'contrasena',
] as const satisfies readonly (keyof UserFormInput)[];
export type UserFieldName = (typeof USER_FIELD_ORDER)[number];

/** The role a new user starts with: the one with the fewest rights (docs/decisions/0019). */
export const NEW_USER_ROLE: Role = 'ASESOR2';

/** The permissions a role starts with (DEFAULT_ROLE_PERMISSIONS); the administrator may change them. */
export function rolePermissions(rol: Role): Permission[] {
  return [...DEFAULT_ROLE_PERMISSIONS[rol]];
}

/** A new user (spec 001 §3): Masculino, active, the least-privileged role and its permissions. */
export function emptyUserForm(): UserFormInput {
  return {
    nombres: '',
    apellidos: '',
    dni: '',
    correo: '',
    celular: '',
    telefono: '',
    direccion: '',
    swGenero: true,
    puesto: '',
    fechaNac: null,
    estado: true,
    rol: NEW_USER_ROLE,
    permisos: rolePermissions(NEW_USER_ROLE),
    contrasena: '',
  };
}

/** A stored user in the form (spec 001 §4 "edit pre-fills fields"); the password starts empty. */
export function userToForm(user: AdminUser): UserFormInput {
  return {
    idUsuario: user.idUsuario,
    version: user.version,
    nombres: user.nombres,
    apellidos: user.apellidos,
    dni: user.dni,
    correo: user.correo,
    celular: user.celular,
    telefono: user.telefono ?? '',
    direccion: user.direccion ?? '',
    swGenero: user.swGenero,
    puesto: user.puesto ?? '',
    fechaNac: user.fechaNac ? user.fechaNac.slice(0, 10) : null,
    estado: user.estado,
    rol: user.rol,
    // A name the server no longer knows shows as an error to fix ("Permiso no válido").
    permisos: user.permisos.map((p) => p.permiso as Permission),
    contrasena: '',
  };
}
