import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per limited route and client address (docs/decisions/0051-rate-limits-in-the-database.md):
 * how many requests arrived in the current window and when it ends. Every instance on one database
 * counts in the same row, so a limit reached through one instance refuses through all of them.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    /** The route (method and path) and the client's address, as the limiter keys them. */
    clave: text().primaryKey(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_expires_at_idx').on(table.expiresAt)],
);
