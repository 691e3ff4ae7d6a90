import type { SiteSettingsWithVersion } from '@motorplaza/domain/settings/site-settings.schema';
import { formatUsd } from '@motorplaza/domain/shared/format';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../test/own-database';
import { type Instance, type Instances, openInstances } from '../../test/server-instances';
import { saveBody, vehicleForm } from '../../test/vehicle-fixtures';
import { hashPassword } from '../lib/password';

/**
 * Several instances on one PostgreSQL (decision 0033): two production server processes (`npm start`'s
 * scripts/start.mjs, which runs the compiled bundle and builds what is stale), in a database of their
 * own on the local server (TEST_DATABASE_URL's server, or 127.0.0.1:5432), created and dropped here.
 * A change made through one must show in the other's catalogue JSON and rendered pages within a second:
 * each process caches both and drops them on the other's NOTIFY.
 */

const ADMIN = { correo: 'gerencia@motorplaza.pe', contrasena: 'Clave-Segura-2026' };
/** The notices must arrive well within this (they take milliseconds). */
const WITHIN_MS = 1_000;

let instances: Instances;
let admin: pg.Client;
let database: string;
let first: Instance;
let second: Instance;
let token: string;
let idAuto = 0;
let versionRegistro = 0;

/** Polls `read` until it gives `expected`; returns how long that took. Fails after `timeoutMs`. */
async function within<T>(timeoutMs: number, read: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  let last: T | undefined;
  while (Date.now() - started <= timeoutMs) {
    last = await read();
    if (last === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still ${String(last)} after ${timeoutMs} ms (expected ${String(expected)})`);
}

async function catalogPrice(instance: Instance): Promise<number | undefined> {
  const response = await fetch(`${instance.url}/api/v1/catalogo`, { headers: { 'accept-encoding': 'gzip' } });
  const body = (await response.json()) as {
    data: { automoviles: { idAuto: number; precioCompra: number }[] };
  };
  return body.data.automoviles.find((car) => car.idAuto === idAuto)?.precioCompra;
}

async function page(instance: Instance, pathname: string): Promise<string> {
  const response = await fetch(`${instance.url}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function saveAt(instance: Instance, precioCompra: number): Promise<void> {
  const form = vehicleForm({
    precioCompra,
    placa: 'CCH-473',
    tag: 'T-473',
    ...(idAuto ? { versionRegistro } : {}),
  });
  const body = await saveBody(form);
  const response = await fetch(`${instance.url}/api/v1/automoviles${idAuto ? `/${idAuto}` : ''}`, {
    method: idAuto ? 'PUT' : 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(body.payload),
  });
  const saved = (await response.json()) as {
    data?: { automovil: { idAuto: number; versionRegistro: number } };
  };
  expect(response.status, JSON.stringify(saved)).toBe(idAuto ? 200 : 201);
  idAuto = saved.data?.automovil.idAuto ?? 0;
  versionRegistro = saved.data?.automovil.versionRegistro ?? 0;
}

async function settingsOf(instance: Instance): Promise<SiteSettingsWithVersion> {
  const response = await fetch(`${instance.url}/api/v1/ajustes`);
  return ((await response.json()) as { data: { ajustes: SiteSettingsWithVersion } }).data.ajustes;
}

/** The backend pids of the cache-notice listeners on this test's database. */
async function listenerPids(): Promise<number[]> {
  const result = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and application_name = 'motorplaza-cache-notices'`,
    [database],
  );
  return result.rows.map((row) => row.pid);
}

beforeAll(async () => {
  // What is stale is built once; then both start at once on the empty database (they take turns to
  // migrate and create the administrator).
  instances = await openInstances('motorplaza_instances', ADMIN);
  ({ admin, database } = instances);
  [first, second] = await Promise.all([instances.start('a'), instances.start('b')]);
  const login = await fetch(`${first.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { jwt: string }).jwt;
  await saveAt(first, 25_000);
}, 600_000);

afterAll(async () => {
  await instances?.close();
});

describe('two server processes on one PostgreSQL database', () => {
  it('each listens for the other’s notices on a connection of its own', async () => {
    expect(await listenerPids()).toHaveLength(2);
  });

  it('a price changed through one is in the other’s catalogue JSON and pages within a second', async () => {
    // The second process has built and cached its catalogue bytes and both pages at the old price.
    expect(await catalogPrice(second)).toBe(25_000);
    expect(await page(second, `/info-auto/${idAuto}`)).toContain(formatUsd(25_000));
    expect(await page(second, '/compra-tu-auto')).toContain(formatUsd(25_000));
    expect(await catalogPrice(second)).toBe(25_000);

    await saveAt(first, 23_490);

    await within(WITHIN_MS, () => catalogPrice(second), 23_490);
    const vehiclePage = await page(second, `/info-auto/${idAuto}`);
    expect(vehiclePage).toContain(formatUsd(23_490));
    // The vehicle page names the old price once more, in its 'Historial de precio' (decision 0077).
    expect(vehiclePage).toContain('Historial de precio');
    const cataloguePage = await page(second, '/compra-tu-auto');
    expect(cataloguePage).toContain(formatUsd(23_490));
    expect(cataloguePage).not.toContain(formatUsd(25_000));
    // And the other way round.
    await saveAt(second, 22_980);
    await within(WITHIN_MS, () => catalogPrice(first), 22_980);
  });

  it('a staff list kept by one shows a client saved through the other within a second', async () => {
    const clients = async (instance: Instance) => {
      const response = await fetch(`${instance.url}/api/v1/clientes?q=Teodora`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { total: number } }).data.total;
    };
    // Both keep the empty answer (decision 0036).
    expect(await clients(second)).toBe(0);
    expect(await clients(first)).toBe(0);
    const response = await fetch(`${first.url}/api/v1/clientes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nombres: 'Teodora', apellidos: 'Cárdenas', dni: '45678912', estado: true }),
    });
    expect(response.status).toBe(201);
    // The writer at its next request; the other once the notice arrives.
    expect(await clients(first)).toBe(1);
    await within(WITHIN_MS, () => clients(second), 1);
  });

  it('a user deactivated through one is refused by the other within a second', async () => {
    const correo = 'asesora.instancias@motorplaza.pe';
    const contrasena = 'Clave-Asesora-2026';
    const direct = new pg.Client({ connectionString: databaseUrl(database) });
    await direct.connect();
    const inserted = await direct.query<{ id_usuario: number }>(
      `insert into usuario (nombres, apellidos, dni, correo, celular, contrasena, rol)
       values ('Rocío', 'Instancias', '45612378', $1, '987654321', $2, 'ASESOR1') returning id_usuario`,
      [correo, await hashPassword(contrasena)],
    );
    await direct.end();
    const idUsuario = inserted.rows[0]?.id_usuario;
    const login = await fetch(`${second.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ correo, contrasena }),
    });
    const adviser = ((await login.json()) as { jwt: string }).jwt;
    const leads = async () =>
      (
        await fetch(`${second.url}/api/v1/interesados?page=1`, {
          headers: { authorization: `Bearer ${adviser}` },
        })
      ).status;
    // The second instance keeps her session user (decision 0036).
    expect(await leads()).toBe(200);
    expect(await leads()).toBe(200);
    const response = await fetch(`${first.url}/api/v1/usuario/${idUsuario}/estado`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ estado: false }),
    });
    expect(response.status).toBe(200);
    await within(WITHIN_MS, leads, 401);
  });

  it('site settings saved through one are served by the other within a second, pages included', async () => {
    const before = await settingsOf(second);
    expect(await page(second, '/inicio')).toContain(before.telefono);
    const { version, ...values } = await settingsOf(first);
    const telefono = '(01) 614-2473';
    const response = await fetch(`${first.url}/api/v1/ajustes`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...values, version, telefono }),
    });
    expect(response.status).toBe(200);

    await within(WITHIN_MS, async () => (await settingsOf(second)).telefono, telefono);
    expect(await page(second, '/inicio')).toContain(telefono);
  });

  it('a lost listener reconnects and drops every cache, since it may have missed notices', async () => {
    expect(await catalogPrice(second)).toBe(22_980);
    // A change no process was told of (made in SQL), then both listeners are cut.
    const direct = new pg.Client({ connectionString: databaseUrl(database) });
    await direct.connect();
    await direct.query('update automovil set precio_compra = 21750 where id_auto = $1', [idAuto]);
    await direct.end();
    expect(await catalogPrice(second)).toBe(22_980);
    const before = await listenerPids();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);

    await within(5_000, async () => (await listenerPids()).filter((pid) => !before.includes(pid)).length, 2);
    await within(WITHIN_MS, () => catalogPrice(second), 21_750);
    await within(WITHIN_MS, () => catalogPrice(first), 21_750);
    // Both processes lived through it, and notices flow again on the new connections.
    await saveAt(first, 21_500);
    await within(WITHIN_MS, () => catalogPrice(second), 21_500);
    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  });
});
