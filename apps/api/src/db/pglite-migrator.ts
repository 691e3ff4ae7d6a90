import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/**
 * Applies pending migrations to PGlite, each as ONE `exec` in a transaction. Drizzle's own migrator
 * sends every statement separately, which on an on-disk PGlite costs seconds; this keeps its
 * bookkeeping table (drizzle.__drizzle_migrations) so either migrator can take over.
 */
export async function migratePglite(client: PGlite, migrationsFolder: string): Promise<void> {
  await client.exec(`
    create schema if not exists drizzle;
    create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint);
  `);
  const { rows } = await client.query<{ created_at: string | null }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = Number(rows[0]?.created_at ?? 0);
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (migration.folderMillis <= last) continue;
    await client.transaction(async (tx) => {
      await tx.exec(migration.sql.join('\n'));
      await tx.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    });
  }
}
