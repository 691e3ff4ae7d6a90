import { PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import type { Db } from '../db/client';
import { permiso } from '../db/schema/index';
import { insertSettingsIfMissing } from '../modules/settings/settings.repository';

/** Rows every installation needs: the named permissions and the site settings. */
export async function ensureBaseData(db: Db): Promise<void> {
  await db
    .insert(permiso)
    .values(PERMISSIONS.map(({ nombre, descripcion }) => ({ nombre, descripcion })))
    .onConflictDoNothing();
  await insertSettingsIfMissing(db, DEFAULT_SITE_SETTINGS);
}
