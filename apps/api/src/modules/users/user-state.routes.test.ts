import { PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import { cookieOf, TEST_PASSWORD, type TestUser } from '../../../test/test-app';
import { userBody } from '../../../test/user-fixtures';
import { movimiento, permiso, usuario, usuarioPermiso } from '../../db/schema/index';
import { countUserAdmins } from './user-admin.repository';

const t = fileTestApp();

const admin = (options: InjectOptions) => t().injectAs('ADMIN', options);

async function stateOf(ids: readonly number[]) {
  const rows = await t()
    .database.db.select({ idUsuario: usuario.idUsuario, estado: usuario.estado })
    .from(usuario)
    .where(inArray(usuario.idUsuario, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.idUsuario, row.estado]));
}

async function changesOf(idUsuario: number) {
  const rows = await t()
    .database.db.select({ cambios: movimiento.cambios })
    .from(movimiento)
    .where(and(eq(movimiento.entidad, 'usuario'), eq(movimiento.idEntidad, idUsuario)))
    .orderBy(asc(movimiento.idLog));
  return rows.map((row) => row.cambios);
}

async function codesOf(idUsuario: number) {
  const rows = await t()
    .database.db.select({ codigo: movimiento.codigo })
    .from(movimiento)
    .where(and(eq(movimiento.entidad, 'usuario'), eq(movimiento.idEntidad, idUsuario)))
    .orderBy(asc(movimiento.idLog));
  return rows.map((row) => row.codigo);
}

