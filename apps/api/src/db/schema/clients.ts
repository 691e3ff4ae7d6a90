import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Registered clients, who are also vehicle owners (spec 001 §3 "Owner" and "Registered client"). */
export const cliente = pgTable(
  'cliente',
  {
    idCliente: serial().primaryKey(),
    nombres: varchar({ length: COLUMN_LENGTHS.cliente.nombres }).notNull(),
    apellidos: varchar({ length: COLUMN_LENGTHS.cliente.apellidos }).notNull(),
    dni: varchar({ length: COLUMN_LENGTHS.cliente.dni }).notNull().unique(),
    ruc: varchar({ length: COLUMN_LENGTHS.cliente.ruc }),
    correo: varchar({ length: COLUMN_LENGTHS.cliente.correo }),
    celular: varchar({ length: COLUMN_LENGTHS.cliente.celular }),
    direccion: varchar({ length: COLUMN_LENGTHS.cliente.direccion }),
    fechaReg: timestamp({ withTimezone: true }).notNull().defaultNow(),
    estado: boolean().notNull().default(true),
    version: integer().notNull().default(1),
  },
  (t) => [
    check('cliente_dni_check', sql`${t.dni} ~ '^[0-9]{8}$'`),
    check('cliente_ruc_check', sql`${t.ruc} is null or ${t.ruc} ~ '^[0-9]{11}$'`),
    check('cliente_celular_check', sql`${t.celular} is null or ${t.celular} ~ '^9[0-9]{8}$'`),
    // Issue 10: the staff list searches (case-insensitive substrings) and pages in the database.
    index('cliente_nombres_trgm').using('gin', sql`lower(${t.nombres}) gin_trgm_ops`),
    index('cliente_apellidos_trgm').using('gin', sql`lower(${t.apellidos}) gin_trgm_ops`),
    index('cliente_correo_trgm').using('gin', sql`lower(${t.correo}) gin_trgm_ops`),
    index('cliente_dni_trgm').using('gin', sql`${t.dni} gin_trgm_ops`),
    index('cliente_celular_trgm').using('gin', sql`${t.celular} gin_trgm_ops`),
    index('cliente_fecha_idx').on(t.fechaReg, t.idCliente),
  ],
);
