import { CLIENT_MESSAGES } from '@motorplaza/domain/clients/client.schema';
import { REDACTED } from '@motorplaza/domain/movements/movement.schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { automovil, cliente, interesado, movimiento } from '../../db/schema/index';

let t: TestApp;
type Role = 'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2';

const body = {
  nombres: 'Rosa',
  apellidos: 'Quispe Mamani',
  dni: '41234567',
  ruc: '20100047218',
  correo: 'Rosa.Quispe@Correo.pe',
  celular: '987654321',
  direccion: 'Av. Arequipa 123, Lince',
  estado: true,
};

const get = (role: Role | null, url: string) =>
  t.injectAs(role, { method: 'GET', url: `/api/v1/clientes${url}` });
const post = (payload: object, role: Role = 'ADMIN') =>
  t.injectAs(role, { method: 'POST', url: '/api/v1/clientes', payload });
const put = (idCliente: number, payload: object, role: Role = 'ADMIN') =>
  t.injectAs(role, { method: 'PUT', url: `/api/v1/clientes/${idCliente}`, payload });

const SEARCH_CLIENTS = [
  {
    nombres: 'Zoila',
    apellidos: 'Ñahui Torres',
    dni: '70000001',
    correo: 'zoila.nahui@gmail.com',
    celular: '911111111',
    estado: true,
  },
  {
    nombres: 'ZOILO',
    apellidos: 'Paredes',
    dni: '70000002',
    correo: 'zparedes@empresa.pe',
    celular: '922222222',
    estado: false,
  },
  { nombres: 'Ana', apellidos: 'Zevallos', dni: '70000003', correo: null, celular: null, estado: true },
  {
    nombres: 'Luis',
    apellidos: 'Ramos_Vega',
    dni: '70000004',
    correo: 'lr%@x.pe',
    celular: '933333333',
    estado: true,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(cliente).values(SEARCH_CLIENTS);
});
afterAll(async () => {
  await t.close();
});

