import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { routePattern } from './method-not-allowed';

/**
 * Issue 23: answers that carry personal data (a client, a lead, an offer, a sheet, a user, the
 * profile, every export) had no `Cache-Control: no-store`. Every GET route of the API is walked as
 * ADMIN on the demo data; each 200 is no-store unless it is one of the public answers meant to be
 * cached, named here.
 */

let t: TestApp;
const PARAMS: Record<string, string> = {};
/** Public answers that set a cache of their own (the catalogue's, the sheet PDF's private no-store). */
const OWN_CACHE = new Set(['/api/v1/catalogo', '/api/v1/catalogo/columnas', '/api/v1/catalogo/:idAuto']);

async function firstId(url: string, pick: (body: never) => number | string | undefined): Promise<string> {
  const response = await t.injectAs('ADMIN', { method: 'GET', url });
  const id = pick(response.json() as never);
  if (id === undefined) throw new Error(`no id from ${url}`);
  return String(id);
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  type Rows<K extends string, R> = { data: Record<K, R[]> };
  PARAMS.idAuto = await firstId(
    '/api/v1/automoviles',
    (b: Rows<'automoviles', { idAuto: number }>) => b.data.automoviles[0]?.idAuto,
  );
  PARAMS.idCliente = await firstId(
    '/api/v1/clientes',
    (b: Rows<'clientes', { idCliente: number }>) => b.data.clientes[0]?.idCliente,
  );
  PARAMS.dni = await firstId(
    '/api/v1/clientes',
    (b: Rows<'clientes', { dni: string }>) => b.data.clientes[0]?.dni,
  );
  PARAMS.idInteresado = await firstId(
    '/api/v1/interesados',
    (b: Rows<'interesados', { idInteresado: number }>) => b.data.interesados[0]?.idInteresado,
  );
  PARAMS.idOferta = await firstId(
    '/api/v1/ofertas',
    (b: Rows<'ofertas', { id: number }>) => b.data.ofertas[0]?.id,
  );
  PARAMS.idReclamo = await firstId(
    '/api/v1/libro-reclamaciones',
    (b: Rows<'reclamos', { idReclamo: number }>) => b.data.reclamos[0]?.idReclamo,
  );
  PARAMS.idAccesorio = await firstId(
    '/api/v1/accesorios',
    (b: Rows<'accesorios', { idAccesorio: number }>) => b.data.accesorios[0]?.idAccesorio,
  );
  PARAMS.idUsuario = String(t.users.ASESOR1.idUsuario);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function getRoutes(): string[] {
  return t.server.registeredRoutes
    .filter((route) =>
      ((Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[]).includes('GET'),
    )
    .map((route) => routePattern(route.url))
    .filter((url) => url.startsWith('/api/v1/') && !url.endsWith('*'));
}

const QUERIES: Record<string, string> = {
  '/api/v1/reportes/ventas': '?desde=2026-01-01&hasta=2026-10-31',
  '/api/v1/reportes/clientes': '?desde=2026-01-01&hasta=2026-10-31',
  '/api/v1/reportes/top-marcas': '?desde=2026-01-01&hasta=2026-10-31',
  '/api/v1/reportes/embudo': '?desde=2026-01-01&hasta=2026-10-31',
};

describe('Cache-Control of the API', () => {
  it('is no-store on every 200 GET that is not a public cached answer', async () => {
    const answered: string[] = [];
    for (const pattern of getRoutes()) {
      const path = pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => PARAMS[name] ?? 'x');
      const response = await t.injectAs('ADMIN', { method: 'GET', url: `${path}${QUERIES[pattern] ?? ''}` });
      if (response.statusCode !== 200) continue;
      answered.push(pattern);
      if (OWN_CACHE.has(pattern)) continue;
      expect(String(response.headers['cache-control']), pattern).toMatch(/\bno-store\b/);
    }
    // The answers the penetration test named were all reached.
    for (const named of [
      '/api/v1/clientes/:idCliente',
      '/api/v1/clientes/dni/:dni',
      '/api/v1/interesados/:idInteresado',
      '/api/v1/ofertas/:idOferta',
      '/api/v1/libro-reclamaciones/:idReclamo',
      '/api/v1/usuario/:idUsuario',
      '/api/v1/auth/perfil',
      '/api/v1/clientes/all',
      '/api/v1/interesados/all',
      '/api/v1/ofertas/all',
      '/api/v1/usuario/all',
      '/api/v1/automoviles/all',
      '/api/v1/libro-reclamaciones/all',
      '/api/v1/bajas-publicidad/all',
    ])
      expect(answered, named).toContain(named);
  }, 120_000);

  it('is no-store on an error and on a write', async () => {
    const missing = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const login = await t.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: t.users.ADMIN.correo, contrasena: 'mal' },
    });
    expect(login.headers['cache-control']).toMatch(/no-store/);
  });

  it('keeps the public catalogue cacheable', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toMatch(/no-store/);
  });
});