async function signIn(user: TestUser) {
  const response = await t().server.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { correo: user.correo, contrasena: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { jwt: response.json().jwt as string, refresh: cookieOf(response, 'refresh_token') };
}

describe("deactivation ends the user's sessions (decision 0004)", () => {
  it.each([
    ['DELETE /usuario?id=', (id: number) => admin({ method: 'DELETE', url: `/api/v1/usuario?id=${id}` })],
    [
      'PUT /usuario/:id/estado',
      (id: number) =>
        admin({ method: 'PUT', url: `/api/v1/usuario/${id}/estado`, payload: { estado: false } }),
    ],
    [
      'POST /usuario/estado',
      (id: number) =>
        admin({ method: 'POST', url: '/api/v1/usuario/estado', payload: { ids: [id], estado: false } }),
    ],
  ])(
    '%s: the access token is refused at the next call and the refresh token no longer works',
    async (_, deactivate) => {
      const user = await t().createUser({ rol: 'EJECUTIVO' });
      const session = await signIn(user);
      const profile = () =>
        t().server.inject({
          method: 'GET',
          url: '/api/v1/auth/perfil',
          headers: { authorization: `Bearer ${session.jwt}` },
        });
      expect((await profile()).statusCode).toBe(200);
      const response = await deactivate(user.idUsuario);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.actualizados).toBe(1);
      expect((await profile()).statusCode).toBe(401);
      const refresh = await t().server.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        cookies: { refresh_token: session.refresh ?? '' },
      });
      expect(refresh.statusCode).toBe(401);
      expect(await codesOf(user.idUsuario)).toEqual(['user.deactivate']);
      expect(await changesOf(user.idUsuario)).toEqual([
        [{ campo: 'estado', antes: 'Activo', despues: 'Inactivo' }],
      ]);
    },
  );

  it("DELETE answers the spec's message: the user is made inactive, not removed", async () => {
    const user = await t().createUser({ rol: 'ASESOR1' });
    const response = await admin({ method: 'DELETE', url: `/api/v1/usuario?id=${user.idUsuario}` });
    expect(response.json()).toMatchObject({ success: true, message: USER_ADMIN_MESSAGES.deactivated });
    expect(await stateOf([user.idUsuario])).toEqual({ [user.idUsuario]: false });
  });

  it('activating again lets the user sign in, with a user.activate movement', async () => {
    const user = await t().createUser({ rol: 'ASESOR1', estado: false });
    const response = await admin({
      method: 'PUT',
      url: `/api/v1/usuario/${user.idUsuario}/estado`,
      payload: { estado: true },
    });
    expect(response.statusCode).toBe(200);
    // The result dialog's title is '¡Actualizado!': the message says what happened (issue 22).
    expect(response.json().message).toBe('El usuario fue activado');
    await signIn(user);
    expect(await codesOf(user.idUsuario)).toEqual(['user.activate']);
    expect(await changesOf(user.idUsuario)).toEqual([
      [{ campo: 'estado', antes: 'Inactivo', despues: 'Activo' }],
    ]);
  });

  it('a state already set changes nothing and writes no movement', async () => {
    const user = await t().createUser({ rol: 'ASESOR1' });
    const response = await admin({
      method: 'PUT',
      url: `/api/v1/usuario/${user.idUsuario}/estado`,
      payload: { estado: true },
    });
    expect(response.json().data.actualizados).toBe(0);
    expect(response.json().message).toBe('El usuario ya estaba activo');
    expect(await codesOf(user.idUsuario)).toEqual([]);
  });

  it('an old version answers 409 stale', async () => {
    const user = await t().createUser({ rol: 'ASESOR1' });
    const response = await admin({
      method: 'PUT',
      url: `/api/v1/usuario/${user.idUsuario}/estado`,
      payload: { estado: false, version: 7 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(USER_ADMIN_MESSAGES.stale);
  });
});

describe('POST /usuario/estado: all or nothing, in one transaction', () => {
  it('changes every listed user, one movement each', async () => {
    const users = [await t().createUser({ rol: 'ASESOR1' }), await t().createUser({ rol: 'ASESOR2' })];
    const ids = users.map((user) => user.idUsuario);
    const response = await admin({
      method: 'POST',
      url: '/api/v1/usuario/estado',
      payload: { ids, estado: false },
    });
    expect(response.json().data.actualizados).toBe(2);
    expect(response.json().message).toBe('Se inactivaron 2 usuarios');
    expect(await stateOf(ids)).toEqual({ [ids[0] as number]: false, [ids[1] as number]: false });
    for (const id of ids) expect(await codesOf(id)).toEqual(['user.deactivate']);
  });

  it('one unknown id: 404 and nobody changed', async () => {
    const users = [await t().createUser({ rol: 'ASESOR1' }), await t().createUser({ rol: 'ASESOR2' })];
    const ids = users.map((user) => user.idUsuario);
    const response = await admin({
      method: 'POST',
      url: '/api/v1/usuario/estado',
      payload: { ids: [...ids, 999_999], estado: false },
    });
    expect(response.statusCode).toBe(404);
    expect(await stateOf(ids)).toEqual({ [ids[0] as number]: true, [ids[1] as number]: true });
    for (const id of ids) expect(await codesOf(id)).toEqual([]);
  });

  it('the caller among them: 400 selfDeactivate and nobody changed', async () => {
    const other = await t().createUser({ rol: 'ASESOR1' });
    const response = await admin({
      method: 'POST',
      url: '/api/v1/usuario/estado',
      payload: { ids: [other.idUsuario, t().users.ADMIN.idUsuario], estado: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(USER_ADMIN_MESSAGES.selfDeactivate);
    expect(await stateOf([other.idUsuario])).toEqual({ [other.idUsuario]: true });
  });
});

describe('the last administrator and oneself', () => {
  it('nobody deactivates themselves, whichever way', async () => {
    const id = t().users.ADMIN.idUsuario;
    const answers = [
      await admin({ method: 'DELETE', url: `/api/v1/usuario?id=${id}` }),
      await admin({ method: 'PUT', url: `/api/v1/usuario/${id}/estado`, payload: { estado: false } }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(USER_ADMIN_MESSAGES.selfDeactivate);
    }
    expect(await stateOf([id])).toEqual({ [id]: true });
  });

  it('the last active ADMIN with GESTIONAR_USUARIOS cannot demote themselves or drop that permission', async () => {
    // Another ADMIN without GESTIONAR_USUARIOS does not count as one who can manage users.
    await t().createUser({ rol: 'ADMIN', permisos: ['VER_INVENTARIO'] });
    const read = await admin({ method: 'GET', url: `/api/v1/usuario/${t().users.ADMIN.idUsuario}` });
    const me = read.json().data.usuario;
    const form = {
      ...me,
      permisos: me.permisos.map((p: { permiso: string }) => p.permiso),
      fechaCreacion: undefined,
      foto: undefined,
    };
    for (const change of [{ rol: 'EJECUTIVO' }, { permisos: ['VER_INVENTARIO'] }]) {
      const response = await admin({
        method: 'PUT',
        url: '/api/v1/usuario',
        ...(await userBody({ ...form, ...change })),
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(USER_ADMIN_MESSAGES.lastAdmin);
    }
    const after = await admin({ method: 'GET', url: `/api/v1/usuario/${t().users.ADMIN.idUsuario}` });
    expect(after.json().data.usuario).toMatchObject({ rol: 'ADMIN', version: me.version });
    expect(await codesOf(t().users.ADMIN.idUsuario)).toEqual([]);
  });

  it('two administrators deactivating each other at once: exactly one succeeds', async () => {
    // Only these two may manage users: the test app's ADMIN loses GESTIONAR_USUARIOS here.
    const a = await t().createUser({ rol: 'ADMIN', permisos: PERMISSION_NAMES });
    const b = await t().createUser({ rol: 'ADMIN', permisos: PERMISSION_NAMES });
    const [tokenA, tokenB] = [await t().tokenFor(a.idUsuario), await t().tokenFor(b.idUsuario)];
    const [gestionar] = await t()
      .database.db.select()
      .from(permiso)
      .where(eq(permiso.nombre, 'GESTIONAR_USUARIOS'));
    await t()
      .database.db.delete(usuarioPermiso)
      .where(
        and(
          eq(usuarioPermiso.idUsuario, t().users.ADMIN.idUsuario),
          eq(usuarioPermiso.idPermiso, gestionar?.idPermiso ?? 0),
        ),
      );
    expect(await countUserAdmins(t().database.db)).toBe(2);
    const deactivate = (token: string, target: number) =>
      t().server.inject({
        method: 'PUT',
        url: `/api/v1/usuario/${target}/estado`,
        payload: { estado: false },
        headers: { authorization: `Bearer ${token}` },
      });
    const answers = await Promise.all([deactivate(tokenA, b.idUsuario), deactivate(tokenB, a.idUsuario)]);
    const statuses = answers.map((response) => response.statusCode).sort();
    // The loser either waited on the lock and found itself the last (409), or, arriving after the
    // winner's commit, was no longer a session at all (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await countUserAdmins(t().database.db)).toBe(1);
  });
});
