import type { MovementChange } from '@motorplaza/domain/movements/movement.schema';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './users';

/**
 * The audit log of user movements (spec 001 §3 "Log entry": idLog, usuario, accion, fecha, plus the
 * detail of decision 0018). Append-only: a trigger of migration 0001 refuses UPDATE, DELETE and
 * TRUNCATE, and the user key restricts deletes (users are deactivated, never deleted).
 */
export const movimiento = pgTable(
  'movimiento',
  {
    idLog: serial().primaryKey(),
    idUsuario: integer().references(() => usuario.idUsuario, { onDelete: 'restrict' }),
    usuario: varchar({ length: COLUMN_LENGTHS.movimiento.usuario }).notNull(),
    accion: text().notNull(),
    ip: varchar({ length: COLUMN_LENGTHS.movimiento.ip }),
    fecha: timestamp({ withTimezone: true }).notNull().defaultNow(),
    codigo: varchar({ length: COLUMN_LENGTHS.movimiento.codigo }),
    entidad: varchar({ length: COLUMN_LENGTHS.movimiento.entidad }),
    idEntidad: integer(),
    objetivo: varchar({ length: COLUMN_LENGTHS.movimiento.objetivo }),
    cambios: jsonb().$type<MovementChange[]>().notNull().default([]),
    userAgent: varchar({ length: COLUMN_LENGTHS.movimiento.userAgent }),
    requestId: varchar({ length: COLUMN_LENGTHS.movimiento.requestId }),
    /**
     * What the search matches (spec 001 §5): lower(usuario accion dd/MM/yyyy HH:mm in Lima), written
     * with the row by `movementSearchText` (to_char is not immutable, so it cannot be generated).
     */
    busqueda: text().notNull().default(''),
  },
  // Ascending keys: read backwards they give the log's order (fecha desc, idLog desc, nulls first as
  // PostgreSQL's default DESC), which a `DESC NULLS LAST` index would not.
  (t) => [
    index('movimiento_fecha_idx').on(t.fecha, t.idLog),
    index('movimiento_usuario_fecha_idx').on(t.idUsuario, t.fecha, t.idLog),
    index('movimiento_codigo_fecha_idx').on(t.codigo, t.fecha, t.idLog),
    index('movimiento_busqueda_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);
