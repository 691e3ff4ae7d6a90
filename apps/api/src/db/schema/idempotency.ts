import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per fill of a form that creates a record (docs/decisions/0044-idempotent-forms-and-live-permissions.md):
 * the key the browser drew for the fill, whose it is (a user or a visitor's address), the route and a
 * fingerprint of what was sent, and the first successful answer, replayed to every repeat for 24 h. The
 * primary key is what makes two simultaneous requests with one key run once, on any number of instances.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    scope: varchar({ length: COLUMN_LENGTHS.idempotencyKey.scope }).notNull(),
    clave: varchar({ length: COLUMN_LENGTHS.idempotencyKey.clave }).notNull(),
    ruta: varchar({ length: COLUMN_LENGTHS.idempotencyKey.ruta }).notNull(),
    huella: varchar({ length: COLUMN_LENGTHS.idempotencyKey.huella }).notNull(),
    /** Null while the first request runs; then the status of its answer. */
    estado: integer(),
    cuerpo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.clave] }),
    index('idempotency_key_created_at_idx').on(table.createdAt),
  ],
);
