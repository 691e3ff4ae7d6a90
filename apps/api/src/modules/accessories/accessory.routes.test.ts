import type { Role } from '@motorplaza/domain/access/roles';
import { ACCESSORY_MESSAGES, type Accessory } from '@motorplaza/domain/accessories/accessory.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { saveBody, vehicleForm } from '../../../test/vehicle-fixtures';
import { accesorio, automovilAccesorio, movimiento } from '../../db/schema/index';

let t: TestApp;
const URL = '/api/v1/accesorios';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (role: Role | null, options: InjectOptions) => t.injectAs(role, options);

async function create(body: Record<string, unknown>, role: Role = 'EJECUTIVO') {
  return as(role, { method: 'POST', url: URL, payload: { estado: true, ...body } });
}

async function created(nombre: string, tipo = 'Seguridad', estado = true): Promise<Accessory> {
  const response = await create({ nombre, tipo, estado });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { accesorio: Accessory } }).data.accesorio;
}

async function page(query: string, role: Role = 'ASESOR2') {
  const response = await as(role, { method: 'GET', url: `${URL}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { accesorios: Accessory[]; total: number } }).data;
}

async function movementsOf(idAccesorio: number) {
  return t.database.db
    .select()
    .from(movimiento)
    .where(and(eq(movimiento.entidad, 'accesorio'), eq(movimiento.idEntidad, idAccesorio)))
    .orderBy(asc(movimiento.idLog));
}

async function newVehicle(accesorios: number[]) {
  const body = await saveBody({ ...vehicleForm({ placa: null }), accesorios });
  const response = await as('EJECUTIVO', { method: 'POST', url: '/api/v1/automoviles', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { automovil: { idAuto: number; versionRegistro: number } } }).data
    .automovil;
}

describe('who may call /accesorios (spec 001 §6; decision 0021)', () => {
  it.each([
    ['GET', URL],
    ['GET', `${URL}/opciones`],
    ['GET', `${URL}/1`],
  ] as const)('%s %s: every staff role reads, a visitor gets 401', async (method, url) => {
    expect((await as(null, { method, url })).statusCode).toBe(401);
    for (const role of ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
      expect([200, 404], role).toContain((await as(role, { method, url })).statusCode);
    }
    expect([200, 404]).toContain((await t.injectWith('ASESOR2', [], { method, url })).statusCode);
  });

  it.each([
    ['POST', URL],
    ['PUT', `${URL}/1`],
    ['DELETE', `${URL}/1`],
  ] as const)('%s %s: 403 to asesores and to managers without GESTIONAR_ACCESORIOS', async (method, url) => {
    const payload = { nombre: 'Prueba', tipo: 'Interior', estado: true, version: 1 };
    expect((await as(null, { method, url, payload })).statusCode).toBe(401);
    for (const role of ['ASESOR1', 'ASESOR2'] as const)
      expect((await as(role, { method, url, payload })).statusCode, role).toBe(403);
    for (const role of ['ADMIN', 'EJECUTIVO'] as const) {
      const stripped = await t.injectWith(role, ['VER_INVENTARIO', 'GESTIONAR_INVENTARIO'], {
        method,
        url,
        payload,
      });
      expect(stripped.statusCode, role).toBe(403);
    }
  });

  it('ADMIN and EJECUTIVO create', async () => {
    await created('Alarma de ADMIN', 'Seguridad');
    const response = await create({ nombre: 'Alarma de EJECUTIVO', tipo: 'Seguridad' }, 'ADMIN');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(ACCESSORY_MESSAGES.created);
  });
});

describe('GET /accesorios: search, inactivos and paging in the database', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++) await created(`Tapiz modelo ${String(i).padStart(2, '0')}`, 'Tapicería');
    await created('Tapiz retirado', 'Tapicería', false);
  });

  it('searches nombre or tipo, ignoring case, 10 a page, active only by default', async () => {
    const first = await page('q=TAPICER');
    expect(first.total).toBe(12);
    expect(first.accesorios).toHaveLength(10);
    expect(first.accesorios.every((row) => row.estado)).toBe(true);
    const second = await page('q=tapiz&page=2');
    expect(second.accesorios.map((row) => row.nombre)).toEqual(['Tapiz modelo 11', 'Tapiz modelo 12']);
    expect((await page('q=modelo 07')).accesorios.map((row) => row.nombre)).toEqual(['Tapiz modelo 07']);
  });

  it('inactivos=true adds the inactive ones', async () => {
    const all = await page('q=tapiz&inactivos=true&pageSize=20');
    expect(all.total).toBe(13);
    expect(all.accesorios.find((row) => row.nombre === 'Tapiz retirado')?.estado).toBe(false);
  });

  it('a % or _ in the term matches itself', async () => {
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
  });

  it('GET /opciones lists only active accessories and the base types with those in use', async () => {
    const response = await as('ASESOR1', { method: 'GET', url: `${URL}/opciones` });
    const data = response.json().data as { accesorios: Accessory[]; tipos: string[] };
    expect(data.accesorios.some((row) => row.nombre === 'Tapiz retirado')).toBe(false);
    expect(data.tipos).toEqual(expect.arrayContaining(['Seguridad', 'Multimedia', 'Tapicería']));
  });
});

describe('saving an accessory', () => {
  it('requires nombre and tipo (400 with field errors)', async () => {
    const response = await create({ nombre: ' ', tipo: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      nombre: ACCESSORY_MESSAGES.nombre,
      tipo: ACCESSORY_MESSAGES.tipo,
    });
  });

  it('a name taken by an active accessory is a 409 on nombre; an inactive one does not count', async () => {
    await created('Sensor de lluvia', 'Seguridad');
    const clash = await create({ nombre: 'SENSOR DE LLUVIA', tipo: 'Confort' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ nombre: ACCESSORY_MESSAGES.nombreTaken });
    const retired = await created('Encendedor', 'Interior', false);
    await created('Encendedor', 'Interior');
    const reactivate = await as('EJECUTIVO', {
      method: 'PUT',
      url: `${URL}/${retired.idAccesorio}`,
      payload: { nombre: 'Encendedor', tipo: 'Interior', estado: true, version: retired.version },
    });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().errors).toEqual({ nombre: ACCESSORY_MESSAGES.nombreTaken });
  });

  it('updates with the version read; a stale version is a 409 and changes nothing', async () => {
    const row = await created('Cargador inalámbrico', 'Multimedia');
    const payload = {
      nombre: 'Cargador inalámbrico Qi',
      tipo: 'Multimedia',
      estado: true,
      version: row.version,
    };
    const first = await as('ADMIN', { method: 'PUT', url: `${URL}/${row.idAccesorio}`, payload });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.accesorio).toMatchObject({ nombre: 'Cargador inalámbrico Qi', version: 2 });
    const stale = await as('EJECUTIVO', {
      method: 'PUT',
      url: `${URL}/${row.idAccesorio}`,
      payload: { ...payload, nombre: 'Otro nombre' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ACCESSORY_MESSAGES.stale);
    const read = await as('ASESOR1', { method: 'GET', url: `${URL}/${row.idAccesorio}` });
    expect(read.json().data.accesorio).toMatchObject({ nombre: 'Cargador inalámbrico Qi', version: 2 });
    const codes = (await movementsOf(row.idAccesorio)).map((m) => m.codigo);
    expect(codes).toEqual(['accessory.create', 'accessory.update']);
  });

  it('an unknown id is a 404', async () => {
    const payload = { nombre: 'Nada', tipo: 'Nada', estado: true, version: 1 };
    expect((await as('ADMIN', { method: 'PUT', url: `${URL}/999999`, payload })).statusCode).toBe(404);
    expect((await as('ADMIN', { method: 'DELETE', url: `${URL}/999999` })).statusCode).toBe(404);
    expect((await as('ADMIN', { method: 'GET', url: `${URL}/999999` })).statusCode).toBe(404);
  });
});

describe('DELETE /accesorios/{id} and the vehicles that carry it', () => {
  it('deletes an unused accessory', async () => {
    const row = await created('Ambientador', 'Interior');
    const response = await as('EJECUTIVO', { method: 'DELETE', url: `${URL}/${row.idAccesorio}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ACCESSORY_MESSAGES.deleted,
      data: { resultado: 'eliminado' },
    });
    const left = await t.database.db
      .select()
      .from(accesorio)
      .where(eq(accesorio.idAccesorio, row.idAccesorio));
    expect(left).toEqual([]);
    expect((await movementsOf(row.idAccesorio)).map((m) => m.codigo)).toContain('accessory.delete');
  });

  it('a vehicle saves its accessories; one in use is inactivated, stays on the vehicle and is not offered', async () => {
    const rack = await created('Portaequipaje', 'Exterior');
    const mats = await created('Pisos de alfombra', 'Interior');
    const vehicle = await newVehicle([rack.idAccesorio, mats.idAccesorio]);
    const detail = await as('ASESOR1', { method: 'GET', url: `/api/v1/automoviles/${vehicle.idAuto}` });
    expect(detail.json().data.automovil.accesorios.map((a: Accessory) => a.nombre)).toEqual([
      'Pisos de alfombra',
      'Portaequipaje',
    ]);

    const response = await as('ADMIN', { method: 'DELETE', url: `${URL}/${rack.idAccesorio}` });
    expect(response.json()).toMatchObject({
      message: ACCESSORY_MESSAGES.deactivated,
      data: { resultado: 'inactivado' },
    });
    const read = await as('ADMIN', { method: 'GET', url: `${URL}/${rack.idAccesorio}` });
    expect(read.json().data.accesorio.estado).toBe(false);
    expect((await movementsOf(rack.idAccesorio)).map((m) => m.codigo)).toContain('accessory.deactivate');

    // The vehicle keeps the inactive one on a later save, and may drop the other.
    const update = await saveBody({
      ...vehicleForm({ placa: null }),
      versionRegistro: vehicle.versionRegistro,
      accesorios: [rack.idAccesorio],
    });
    const saved = await as('EJECUTIVO', {
      method: 'PUT',
      url: `/api/v1/automoviles/${vehicle.idAuto}`,
      ...update,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const links = await t.database.db
      .select()
      .from(automovilAccesorio)
      .where(eq(automovilAccesorio.idAuto, vehicle.idAuto));
    expect(links.map((link) => link.idAccesorio)).toEqual([rack.idAccesorio]);
    const movement = (
      await t.database.db
        .select()
        .from(movimiento)
        .where(and(eq(movimiento.codigo, 'vehicle.update'), eq(movimiento.idEntidad, vehicle.idAuto)))
        .orderBy(asc(movimiento.idLog))
    ).at(-1);
    expect(movement?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'accesorios', antes: 'Pisos de alfombra, Portaequipaje', despues: 'Portaequipaje' },
      ]),
    );
  });

  it('a new vehicle may not take an inactive or unknown accessory (400 on accesorios)', async () => {
    const retired = await created('Radio cassette', 'Multimedia', false);
    for (const ids of [[retired.idAccesorio], [999_999]]) {
      const body = await saveBody({ ...vehicleForm({ placa: null }), accesorios: ids });
      const response = await as('EJECUTIVO', { method: 'POST', url: '/api/v1/automoviles', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ accesorios: ACCESSORY_MESSAGES.unknownAccessory });
    }
  });
});
