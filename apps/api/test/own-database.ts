import { randomUUID } from 'node:crypto';

/**
 * The PostgreSQL server of the tests that need a database of their own (locks, outages, several
 * instances): TEST_DATABASE_URL's server, or the local one. They create and drop their database on it
 * and never restart the server.
 */
export const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database name no other run uses: the prefix and 12 random hex digits. */
export function ownDatabaseName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** The URL of `database` on SERVER_URL's server. */
export function databaseUrl(database: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
