import { ROLES } from '@motorplaza/domain/access/roles';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers';

/** Staff users (spec 001 §3 "User"). */
export const usuario = pgTable(
  'usuario',
  {
    idUsuario: serial().primaryKey(),
    nombres: varchar({ length: COLUMN_LENGTHS.usuario.nombres }).notNull(),
    apellidos: varchar({ length: COLUMN_LENGTHS.usuario.apellidos }).notNull(),
    dni: varchar({ length: COLUMN_LENGTHS.usuario.dni }).notNull().unique(),
    correo: varchar({ length: COLUMN_LENGTHS.usuario.correo }).notNull(),
    celular: varchar({ length: COLUMN_LENGTHS.usuario.celular }).notNull(),
    telefono: varchar({ length: COLUMN_LENGTHS.usuario.telefono }),
    direccion: varchar({ length: COLUMN_LENGTHS.usuario.direccion }),
    contrasena: text().notNull(),
    swGenero: boolean().notNull().default(true),
    puesto: varchar({ length: COLUMN_LENGTHS.usuario.puesto }),
    fechaNac: date(),
    foto: varchar({ length: COLUMN_LENGTHS.usuario.foto }),
    estado: boolean().notNull().default(true),
    rol: varchar({ length: COLUMN_LENGTHS.usuario.rol }).notNull(),
    fechaCreacion: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
    /**
     * Moves when every session of the user must end at once (password change, deactivation,
     * reactivation): an access token carrying another number is refused (issue 23).
     */
    versionSesion: integer().notNull().default(0),
    /** The password was set by an administrator: the user must choose their own before anything else. */
    debeCambiarContrasena: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('usuario_correo_unique').on(sql`lower(${t.correo})`),
    check('usuario_rol_check', inList(t.rol, ROLES)),
    check('usuario_dni_check', sql`${t.dni} ~ '^[0-9]{8}$'`),
  ],
);

/** A user's full name as every screen shows it: nombres and apellidos (of `usuario` or an alias of it). */
export function userFullName(table: { nombres: AnyPgColumn; apellidos: AnyPgColumn }): SQL<string> {
  return sql<string>`${table.nombres} || ' ' || ${table.apellidos}`;
}

/** Named permissions (spec 001 §3 "Permission"). */
export const permiso = pgTable('permiso', {
  idPermiso: serial().primaryKey(),
  nombre: varchar({ length: COLUMN_LENGTHS.permiso.nombre }).notNull().unique(),
  descripcion: text().notNull(),
});

export const usuarioPermiso = pgTable(
  'usuario_permiso',
  {
    idUsuario: integer()
      .notNull()
      .references(() => usuario.idUsuario, { onDelete: 'cascade' }),
    idPermiso: integer()
      .notNull()
      .references(() => permiso.idPermiso, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.idPermiso] })],
);
