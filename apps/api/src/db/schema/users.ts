import { ROLES } from '@motorplaza/domain/access/roles';
import { sql } from 'drizzle-orm';
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
    nombres: varchar({ length: 100 }).notNull(),
    apellidos: varchar({ length: 100 }).notNull(),
    dni: varchar({ length: 8 }).notNull().unique(),
    correo: varchar({ length: 150 }).notNull(),
    celular: varchar({ length: 9 }).notNull(),
    telefono: varchar({ length: 20 }),
    direccion: varchar({ length: 200 }),
    contrasena: text().notNull(),
    swGenero: boolean().notNull().default(true),
    puesto: varchar({ length: 100 }),
    fechaNac: date(),
    foto: varchar({ length: 200 }),
    estado: boolean().notNull().default(true),
    rol: varchar({ length: 10 }).notNull(),
    fechaCreacion: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('usuario_correo_unique').on(sql`lower(${t.correo})`),
    check('usuario_rol_check', inList(t.rol, ROLES)),
    check('usuario_dni_check', sql`${t.dni} ~ '^[0-9]{8}$'`),
  ],
);

/** Named permissions (spec 001 §3 "Permission"). */
export const permiso = pgTable('permiso', {
  idPermiso: serial().primaryKey(),
  nombre: varchar({ length: 50 }).notNull().unique(),
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
