import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../../test/migrations-before';
import { migratePglite } from './pglite-migrator';

describe('migration 0011 names the staff actors of old movements by their full name', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const folders: string[] = [];
  afterAll(async () => {
    await client.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('replaces an e-mail or a bare id with the full name, rebuilds the search text, and keeps the rest', async () => {
    const before = await migrationsBefore('0011_movement_actor_names');
    folders.push(before);
    await migratePglite(client, before);
    await client.exec(`
      insert into usuario (id_usuario, nombres, apellidos, dni, correo, celular, contrasena, rol)
      values (7, 'Ricardo Alonso', 'Vargas Benavides', '41827365', 'admin@motorplaza.pe', '987120450', 'x', 'ADMIN');
      insert into movimiento (id_log, id_usuario, usuario, accion, codigo, fecha, busqueda) values
        (1, 7, 'admin@motorplaza.pe', 'Inicio de sesión', 'auth.login', '2026-03-01T14:05:00Z', 'admin@motorplaza.pe inicio de sesión 01/03/2026 09:05'),
        (2, 7, '7', 'Cierre de sesión', 'auth.logout', '2026-03-01T15:00:00Z', '7 cierre de sesión 01/03/2026 10:00'),
        (3, 7, 'Ricardo Vargas', 'Actualizó los ajustes del sitio', 'settings.update', '2026-03-02T15:00:00Z', 'ricardo vargas actualizó los ajustes del sitio 02/03/2026 10:00'),
        (4, null, 'desconocido@example.pe', 'Intento de inicio de sesión fallido', 'auth.loginFailed', '2026-03-03T15:00:00Z', 'desconocido@example.pe intento de inicio de sesión fallido 03/03/2026 10:00');
    `);

    await migratePglite(client, MIGRATIONS);

    const { rows } = await client.query<{ id_log: number; usuario: string; busqueda: string }>(
      'select id_log, usuario, busqueda from movimiento order by id_log',
    );
    expect(rows).toEqual([
      {
        id_log: 1,
        usuario: 'Ricardo Alonso Vargas Benavides',
        busqueda: 'ricardo alonso vargas benavides inicio de sesión 01/03/2026 09:05',
      },
      {
        id_log: 2,
        usuario: 'Ricardo Alonso Vargas Benavides',
        busqueda: 'ricardo alonso vargas benavides cierre de sesión 01/03/2026 10:00',
      },
      // A name is the name of that moment; an actor without an account keeps what it typed.
      {
        id_log: 3,
        usuario: 'Ricardo Vargas',
        busqueda: 'ricardo vargas actualizó los ajustes del sitio 02/03/2026 10:00',
      },
      {
        id_log: 4,
        usuario: 'desconocido@example.pe',
        busqueda: 'desconocido@example.pe intento de inicio de sesión fallido 03/03/2026 10:00',
      },
    ]);
    // The log is append-only again once the migration is over.
    await expect(client.exec("update movimiento set accion = 'otra' where id_log = 1")).rejects.toThrow(
      /append-only/,
    );
  });
});
