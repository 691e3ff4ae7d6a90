import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { cliente, movimiento } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './test-app';

export type Role = 'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2';

/**
 * The client tests' app, with four clients to search, a valid client form and the calls of /clientes.
 */
export function clientTestApp() {
  let t: TestApp;

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

  return {
    get t() {
      return t;
    },
    body,
    get,
    post,
    put,
    SEARCH_CLIENTS,
    clientMovements,
  };
}
