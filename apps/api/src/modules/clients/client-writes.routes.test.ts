import { CLIENT_MESSAGES } from '@motorplaza/domain/clients/client.schema';
import { REDACTED } from '@motorplaza/domain/movements/movement.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientTestApp } from '../../../test/client-fixtures';
import { automovil, cliente, interesado } from '../../db/schema/index';

const fx = clientTestApp();
const { body, get, post, put, clientMovements } = fx;

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
    const [row] = await fx.t.database.db.select().from(cliente).where(eq(cliente.idCliente, idCliente));
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
    const db = fx.t.database.db;
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
