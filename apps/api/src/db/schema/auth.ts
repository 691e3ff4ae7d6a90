import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { boolean, index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './users';

/**
 * Refresh tokens, stored hashed. Each rotation creates a row in the same family; presenting a row
 * that was already used revokes the whole family (reuse detection).
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid().primaryKey(),
    familyId: uuid().notNull(),
    idUsuario: integer()
      .notNull()
      .references(() => usuario.idUsuario, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: COLUMN_LENGTHS.refreshToken.tokenHash }).notNull().unique(),
    /** 'Recordar mi sesión': persistent cookies when true, browser-session cookies when false. */
    persistent: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('refresh_token_family_idx').on(t.familyId), index('refresh_token_user_idx').on(t.idUsuario)],
);

/** Sign-in attempts, for throttling per account and per address across server instances. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial().primaryKey(),
    correo: varchar({ length: COLUMN_LENGTHS.loginAttempt.correo }).notNull(),
    ip: varchar({ length: COLUMN_LENGTHS.loginAttempt.ip }).notNull(),
    succeeded: boolean().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempt_correo_idx').on(t.correo, t.attemptedAt),
    index('login_attempt_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/**
 * The turn of sign-in attempts on one account (the typed e-mail, lower case), shared by every
 * instance: each attempt reserves the next slot atomically and waits for it without holding a
 * connection, so parallel guesses take turns with growing delays (issue 23, login-throttle.ts).
 */
export const loginTurn = pgTable('login_turn', {
  correo: varchar({ length: COLUMN_LENGTHS.loginTurn.correo }).primaryKey(),
  /** When the next attempt may run. */
  nextAt: timestamp({ withTimezone: true }).notNull(),
  /** Attempts since the last success (or since the turn went quiet for a throttle window). */
  streak: integer().notNull().default(0),
  /** When the owner was last told of failed attempts (at most once per throttle window). */
  notifiedAt: timestamp({ withTimezone: true }),
});
