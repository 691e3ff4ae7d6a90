import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noisyPng } from '../../../test/images';
import { userAdminTestApp } from '../../../test/user-admin-fixtures';
import { userBody, userForm } from '../../../test/user-fixtures';
import { movimiento, usuario } from '../../db/schema/index';

const fx = userAdminTestApp();
const { as, save, created, movementsOf } = fx;

describe('POST /usuario', () => {
  it('creates the user with hashed password, permissions, photo and a movement', async () => {
    const photo = await noisyPng(300, 200);
    const form = userForm({ correo: 'Nueva.Persona@MotorPlaza.pe' });
    const response = await save('POST', form, { data: photo });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(USER_ADMIN_MESSAGES.created);
    const user = body.data.usuario;
    expect(user).toMatchObject({ correo: 'nueva.persona@motorplaza.pe', rol: 'ASESOR1', estado: true });
    expect(user.foto).toMatch(/^foto-[0-9a-f-]{36}\.webp$/);
    expect(fx.storage.keys.has(`usuarios/${user.idUsuario}/${user.foto}`)).toBe(true);
    const [row] = await fx.t.database.db.select().from(usuario).where(eq(usuario.idUsuario, user.idUsuario));
    expect(row?.contrasena).toMatch(/^\$argon2id\$/);
    const login = await fx.t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: form.correo, contrasena: form.contrasena },
    });
    expect(login.statusCode).toBe(200);
    const [movement] = await movementsOf(user.idUsuario);
    expect(movement).toMatchObject({ codigo: 'user.create', objetivo: `${form.nombres} ${form.apellidos}` });
    expect(movement?.idUsuario).toBe(fx.t.users.ADMIN.idUsuario);
  });

  it('refuses an invalid form with the field errors of the vehicle envelope', async () => {
    const response = await save('POST', userForm({ nombres: '', contrasena: '123', dni: '12' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { nombres: 'Completa el nombre', contrasena: 'Contraseña mínimo de 8 caracteres' },
    });
    expect(response.json().errors.dni).toBeDefined();
  });

  it('refuses a missing or malformed part usuario and a body that is not multipart', async () => {
    const missing = await as('ADMIN', {
      method: 'POST',
      url: '/api/v1/usuario',
      ...(await userBody({})),
      payload: undefined,
    });
    expect(missing.statusCode).toBe(400);
    const { multipartBody } = await import('../../../test/multipart');
    const malformed = await as('ADMIN', {
      method: 'POST',
      url: '/api/v1/usuario',
      ...(await multipartBody({ usuario: '{' })),
    });
    expect(malformed.json()).toMatchObject({ errors: { usuario: USER_ADMIN_MESSAGES.malformedForm } });
    const json = await as('ADMIN', { method: 'POST', url: '/api/v1/usuario', payload: userForm() });
    expect(json.statusCode).toBe(400);
  });

  it('answers 409 with a field error for a taken correo (any case) or DNI, never a 500', async () => {
    const first = await created();
    const sameCorreo = await save('POST', userForm({ correo: first.correo.toUpperCase() }));
    expect(sameCorreo.statusCode).toBe(409);
    expect(sameCorreo.json()).toMatchObject({ errors: { correo: USER_ADMIN_MESSAGES.correoTaken } });
    const sameDni = await save('POST', userForm({ dni: first.dni }));
    expect(sameDni.statusCode).toBe(409);
    expect(sameDni.json()).toMatchObject({ errors: { dni: USER_ADMIN_MESSAGES.dniTaken } });
  });

  it('answers 409 when two saves race for one correo (the unique index, not the check)', async () => {
    const form = userForm();
    const [a, b] = await Promise.all([save('POST', form), save('POST', { ...form, dni: userForm().dni })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ errors: { correo: USER_ADMIN_MESSAGES.correoTaken } });
  });
});

