import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cliente, usuario } from '../db/schema/index';

/**
 * The staff lists are kept until the data changes (decision 0036). Whatever writes — a route, a
 * script, SQL by hand through the app's database handle — the next request sees it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const clients = async (q: string) => {
  const response = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/clientes?q=${q}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { clientes: { dni: string }[]; total: number } };
};

describe('kept staff lists', () => {
  it('answer a row written in SQL at the next request', async () => {
    expect((await clients('Ximena')).data.total).toBe(0);
    expect((await clients('Ximena')).data.total).toBe(0);
    await t.database.db.insert(cliente).values({ nombres: 'Ximena', apellidos: 'Huamán', dni: '72000001' });
    const after = await clients('Ximena');
    expect(after.data.total).toBe(1);
    expect(after.data.clientes.map((row) => row.dni)).toEqual(['72000001']);
    await t.database.db.update(cliente).set({ dni: '72000002' }).where(eq(cliente.dni, '72000001'));
    expect((await clients('Ximena')).data.clientes.map((row) => row.dni)).toEqual(['72000002']);
  });

  it('never answer one user what was computed for another', async () => {
    const admin = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/usuario?page=1' });
    const adviser = await t.injectAs('ASESOR2', { method: 'GET', url: '/api/v1/usuario?page=1' });
    expect(admin.statusCode).toBe(200);
    expect(adviser.statusCode).toBe(403);
  });

  it('refuse a user deactivated in SQL at their next request, and take a new role at once', async () => {
    const { idUsuario } = t.users.EJECUTIVO;
    const list = () => t.injectAs('EJECUTIVO', { method: 'GET', url: '/api/v1/interesados?page=1' });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    await t.database.db.update(usuario).set({ estado: false }).where(eq(usuario.idUsuario, idUsuario));
    expect((await list()).statusCode).toBe(401);
    await t.database.db.update(usuario).set({ estado: true }).where(eq(usuario.idUsuario, idUsuario));
    expect((await list()).statusCode).toBe(200);
    // A role is read with the session too: demoted in SQL, the administrator loses the users' list at once.
    const admin = t.users.ADMIN.idUsuario;
    const users = () => t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/usuario?page=1' });
    expect((await users()).statusCode).toBe(200);
    await t.database.db.update(usuario).set({ rol: 'ASESOR2' }).where(eq(usuario.idUsuario, admin));
    expect((await users()).statusCode).toBe(403);
    await t.database.db.update(usuario).set({ rol: 'ADMIN' }).where(eq(usuario.idUsuario, admin));
    expect((await users()).statusCode).toBe(200);
  });
});
