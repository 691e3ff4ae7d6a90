import { MOVEMENT_DATES_MESSAGE, type MovementCode } from '@motorplaza/domain/movements/movement.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { movimiento } from '../../db/schema/index';
import { movementSearchText } from './movement-search';

let t: TestApp;

interface Seeded {
  who: 'ADMIN' | 'ASESOR1' | 'INACTIVO';
  codigo: MovementCode;
  accion: string;
  fecha: string;
}

/**
 * A log written at known instants (the writer stamps "now", so these rows are inserted as the seed
 * does, through the same search text). Lima is UTC−5: 2026-03-01T03:30Z is 28/02/2026 22:30 there.
 */
const ROWS: Seeded[] = [
  { who: 'ADMIN', codigo: 'auth.login', accion: 'Inicio de sesión', fecha: '2026-02-27T13:00:00Z' },
  {
    who: 'ASESOR1',
    codigo: 'vehicle.create',
    accion: 'Registró el automóvil Zafiro Azul',
    fecha: '2026-02-28T14:00:00Z',
  },
  {
    who: 'ASESOR1',
    codigo: 'vehicle.update',
    accion: 'Actualizó el precio: rebaja de 100% zafiro',
    fecha: '2026-03-01T03:30:00Z',
  },
  {
    who: 'ADMIN',
    codigo: 'vehicle.update',
    accion: 'Actualizó el precio: rebaja de 1000 zafiro',
    fecha: '2026-03-01T05:00:00Z',
  },
  {
    who: 'ADMIN',
    codigo: 'settings.update',
    accion: 'Actualizó los ajustes del sitio (ruta a_b)',
    fecha: '2026-03-02T15:00:00Z',
  },
  { who: 'INACTIVO', codigo: 'auth.logout', accion: 'Cierre de sesión', fecha: '2026-03-03T15:00:00Z' },
  // Two entries at the same instant: the later id comes first.
  {
    who: 'ADMIN',
    codigo: 'auth.login',
    accion: 'Inicio de sesión (empate 1)',
    fecha: '2026-03-04T15:00:00Z',
  },
  {
    who: 'ADMIN',
    codigo: 'auth.login',
    accion: 'Inicio de sesión (empate 2)',
    fecha: '2026-03-04T15:00:00Z',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(movimiento).values(
    ROWS.map((row) => {
      const fecha = new Date(row.fecha);
      const usuario = t.users[row.who].correo;
      return {
        idUsuario: t.users[row.who].idUsuario,
        usuario,
        accion: row.accion,
        codigo: row.codigo,
        fecha,
        busqueda: movementSearchText(usuario, row.accion, fecha),
      };
    }),
  );
});
afterAll(async () => {
  await t.close();
});

