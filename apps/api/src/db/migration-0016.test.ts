import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../../test/migrations-before';
import { migratePglite } from './pglite-migrator';

describe('migration 0016 drops the non-http links stored in the site settings (issue 23)', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const folders: string[] = [];
  afterAll(async () => {
    await client.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('nulls javascript:, data: and other links, keeps http(s) ones, in the columns and the offices', async () => {
    const before = await migrationsBefore('0016_complaint_copies_and_safe_links');
    folders.push(before);
    await migratePglite(client, before);
    const offices = [
      { ...DEFAULT_SITE_SETTINGS.oficinas[0], mapaUrl: 'javascript:alert(1)' },
      { ...DEFAULT_SITE_SETTINGS.oficinas[0], mapaUrl: 'https://maps.google.com/?q=1' },
      { ...DEFAULT_SITE_SETTINGS.oficinas[0], mapaUrl: null },
    ];
    await client.query('delete from site_settings');
    await client.query(
      `insert into site_settings (id, nombre_empresa, razon_social, ruc, telefono, whatsapp, correo,
         facebook_url, instagram_url, tiktok_url, youtube_url, horarios, oficinas, tipo_cambio, mensaje_whatsapp)
       values (1, 'MotorPlaza', 'MotorPlaza S.A.C.', '20612345671', '016402500', '51987654321', 'a@b.pe',
         'javascript:alert(1)', 'https://instagram.com/mp', 'data:text/html,x', 'HTTP://youtube.com/mp',
         '[]', $1, 3.7, 'Hola')`,
      [JSON.stringify(offices)],
    );

    await migratePglite(client, MIGRATIONS);

    const { rows } = await client.query<Record<string, unknown>>(
      'select facebook_url, instagram_url, tiktok_url, youtube_url, oficinas from site_settings',
    );
    expect(rows[0]).toMatchObject({
      facebook_url: null,
      instagram_url: 'https://instagram.com/mp',
      tiktok_url: null,
      youtube_url: 'HTTP://youtube.com/mp',
    });
    const migrated = (rows[0]?.oficinas ?? []) as { mapaUrl: string | null }[];
    expect(migrated.map((office) => office.mapaUrl)).toEqual([null, 'https://maps.google.com/?q=1', null]);
  });
});
