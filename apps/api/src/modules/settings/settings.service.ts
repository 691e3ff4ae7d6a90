import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { SiteSettings, SiteSettingsWithVersion } from '@motorplaza/domain/settings/site-settings.schema';
import type { CacheNotices } from '../../db/cache-notices';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { readSettings, updateSettings } from './settings.repository';

/**
 * The settings as one level of fields for the movement's before → after: the financing terms are
 * compared rate by rate ('financiamiento.tea'), since the database may give a JSON object's keys back
 * in another order.
 */
function flatten(settings: SiteSettings): Record<string, unknown> {
  const { financiamiento, ...rest } = settings;
  const fields: Record<string, unknown> = { ...rest };
  if (financiamiento)
    for (const [key, value] of Object.entries(financiamiento)) fields[`financiamiento.${key}`] = value;
  return fields;
}

/**
 * Site settings are read on every public page: kept in memory and replaced on each save. With
 * `notices` (decision 0033) a save here drops the other processes' copies, and theirs drop this one's.
 */
export function createSettingsService(db: Db, notices?: CacheNotices) {
  let cached: Promise<SiteSettingsWithVersion> | undefined;
  /** What `cached` resolved to, while it is still the kept copy: read without waiting. */
  let resolved: SiteSettingsWithVersion | undefined;
  notices?.subscribe((notice) => {
    if (notice === 'settings' || notice === 'all') {
      cached = undefined;
      resolved = undefined;
    }
  });

  async function load(): Promise<SiteSettingsWithVersion> {
    const settings = await readSettings(db);
    if (!settings) throw new Error('site_settings row missing: run the bootstrap');
    return settings;
  }

  return {
    get(): Promise<SiteSettingsWithVersion> {
      if (cached) return cached;
      const loading = load().then(
        (settings) => {
          if (cached === loading) resolved = settings;
          return settings;
        },
        (error: unknown) => {
          if (cached === loading) cached = undefined;
          throw error;
        },
      );
      cached = loading;
      return loading;
    },

    /** The kept settings when already loaded (the fast path never waits for the database). */
    current(): SiteSettingsWithVersion | undefined {
      return resolved;
    },

    async update(
      version: number,
      settings: SiteSettings,
      user: SessionUser,
      context: RequestContext,
    ): Promise<SiteSettingsWithVersion> {
      const saved = await db.transaction(async (tx) => {
        const previous = await readSettings(tx);
        const row = await updateSettings(tx, version, settings, user.sub);
        if (!row) throw conflict();
        const after = flatten(settings);
        await recordMovement(tx, {
          actor: staffActor(user),
          codigo: 'settings.update',
          accion: 'Actualizó los ajustes del sitio',
          entidad: 'site_settings',
          // The company's own phone and e-mail are public data: shown as they are, not as personal.
          cambios: diffRecords(previous ? flatten(previous) : null, after, Object.keys(after), {
            personal: new Set(),
          }),
          context,
        });
        return row;
      });
      cached = Promise.resolve(saved);
      resolved = saved;
      notices?.publish('settings');
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