describe('PUT /usuario', () => {
  it('updates fields, role, permissions, photo and password, each a movement; the old photo goes after the commit', async () => {
    const user = (await save('POST', userForm(), { data: await noisyPng(100, 100) })).json().data.usuario;
    const oldKey = `usuarios/${user.idUsuario}/${user.foto}`;
    const form = {
      ...userForm(),
      idUsuario: user.idUsuario,
      version: user.version,
      nombres: 'Rosa María',
      apellidos: user.apellidos,
      dni: user.dni,
      correo: user.correo,
      celular: '987000111',
      rol: 'EJECUTIVO',
      permisos: ['VER_INVENTARIO', 'VER_REPORTES'],
      contrasena: 'Nueva-Clave-1',
    };
    const response = await save('PUT', form, { data: await noisyPng(120, 120) });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data.usuario;
    expect(saved).toMatchObject({ nombres: 'Rosa María', rol: 'EJECUTIVO', version: user.version + 1 });
    expect(saved.permisos).toEqual([{ permiso: 'VER_INVENTARIO' }, { permiso: 'VER_REPORTES' }]);
    expect(fx.storage.keys.has(oldKey)).toBe(false);
    expect(fx.storage.keys.has(`usuarios/${user.idUsuario}/${saved.foto}`)).toBe(true);
    const movements = await movementsOf(user.idUsuario);
    expect(movements.map((m) => m.codigo).sort()).toEqual(
      ['user.create', 'user.password', 'user.permissions', 'user.photo', 'user.role', 'user.update'].sort(),
    );
    const update = movements.find((m) => m.codigo === 'user.update');
    expect(update?.cambios).toEqual([
      { campo: 'nombres', antes: 'Rosa', despues: 'Rosa María' },
      { campo: 'celular', antes: '[oculto]', despues: '[oculto]' },
    ]);
    // Decision 0045: the role and the permissions say before → after too.
    const before = user as { rol: string; permisos: { permiso: string }[] };
    expect(movements.find((m) => m.codigo === 'user.role')?.cambios).toEqual([
      { campo: 'rol', antes: before.rol, despues: 'EJECUTIVO' },
    ]);
    expect(movements.find((m) => m.codigo === 'user.permissions')?.cambios).toEqual([
      {
        campo: 'permisos',
        antes:
          before.permisos
            .map((p) => p.permiso)
            .sort()
            .join(', ') || null,
        despues: 'VER_INVENTARIO, VER_REPORTES',
      },
    ]);
    expect(JSON.stringify(movements)).not.toMatch(/Nueva-Clave|argon2|987000111/);
  });

  it('the movements it wrote cannot be edited or deleted (append-only log)', async () => {
    const user = await created();
    const update = fx.t.database.db
      .update(movimiento)
      .set({ accion: 'otra cosa' })
      .where(eq(movimiento.idEntidad, user.idUsuario));
    await expect(update).rejects.toThrow();
    await expect(
      fx.t.database.db.delete(movimiento).where(eq(movimiento.idEntidad, user.idUsuario)),
    ).rejects.toThrow();
    expect((await movementsOf(user.idUsuario)).map((m) => m.accion)).toEqual([
      `Registró al usuario ${user.nombres} ${user.apellidos}`,
    ]);
  });

  it('answers 409 stale for an old version and changes nothing', async () => {
    const user = await created();
    const form = {
      ...userForm(),
      idUsuario: user.idUsuario,
      version: user.version,
      dni: user.dni,
      correo: user.correo,
    };
    delete (form as { contrasena?: string }).contrasena;
    expect((await save('PUT', { ...form, nombres: 'Primera' })).statusCode).toBe(200);
    const second = await save('PUT', { ...form, nombres: 'Segunda' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(USER_ADMIN_MESSAGES.stale);
  });

  it("answers 409 with a field error for another user's correo", async () => {
    const a = await created();
    const b = await created();
    const response = await save('PUT', {
      ...userForm(),
      idUsuario: b.idUsuario,
      version: b.version,
      dni: b.dni,
      correo: a.correo,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: { correo: USER_ADMIN_MESSAGES.correoTaken } });
  });

  it('a refused save removes its new photo and keeps the old one', async () => {
    const a = await created();
    const b = (await save('POST', userForm(), { data: await noisyPng(100, 100) })).json().data.usuario;
    const before = new Set(fx.storage.keys);
    // The correo check passes (another case of nobody's), then the stale version refuses the write.
    const response = await save(
      'PUT',
      { ...userForm(), idUsuario: b.idUsuario, version: b.version + 5, dni: b.dni, correo: b.correo },
      { data: await noisyPng(100, 100) },
    );
    expect(response.statusCode).toBe(409);
    expect(new Set(fx.storage.keys)).toEqual(before);
    expect(a.idUsuario).toBeLessThan(b.idUsuario);
  });

  it("a role change takes effect at the user's next request", async () => {
    const form = userForm({ rol: 'EJECUTIVO', permisos: ['VER_INVENTARIO', 'VER_REPORTES'] });
    const user = (await save('POST', form)).json().data.usuario;
    // The user chose their own password since (issue 23: an administrator's must be changed first).
    await fx.t.database.db
      .update(usuario)
      .set({ debeCambiarContrasena: false })
      .where(eq(usuario.idUsuario, user.idUsuario));
    const token = await fx.t.tokenFor(user.idUsuario);
    const call = () =>
      fx.t.server.inject({
        method: 'GET',
        url: '/api/v1/automoviles/opciones',
        headers: { authorization: `Bearer ${token}` },
      });
    const archived = () =>
      fx.t.server.inject({
        method: 'GET',
        url: '/api/v1/automoviles/archivados',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call()).statusCode).toBe(200);
    expect((await archived()).statusCode).toBe(403);
    const update = {
      ...form,
      idUsuario: user.idUsuario,
      version: user.version,
      rol: 'ADMIN',
      permisos: ['GESTIONAR_INVENTARIO'],
    };
    delete (update as { contrasena?: string }).contrasena;
    expect((await save('PUT', update)).statusCode).toBe(200);
    // Same token: ADMIN with GESTIONAR_INVENTARIO now, and no VER_INVENTARIO any more.
    expect((await archived()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(403);
  });
});
