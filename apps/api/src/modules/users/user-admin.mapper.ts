import type { Role } from '@motorplaza/domain/access/roles';
import type { AdminUser } from '@motorplaza/domain/users/user-admin.schema';
import type { UserRow } from '../auth/account.repository';

/** A user as the administrator's screens read it: never the password hash. */
export function toAdminUser(row: UserRow, permisos: readonly string[]): AdminUser {
  return {
    idUsuario: row.idUsuario,
    nombres: row.nombres,
    apellidos: row.apellidos,
    dni: row.dni,
    correo: row.correo,
    celular: row.celular,
    telefono: row.telefono,
    direccion: row.direccion,
    swGenero: row.swGenero,
    puesto: row.puesto,
    fechaNac: row.fechaNac,
    foto: row.foto,
    estado: row.estado,
    rol: row.rol as Role,
    permisos: permisos.map((permiso) => ({ permiso })),
    fechaCreacion: row.fechaCreacion.toISOString(),
    version: row.version,
  };
}

export function fullName(row: Pick<UserRow, 'nombres' | 'apellidos'>): string {
  return `${row.nombres} ${row.apellidos}`;
}
