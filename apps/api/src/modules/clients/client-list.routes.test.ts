import { describe, expect, it } from 'vitest';
import { clientTestApp } from '../../../test/client-fixtures';

const fx = clientTestApp();
const { body, get, SEARCH_CLIENTS } = fx;

describe('who may call /clientes (spec 001 §6: ADMIN; decisions 0017, 0022: with VER_CLIENTES)', () => {
  it.each([
    ['GET', '/api/v1/clientes'],
    ['GET', '/api/v1/clientes/all'],
    ['GET', '/api/v1/clientes/1'],
    ['POST', '/api/v1/clientes'],
    ['PUT', '/api/v1/clientes/1'],
  ] as const)(
    '%s %s: 401 visitor, 403 to every role but ADMIN, 403 to ADMIN without VER_CLIENTES',
    async (method, url) => {
      expect((await fx.t.injectAs(null, { method, url })).statusCode).toBe(401);
      for (const role of ['EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
        const response = await fx.t.injectAs(role, { method, url, payload: body });
        expect(response.statusCode, role).toBe(403);
        expect(response.body, role).not.toContain('Zoila');
      }
      const stripped = await fx.t.injectWith('ADMIN', ['EXPORTAR_DATOS', 'GESTIONAR_USUARIOS'], {
        method,
        url,
      });
      expect(stripped.statusCode).toBe(403);
    },
  );

  it('GET /clientes/all, the export source, also needs EXPORTAR_DATOS', async () => {
    const without = await fx.t.injectWith('ADMIN', ['VER_CLIENTES'], {
      method: 'GET',
      url: '/api/v1/clientes/all',
    });
    expect(without.statusCode).toBe(403);
    const response = await get('ADMIN', '/all');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.clientes.length).toBeGreaterThanOrEqual(SEARCH_CLIENTS.length);
  });

  it('the DNI look-up stays with ADMIN and EJECUTIVO; asesores get 403 and no owner data', async () => {
    for (const role of ['ADMIN', 'EJECUTIVO'] as const) {
      const response = await get(role, '/dni/70000001');
      expect(response.statusCode, role).toBe(200);
      expect(response.json().data.cliente.nombres).toBe('Zoila');
    }
    for (const role of ['ASESOR1', 'ASESOR2'] as const) {
      const response = await get(role, '/dni/70000001');
      expect(response.statusCode, role).toBe(403);
      expect(response.body).not.toContain('Zoila');
    }
  });
});

describe('GET /clientes: search, state filter and paging in the database (spec 001 §5)', () => {
  const dnis = async (query: string) =>
    (await get('ADMIN', `?pageSize=50&sort=id&${query}`))
      .json()
      .data.clientes.map((c: { dni: string }) => c.dni);

  it.each([
    ['q=zoil', ['70000001', '70000002']], // nombres, any case
    ['q=%C3%B1ahui', ['70000001']], // apellidos with ñ
    ['q=ZEVALLOS', ['70000003']],
    ['q=EMPRESA.PE', ['70000002']], // correo, any case
    ['q=0000003', ['70000003']], // a DNI substring
    ['q=2222', ['70000002']], // a celular substring
    ['q=zoil&estado=true', ['70000001']],
    ['q=zoil&estado=false', ['70000002']],
    ['q=_', ['70000004']], // LIKE's wildcards match only themselves
    ['q=%25', ['70000004']],
    ['q=nadie', []],
  ])('%s finds %j', async (query, expected) => {
    expect(await dnis(query)).toEqual(expected);
  });

  it('answers the total under the filter and the counts of the search', async () => {
    const response = await get('ADMIN', '?q=zoil&estado=false');
    expect(response.json().data).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      counts: { activos: 1, inactivos: 1, todos: 2 },
    });
  });

  it('pages with 5, 10, 25 or 50 a page, newest first by default', async () => {
    const first = (await get('ADMIN', '?pageSize=5&sort=id&q=7000000')).json().data;
    expect(first.clientes).toHaveLength(4);
    const second = (await get('ADMIN', '?pageSize=5&page=2&sort=id&q=7000000')).json().data;
    expect(second).toMatchObject({ clientes: [], total: 4, page: 2 });
    const recent = (await get('ADMIN', '?pageSize=5&q=7000000')).json().data.clientes;
    expect(recent.map((c: { dni: string }) => c.dni)).toEqual([
      '70000004',
      '70000003',
      '70000002',
      '70000001',
    ]);
  });

  it.each([
    'pageSize=20',
    'pageSize=0',
    'page=0',
    'page=abc',
    'estado=activos',
    'sort=dni',
    `q=${'x'.repeat(101)}`,
  ])('400 with a Spanish message for %s', async (query) => {
    const response = await get('ADMIN', `?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
