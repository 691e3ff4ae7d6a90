import { PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { describe, expect, it } from 'vitest';
import { userAdminTestApp } from '../../../test/user-admin-fixtures';

const fx = userAdminTestApp();
const { as, created } = fx;

describe('who may call /usuario (spec 001 §6: ADMIN; decision 0017: with GESTIONAR_USUARIOS)', () => {
  it.each([
    ['GET', '/api/v1/usuario'],
    ['GET', '/api/v1/usuario/all'],
    ['GET', '/api/v1/usuario/find?request=a'],
    ['GET', '/api/v1/usuario/last'],
    ['GET', '/api/v1/usuario/permisos/detalle'],
    ['GET', '/api/v1/usuario/1'],
    ['POST', '/api/v1/usuario'],
    ['PUT', '/api/v1/usuario'],
    ['DELETE', '/api/v1/usuario?id=1'],
    ['PUT', '/api/v1/usuario/1/estado'],
    ['POST', '/api/v1/usuario/estado'],
  ] as const)(
    '%s %s: 401 visitor, 403 to every role but ADMIN, 403 to ADMIN without GESTIONAR_USUARIOS',
    async (method, url) => {
      expect((await as(null, { method, url })).statusCode).toBe(401);
      for (const role of ['EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
        expect((await as(role, { method, url })).statusCode, role).toBe(403);
      }
      const stripped = await fx.t.injectWith('ADMIN', ['EXPORTAR_DATOS', 'VER_MOVIMIENTOS'], { method, url });
      expect(stripped.statusCode).toBe(403);
    },
  );

  it('GET /usuario/all, the export source, also needs EXPORTAR_DATOS', async () => {
    const without = await fx.t.injectWith('ADMIN', ['GESTIONAR_USUARIOS'], {
      method: 'GET',
      url: '/api/v1/usuario/all',
    });
    expect(without.statusCode).toBe(403);
    expect((await as('ADMIN', { method: 'GET', url: '/api/v1/usuario/all' })).statusCode).toBe(200);
  });

  it('GET /usuario/permisos stays open and /usuario/list open to every staff role', async () => {
    expect((await as(null, { method: 'GET', url: '/api/v1/usuario/permisos' })).statusCode).toBe(200);
    for (const role of ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
      expect((await as(role, { method: 'GET', url: '/api/v1/usuario/list' })).statusCode).toBe(200);
    }
  });
});

describe('reads', () => {
  it('GET /usuario/permisos/detalle gives each permission with its description', async () => {
    const response = await as('ADMIN', { method: 'GET', url: '/api/v1/usuario/permisos/detalle' });
    expect(response.json().data.permisos).toEqual(
      PERMISSIONS.map(({ nombre, descripcion }) => ({ nombre, descripcion })),
    );
  });

  it('GET /usuario/:id answers the user with permissions as { permiso } objects; 404 for none', async () => {
    const response = await as('ADMIN', {
      method: 'GET',
      url: `/api/v1/usuario/${fx.t.users.ASESOR2.idUsuario}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.usuario).toMatchObject({
      idUsuario: fx.t.users.ASESOR2.idUsuario,
      rol: 'ASESOR2',
      permisos: [{ permiso: 'VER_INVENTARIO' }, { permiso: 'GESTIONAR_INTERESADOS' }],
    });
    const missing = await as('ADMIN', { method: 'GET', url: '/api/v1/usuario/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(USER_ADMIN_MESSAGES.notFound);
  });

  it('GET /usuario/last answers the highest id', async () => {
    const user = await created();
    const response = await as('ADMIN', { method: 'GET', url: '/api/v1/usuario/last' });
    expect(response.json().data.last).toBeGreaterThanOrEqual(user.idUsuario);
  });

  it('GET /usuario/find searches nombres, apellidos, DNI and correo ignoring case', async () => {
    const user = await created({ nombres: 'Gumercinda', correo: 'gumer.zeta@motorplaza.pe' });
    for (const term of ['gumercinda', 'GUMER.ZETA', user.dni.slice(2), user.apellidos.toUpperCase()]) {
      const response = await as('ADMIN', {
        method: 'GET',
        url: `/api/v1/usuario/find?request=${encodeURIComponent(term)}`,
      });
      expect(
        response.json().data.usuarios.map((u: { idUsuario: number }) => u.idUsuario),
        term,
      ).toContain(user.idUsuario);
    }
    const none = await as('ADMIN', { method: 'GET', url: '/api/v1/usuario/find?request=%25_' });
    expect(none.json().data.usuarios).toEqual([]);
  });

  it('GET /usuario pages, filters by state and role, and counts for the search', async () => {
    const tag = 'Paginada';
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await created({ nombres: `${tag} ${i}`, rol: 'EJECUTIVO' })).idUsuario);
    ids.push((await created({ nombres: `${tag} 9`, estado: false, rol: 'EJECUTIVO' })).idUsuario);
    await created({ nombres: `${tag} 8`, rol: 'ASESOR2' });
    const page = await as('ADMIN', {
      method: 'GET',
      url: `/api/v1/usuario?q=${tag.toLowerCase()}&rol=EJECUTIVO&pageSize=2&page=2`,
    });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.counts).toEqual({ activos: 3, inactivos: 1, todos: 4 });
    expect(data.total).toBe(3);
    expect(data.usuarios.map((u: { nombres: string }) => u.nombres)).toEqual([`${tag} 2`]);
    const inactive = await as('ADMIN', { method: 'GET', url: `/api/v1/usuario?q=${tag}&estado=inactivos` });
    expect(inactive.json().data.usuarios.map((u: { idUsuario: number }) => u.idUsuario)).toEqual([ids[3]]);
    const bad = await as('ADMIN', { method: 'GET', url: '/api/v1/usuario?rol=JEFE' });
    expect(bad.statusCode).toBe(400);
  });
});
