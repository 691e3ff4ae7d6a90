import { PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { and, eq, notInArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, ownDatabaseName, SERVER_URL } from '../../../test/own-database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { permiso, usuario, usuarioPermiso } from '../../db/schema/index';
import { countUserAdmins } from './user-admin.repository';

/**
 * The last-admin rule under concurrency, on a real PostgreSQL whatever TEST_DATABASE_URL says (PGlite
 * has one connection, so nothing runs beside a transaction there). It works in a database of its own
 * on the local server (TEST_DATABASE_URL's server, or 127.0.0.1:5432), dropped at the end.
 */

const DATABASE = ownDatabaseName('motorplaza_lock');

let server: pg.Client;
let t: TestApp;
beforeAll(async () => {
  server = new pg.Client({ connectionString: SERVER_URL });
  await server.connect();
  await server.query(`create database "${DATABASE}"`);
  t = await createTestApp({ databaseUrl: databaseUrl(DATABASE) });
});
afterAll(async () => {
  await t?.close();
  await server.query(`drop database if exists "${DATABASE}" with (force)`);
  await server.end();
});

describe('the last active administrator (PostgreSQL, concurrent transactions)', () => {
  it('a deactivation waits for a demotion holding the lock and then refuses the last admin', async () => {
    const c = await t.createUser({ rol: 'ADMIN', permisos: PERMISSION_NAMES });
    const d = await t.createUser({ rol: 'ADMIN', permisos: PERMISSION_NAMES });
    await t.database.db
      .update(usuario)
      .set({ estado: false })
      .where(and(eq(usuario.rol, 'ADMIN'), notInArray(usuario.idUsuario, [c.idUsuario, d.idUsuario])));
    expect(await countUserAdmins(t.database.db)).toBe(2);
    const tokenD = await t.tokenFor(d.idUsuario);
    const [gestionar] = await t.database.db
      .select()
      .from(permiso)
      .where(eq(permiso.nombre, 'GESTIONAR_USUARIOS'));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = t.database.db.transaction(async (tx) => {
      // A demotion of d in progress: GESTIONAR_USUARIOS taken from d, c's row untouched, so only the
      // admins' lock of the second transaction can make it wait. FOR NO KEY UPDATE, as an UPDATE of d
      // takes: it does not block the foreign-key check of a movement naming d, only another such lock.
      await tx.select().from(usuario).where(eq(usuario.idUsuario, d.idUsuario)).for('no key update');
      await tx
        .delete(usuarioPermiso)
        .where(
          and(
            eq(usuarioPermiso.idUsuario, d.idUsuario),
            eq(usuarioPermiso.idPermiso, gestionar?.idPermiso ?? 0),
          ),
        );
      locked();
      await held;
    });
    await lockTaken;
    const second = t.server.inject({
      method: 'PUT',
      url: `/api/v1/usuario/${c.idUsuario}/estado`,
      payload: { estado: false },
      headers: { authorization: `Bearer ${tokenD}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    const response = await second;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(USER_ADMIN_MESSAGES.lastAdmin);
    const [row] = await t.database.db
      .select({ estado: usuario.estado })
      .from(usuario)
      .where(eq(usuario.idUsuario, c.idUsuario));
    expect(row?.estado).toBe(true);
  });
});
