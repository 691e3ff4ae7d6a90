import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './users';

/** The audit log of user movements (spec 001 §3 "Log entry": idLog, usuario, accion, fecha). */
export const movimiento = pgTable(
  'movimiento',
  {
    idLog: serial().primaryKey(),
    idUsuario: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    usuario: varchar({ length: COLUMN_LENGTHS.movimiento.usuario }).notNull(),
    accion: text().notNull(),
    ip: varchar({ length: COLUMN_LENGTHS.movimiento.ip }),
    fecha: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('movimiento_fecha_idx').on(t.fecha)],
);