async function clientMovements(idCliente: number) {
  return t.database.db
    .select()
    .from(movimiento)
    .where(and(eq(movimiento.entidad, 'cliente'), eq(movimiento.idEntidad, idCliente)))
    .orderBy(asc(movimiento.idLog));
}

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
      expect((await t.injectAs(null, { method, url })).statusCode).toBe(401);
      for (const role of ['EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
        const response = await t.injectAs(role, { method, url, payload: body });
        expect(response.statusCode, role).toBe(403);
        expect(response.body, role).not.toContain('Zoila');
      }
      const stripped = await t.injectWith('ADMIN', ['EXPORTAR_DATOS', 'GESTIONAR_USUARIOS'], { method, url });
      expect(stripped.statusCode).toBe(403);
    },
  );

  it('GET /clientes/all, the export source, also needs EXPORTAR_DATOS', async () => {
    const without = await t.injectWith('ADMIN', ['VER_CLIENTES'], {
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

describe('POST /clientes', () => {
  it('creates the client, answers 201 and writes client.create with personal data redacted', async () => {
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const saved = response.json().data.cliente;
    expect(saved).toMatchObject({ ...body, correo: 'Rosa.Quispe@Correo.pe', version: 1 });
    expect(response.json().message).toBe(CLIENT_MESSAGES.created);
    const [movement] = await clientMovements(saved.idCliente);
    expect(movement).toMatchObject({ codigo: 'client.create', objetivo: 'Rosa Quispe Mamani' });
    const dni = movement?.cambios.find((change) => change.campo === 'dni');
    expect(dni).toEqual({ campo: 'dni', antes: null, despues: REDACTED });
    expect(JSON.stringify(movement?.cambios)).not.toContain('41234567');
    expect(JSON.stringify(movement?.cambios)).not.toContain('20100047218');
  });

  it('refuses a DNI another client has: 409 with the field error dni', async () => {
    const response = await post({ ...body, nombres: 'Otra' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, errors: { dni: CLIENT_MESSAGES.dniTaken } });
  });

  it.each([
    ['nombres', ''],
    ['apellidos', '  '],
    ['dni', '1234567'],
    ['dni', 12345678],
    ['ruc', '20100047217'],
    ['ruc', '12345678901'],
    ['correo', 'no-es-correo'],
    ['celular', '812345678'],
    ['direccion', 'x'.repeat(201)],
    ['estado', 'si'],
    ['nombres', 'a\u0000b'],
  ])('400 with a field error when %s is %j', async (field, value) => {
    const response = await post({ ...body, dni: '48765432', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('keeps optional fields empty', async () => {
    const response = await post({
      nombres: 'Solo',
      apellidos: 'Nombre',
      dni: '48765433',
      ruc: '',
      correo: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.cliente).toMatchObject({
      ruc: null,
      correo: null,
      celular: null,
      direccion: null,
      estado: true,
    });
  });
});

describe('PUT /clientes/{id}', () => {
  async function fresh(dni: string) {
    const response = await post({ ...body, dni });
    return response.json().data.cliente as { idCliente: number; version: number };
  }

  it('updates, bumps the version and writes client.update with the changed fields, redacted', async () => {
    const { idCliente, version } = await fresh('42000001');
    const response = await put(idCliente, {
      ...body,
      dni: '42000001',
      nombres: 'Rosa María',
      celular: '912345678',
      version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cliente).toMatchObject({
      nombres: 'Rosa María',
      celular: '912345678',
      version: version + 1,
    });
    const update = (await clientMovements(idCliente)).find((m) => m.codigo === 'client.update');
    expect(update?.cambios).toEqual([
      { campo: 'nombres', antes: 'Rosa', despues: 'Rosa María' },
      { campo: 'celular', antes: REDACTED, despues: REDACTED },
    ]);
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const { idCliente, version } = await fresh('42000002');
    expect((await put(idCliente, { ...body, dni: '42000002', nombres: 'Primera', version })).statusCode).toBe(
      200,
    );
    const late = await put(idCliente, { ...body, dni: '42000002', nombres: 'Segunda', version });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLIENT_MESSAGES.stale);
    const [row] = await t.database.db.select().from(cliente).where(eq(cliente.idCliente, idCliente));
    expect(row).toMatchObject({ nombres: 'Primera', version: version + 1 });
    expect((await clientMovements(idCliente)).filter((m) => m.codigo === 'client.update')).toHaveLength(1);
  });

  it('refuses the DNI of another client with 409 on dni', async () => {
    const { idCliente, version } = await fresh('42000003');
    const response = await put(idCliente, { ...body, dni: '70000001', version });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ dni: CLIENT_MESSAGES.dniTaken });
  });

  it('404 for an unknown client, 400 without a version', async () => {
    expect((await put(999_999, { ...body, version: 1 })).statusCode).toBe(404);
    expect((await put(1, body)).statusCode).toBe(400);
  });
});

describe('GET /clientes/{id}: the client, its vehicles as owner and its interest requests', () => {
  it('lists the vehicles it owns (not archived) and the requests with its DNI or correo', async () => {
    const { idCliente } = (await post({ ...body, dni: '43000001', correo: 'duena@correo.pe' })).json().data
      .cliente;
    const db = t.database.db;
    const car = { anioFabricacion: 2020, precioCompra: 15_000, idPropietario: idCliente };
    await db.insert(automovil).values([
      { ...car, marca: 'Toyota', modelo: 'Yaris', placa: 'CLI-001', tag: 'T100' },
      { ...car, marca: 'Kia', modelo: 'Rio', placa: 'CLI-002', archivadoEn: new Date() },
    ]);
    const lead = { nombreCompleto: 'Rosa Quispe', celular: '987654321', consentimientoPrivacidad: true };
    await db.insert(interesado).values([
      {
        ...lead,
        dni: '43000001',
        correo: 'otra@correo.pe',
        automovil: 'Toyota Yaris 2020',
        fechaReg: new Date('2026-01-02T15:00:00Z'),
      },
      {
        ...lead,
        dni: '99999999',
        correo: 'DUENA@correo.pe',
        automovil: 'Kia Rio 2019',
        estado: true,
        fechaReg: new Date('2026-02-02T15:00:00Z'),
      },
      { ...lead, dni: '99999998', correo: 'nadie@correo.pe', automovil: 'Otro' },
    ]);
    const response = await get('ADMIN', `/${idCliente}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.cliente).toMatchObject({ idCliente, dni: '43000001' });
    expect(data.vehiculos).toEqual([
      {
        idAuto: expect.any(Number),
        marca: 'Toyota',
        modelo: 'Yaris',
        tag: 'T100',
        estadoDes: 'DISPONIBLE',
        comprado: false,
      },
    ]);
    expect(
      data.interesados.map((i: { automovil: string; estado: boolean }) => [i.automovil, i.estado]),
    ).toEqual([
      ['Kia Rio 2019', true],
      ['Toyota Yaris 2020', false],
    ]);
  });

  it('404 for an unknown client or a word for its id, 400 for an id past int32', async () => {
    expect((await get('ADMIN', '/999999')).statusCode).toBe(404);
    expect((await get('ADMIN', '/abc')).statusCode).toBe(404);
    expect((await get('ADMIN', '/99999999999')).statusCode).toBe(400);
  });
});
