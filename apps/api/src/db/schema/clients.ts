import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Registered clients, who are also vehicle owners (spec 001 §3 "Owner" and "Registered client"). */
export const cliente = pgTable(
  'cliente',
  {
    idCliente: serial().primaryKey(),
    nombres: varchar({ length: 100 }).notNull(),
    apellidos: varchar({ length: 100 }).notNull(),
    dni: varchar({ length: 8 }).notNull().unique(),
    ruc: varchar({ length: 11 }),
    correo: varchar({ length: 150 }),
    celular: varchar({ length: 9 }),
    direccion: varchar({ length: 200 }),
    fechaReg: timestamp({ withTimezone: true }).notNull().defaultNow(),
    estado: boolean().notNull().default(true),
    version: integer().notNull().default(1),
  },
  (t) => [
    check('cliente_dni_check', sql`${t.dni} ~ '^[0-9]{8}$'`),
    check('cliente_ruc_check', sql`${t.ruc} is null or ${t.ruc} ~ '^[0-9]{11}$'`),
    check('cliente_celular_check', sql`${t.celular} is null or ${t.celular} ~ '^9[0-9]{8}$'`),
  ],
);
