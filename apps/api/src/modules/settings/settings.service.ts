import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { SiteSettings, SiteSettingsWithVersion } from '@motorplaza/domain/settings/site-settings.schema';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { recordMovement } from '../movements/movement.repository';
import { readSettings, updateSettings } from './settings.repository';

/** Site settings are read on every public page: kept in memory and replaced on each save. */
export function createSettingsService(db: Db) {
  let cached: Promise<SiteSettingsWithVersion> | undefined;

  async function load(): Promise<SiteSettingsWithVersion> {
    const settings = await readSettings(db);
    if (!settings) throw new Error('site_settings row missing: run the bootstrap');
    return settings;
  }

  return {
    get(): Promise<SiteSettingsWithVersion> {
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },

    async update(
      version: number,
      settings: SiteSettings,
      user: SessionUser,
      ip: string,
    ): Promise<SiteSettingsWithVersion> {
      const saved = await db.transaction(async (tx) => {
        const row = await updateSettings(tx, version, settings, user.sub);
        if (!row) throw conflict();
        await recordMovement(tx, {
          idUsuario: user.sub,
          usuario: user.nombre,
          accion: 'Actualizó los ajustes del sitio',
          ip,
        });
        return row;
      });
      cached = Promise.resolve(saved);
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