async function logs(query: string, role: 'ADMIN' | 'EJECUTIVO' = 'ADMIN') {
  const response = await t.injectAs(role, { method: 'GET', url: `/api/v1/usuario/logs${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function actions(query: string): Promise<string[]> {
  const { status, body } = await logs(query);
  expect(status).toBe(200);
  return body.data.logs.map((log: { accion: string }) => log.accion);
}

describe('GET /api/v1/usuario/logs', () => {
  it('answers the newest first (same instant: the later entry first), 15 a page, with the total', async () => {
    const { status, body } = await logs('');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: ROWS.length, page: 1, pageSize: 15 });
    expect(body.data.logs.map((log: { accion: string }) => log.accion)).toEqual(
      [...ROWS].reverse().map((row) => row.accion),
    );
    expect(body.data.logs[0]).toMatchObject({
      usuario: t.users.ADMIN.correo,
      codigo: 'auth.login',
      fecha: '2026-03-04T15:00:00.000Z',
      cambios: [],
    });
  });

  it('pages in the database: page 2 of 3 a page, the total unchanged', async () => {
    const { body } = await logs('?page=2&pageSize=3');
    expect(body.data).toMatchObject({ total: ROWS.length, page: 2, pageSize: 3 });
    expect(body.data.logs.map((log: { accion: string }) => log.accion)).toEqual(
      [...ROWS]
        .reverse()
        .slice(3, 6)
        .map((row) => row.accion),
    );
    const past = await logs('?page=99&pageSize=3');
    expect(past.body.data).toMatchObject({ logs: [], total: ROWS.length });
  });

  it('ignores a search under 3 characters, spaces trimmed (spec 001 §5)', async () => {
    expect(await actions('?q=za')).toHaveLength(ROWS.length);
    expect(await actions(`?q=${encodeURIComponent('  za  ')}`)).toHaveLength(ROWS.length);
    expect(await actions('?q=zaf')).toHaveLength(3);
  });

  it('needs every word to match usuario, accion or the date, any case', async () => {
    expect(await actions(`?q=${encodeURIComponent('ZAFIRO asesor1')}`)).toEqual([
      'Actualizó el precio: rebaja de 100% zafiro',
      'Registró el automóvil Zafiro Azul',
    ]);
    expect(await actions(`?q=${encodeURIComponent('zafiro admin@prueba')}`)).toEqual([
      'Actualizó el precio: rebaja de 1000 zafiro',
    ]);
    expect(await actions(`?q=${encodeURIComponent('REGISTRÓ AUTOMÓVIL')}`)).toEqual([
      'Registró el automóvil Zafiro Azul',
    ]);
    expect(await actions(`?q=${encodeURIComponent('zafiro nadie')}`)).toEqual([]);
  });

  it('matches the date as dd/MM/yyyy HH:mm in Lima, not in UTC', async () => {
    expect(await actions(`?q=${encodeURIComponent('28/02/2026 22:30')}`)).toEqual([
      'Actualizó el precio: rebaja de 100% zafiro',
    ]);
    expect(await actions(`?q=${encodeURIComponent('28/02/2026')}`)).toEqual([
      'Actualizó el precio: rebaja de 100% zafiro',
      'Registró el automóvil Zafiro Azul',
    ]);
    // 2026-03-01T03:30Z is still the 28th in Lima; 05:00Z is the 1st at 00:00.
    expect(await actions(`?q=${encodeURIComponent('01/03/2026 00:00')}`)).toEqual([
      'Actualizó el precio: rebaja de 1000 zafiro',
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(await actions(`?q=${encodeURIComponent('100%')}`)).toEqual([
      'Actualizó el precio: rebaja de 100% zafiro',
    ]);
    expect(await actions(`?q=${encodeURIComponent('a_b')}`)).toEqual([
      'Actualizó los ajustes del sitio (ruta a_b)',
    ]);
    expect(await actions(`?q=${encodeURIComponent('%%%')}`)).toEqual([]);
    expect(await actions(`?q=${encodeURIComponent('\\%_')}`)).toEqual([]);
  });

  it('filters by user, by kind and by Lima calendar days, inclusive', async () => {
    expect(await actions(`?idUsuario=${t.users.INACTIVO.idUsuario}`)).toEqual(['Cierre de sesión']);
    expect(await actions('?tipo=vehiculo')).toEqual([
      'Actualizó el precio: rebaja de 1000 zafiro',
      'Actualizó el precio: rebaja de 100% zafiro',
      'Registró el automóvil Zafiro Azul',
    ]);
    expect(await actions('?tipo=configuracion')).toEqual(['Actualizó los ajustes del sitio (ruta a_b)']);
    expect(await actions('?tipo=clientes')).toEqual([]);
    // The 28th in Lima holds 14:00Z and 03:30Z of the 1st; 05:00Z of the 1st is the 1st.
    expect(await actions('?desde=2026-02-28&hasta=2026-02-28')).toEqual([
      'Actualizó el precio: rebaja de 100% zafiro',
      'Registró el automóvil Zafiro Azul',
    ]);
    expect(await actions('?desde=2026-03-01&hasta=2026-03-02')).toEqual([
      'Actualizó los ajustes del sitio (ruta a_b)',
      'Actualizó el precio: rebaja de 1000 zafiro',
    ]);
    expect(await actions('?hasta=2026-02-27')).toEqual(['Inicio de sesión']);
    expect(
      await actions(`?tipo=vehiculo&idUsuario=${t.users.ADMIN.idUsuario}&desde=2026-03-01&q=rebaja`),
    ).toEqual(['Actualizó el precio: rebaja de 1000 zafiro']);
  });

  it('refuses impossible dates and a range ending before it starts, in Spanish', async () => {
    for (const query of ['?desde=2026-02-30', '?hasta=2026-13-01', '?desde=0000-01-01', '?desde=20260101']) {
      const { status, body } = await logs(query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body)).toContain('Ingresa una fecha válida');
    }
    const { status, body } = await logs('?desde=2026-03-02&hasta=2026-03-01');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(MOVEMENT_DATES_MESSAGE);
    const exported = await t.injectAs('ADMIN', {
      method: 'GET',
      url: '/api/v1/usuario/logs/export?desde=2026-03-02&hasta=2026-03-01',
    });
    expect(exported.statusCode).toBe(400);
    expect(exported.body).toContain(MOVEMENT_DATES_MESSAGE);
    expect((await logs('?desde=2026-03-01&hasta=2026-03-01')).status).toBe(200);
    expect((await logs('?pageSize=10001')).status).toBe(400);
    expect((await logs('?tipo=otro')).status).toBe(400);
  });

  it('is refused to EJECUTIVO with 403', async () => {
    expect((await logs('', 'EJECUTIVO')).status).toBe(403);
  });
});

describe('GET /api/v1/usuario/logs/export', () => {
  it('answers every entry that matches the filters, newest first', async () => {
    const response = await t.injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/usuario/logs/export?q=zafiro&idUsuario=${t.users.ASESOR1.idUsuario}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total: 2, page: 1, pageSize: 10_000 });
    expect(response.json().data.logs.map((log: { accion: string }) => log.accion)).toEqual([
      'Actualizó el precio: rebaja de 100% zafiro',
      'Registró el automóvil Zafiro Azul',
    ]);
  });

  it('is refused to EJECUTIVO with 403', async () => {
    const response = await t.injectAs('EJECUTIVO', { method: 'GET', url: '/api/v1/usuario/logs/export' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/usuario/logs/usuarios', () => {
  it('lists everyone who appears in the log, the deactivated too', async () => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/usuario/logs/usuarios' });
    expect(response.statusCode).toBe(200);
    const users = response.json().data.usuarios as { idUsuario: number; nombre: string; correo: string }[];
    expect(users.map((user) => user.idUsuario).sort()).toEqual(
      [t.users.ADMIN.idUsuario, t.users.ASESOR1.idUsuario, t.users.INACTIVO.idUsuario].sort(),
    );
    expect(users).toContainEqual({
      idUsuario: t.users.INACTIVO.idUsuario,
      nombre: 'Usuario INACTIVO De Prueba',
      correo: t.users.INACTIVO.correo,
    });
  });
});
