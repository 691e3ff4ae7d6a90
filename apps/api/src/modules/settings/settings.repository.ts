import type { SiteSettings, SiteSettingsWithVersion } from '@motorplaza/domain/settings/site-settings.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

function toSettings(row: typeof siteSettings.$inferSelect): SiteSettingsWithVersion {
  const { id: _id, updatedAt: _at, updatedBy: _by, ...settings } = row;
  return settings;
}

export async function readSettings(db: DbOrTx): Promise<SiteSettingsWithVersion | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ? toSettings(row) : undefined;
}

export async function insertSettingsIfMissing(db: DbOrTx, settings: SiteSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...settings })
    .onConflictDoNothing();
}

/** Optimistic update: undefined when someone else saved since `version` was read. */
export async function updateSettings(
  db: DbOrTx,
  version: number,
  settings: SiteSettings,
  idUsuario: number,
): Promise<SiteSettingsWithVersion | undefined> {
  const [row] = await db
    .update(siteSettings)
    .set({
      ...settings,
      version: sql`${siteSettings.version} + 1`,
      updatedAt: new Date(),
      updatedBy: idUsuario,
    })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, version)))
    .returning();
  return row ? toSettings(row) : undefined;
}
