import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_SALE_TEXTS } from '@motorplaza/domain/leads/lead-sale-rules';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import { leadSaleFixtures } from '../../../test/lead-sale-fixtures';
import { interesadoEvento, movimiento } from '../../db/schema/index';

const t = fileTestApp({ demo: true });
const f = leadSaleFixtures(t);

async function eventsOf(idInteresado: number) {
  const rows = await t()
    .database.db.select({ tipo: interesadoEvento.tipo, nota: interesadoEvento.nota })
    .from(interesadoEvento)
    .where(eq(interesadoEvento.idInteresado, idInteresado))
    .orderBy(asc(interesadoEvento.id));
  return rows;
}

async function movementCodes(entidad: string, idEntidad: number) {
  const rows = await t()
    .database.db.select({ codigo: movimiento.codigo })
    .from(movimiento)
    .where(and(eq(movimiento.entidad, entidad), eq(movimiento.idEntidad, idEntidad)))
    .orderBy(asc(movimiento.idLog));
  return rows.map((row) => row.codigo);
}

describe('PUT /api/v1/interesados/{id}/cierre as a manager', () => {
  it('sells the car in the same transaction: VENDIDO, sale record with buyer, client, other leads lost, catalogue', async () => {
    const idAuto = await f.freshCar();
    const buyer = await f.lead('EJECUTIVO', idAuto);
    const other = await f.lead('EJECUTIVO', idAuto);
    expect(await f.inCatalogue(idAuto)).toBe(true);

    const response = await f.close('EJECUTIVO', buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(INTERESTED_MESSAGES.saleConfirmed);
    const sold = response.json().data.interesado;
    expect(sold).toMatchObject({ resultado: 'VENDIDO', estado: true });
    expect(sold.nombreUsuarioAtencion).not.toBeNull();
    expect(sold.fechaCierre).not.toBeNull();

    expect(await f.carStatus(idAuto)).toBe('VENDIDO');
    const [client] = await f.clientsWithDni(String((await f.stored(buyer.idInteresado))?.dni));
    expect(client).toMatchObject({
      nombres: 'Comprador',
      apellidos: expect.stringMatching(/^Venta Prueba\d+$/),
    });
    const [record] = await f.saleRecords(idAuto);
    expect(record).toMatchObject({ idCliente: client?.idCliente, idInteresado: buyer.idInteresado });
    expect(record?.price).toBeGreaterThan(0);
    const detail = await t().injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/clientes/${client?.idCliente}`,
    });
    expect(detail.json().data.vehiculos).toEqual([expect.objectContaining({ idAuto, comprado: true })]);
    expect(detail.json().data.interesados).toEqual([
      expect.objectContaining({ idInteresado: buyer.idInteresado, resultado: 'VENDIDO' }),
    ]);
    expect(await movementCodes('automovil', idAuto)).toEqual(['vehicle.status']);
    expect(await movementCodes('cliente', client?.idCliente ?? 0)).toEqual(['client.create']);
    expect(await movementCodes('interesado', buyer.idInteresado)).toEqual([
      'interested.create',
      'interested.close',
    ]);

    const lost = await f.stored(other.idInteresado);
    expect(lost).toMatchObject({ resultado: 'PERDIDO', motivoPerdida: 'VENDIDO_A_OTRO' });
    expect((await eventsOf(other.idInteresado)).at(-1)?.nota).toMatch(/Vendido a otro cliente/);
    const [notice] = await f.mailsAbout(other.idInteresado);
    expect(notice?.asunto).toMatch(/se vendió a otro cliente/);
    expect(await f.inCatalogue(idAuto)).toBe(false);
  });

  it('answers 409 to a stale version and to a car already sold, and changes nothing', async () => {
    const idAuto = await f.freshCar();
    const lead = await f.lead('ADMIN', idAuto);
    const stale = await f.close('ADMIN', { ...lead, version: lead.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(INTERESTED_MESSAGES.stale);
    expect(await f.carStatus(idAuto)).toBe('DISPONIBLE');

    const sellCar = await t().injectAs('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/automoviles/${idAuto}/estado`,
      payload: { estadoDes: 'VENDIDO', idInteresado: null },
    });
    expect(sellCar.statusCode).toBe(200);
    const closed = await f.stored(lead.idInteresado);
    expect(closed).toMatchObject({ resultado: 'PERDIDO', motivoPerdida: 'VENDIDO_A_OTRO' });
    const again = await f.close('ADMIN', { ...lead, version: closed?.version ?? 0 });
    expect(again.statusCode).toBe(409);
  });
});

describe("an asesor's sale awaits a manager", () => {
  it("is 'venta por confirmar' until a manager confirms it; only a manager may", async () => {
    const idAuto = await f.freshCar();
    const lead = await f.lead('ASESOR1', idAuto);
    const asked = await f.close('ASESOR1', lead);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(INTERESTED_MESSAGES.saleRequested);
    const pending = asked.json().data.interesado;
    expect(pending).toMatchObject({ resultado: 'POR_CONFIRMAR', estado: true, fechaCierre: null });
    expect(await f.carStatus(idAuto)).toBe('DISPONIBLE');
    expect(await f.saleRecords(idAuto)).toEqual([]);
    expect(await f.clientsWithDni(String((await f.stored(lead.idInteresado))?.dni))).toEqual([]);

    const car = await t().injectAs('ASESOR1', { method: 'GET', url: `/api/v1/automoviles/${idAuto}` });
    expect(car.json().data.automovil).toMatchObject({ estadoDes: 'DISPONIBLE', ventaPorConfirmar: true });
    expect((await f.answer('ASESOR1', pending, 'confirmacion')).statusCode).toBe(403);
    expect((await f.close('ASESOR1', pending)).statusCode).toBe(409);
    const stale = await f.answer('EJECUTIVO', pending, 'confirmacion', pending.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(await f.carStatus(idAuto)).toBe('DISPONIBLE');

    const confirmed = await f.answer('EJECUTIVO', pending, 'confirmacion');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.interesado).toMatchObject({ resultado: 'VENDIDO' });
    expect(await f.carStatus(idAuto)).toBe('VENDIDO');
    expect(await f.saleRecords(idAuto)).toHaveLength(1);
    expect((await eventsOf(lead.idInteresado)).map((event) => event.tipo)).toEqual([
      'CREADO',
      'ASIGNADO',
      'VENTA_POR_CONFIRMAR',
      'VENTA_CONFIRMADA',
    ]);
    expect(await movementCodes('interesado', lead.idInteresado)).toEqual([
      'interested.create',
      'interested.sale',
      'interested.sale',
    ]);
    expect(await f.inCatalogue(idAuto)).toBe(false);
    const twice = await f.answer('EJECUTIVO', confirmed.json().data.interesado, 'confirmacion');
    expect(twice.statusCode).toBe(409);
  });

  it('goes back to follow-up when a manager rejects it; the car stays available', async () => {
    const idAuto = await f.freshCar();
    const lead = await f.lead('ASESOR2', idAuto);
    const pending = (await f.close('ASESOR2', lead)).json().data.interesado;
    const rejected = await f.answer('ADMIN', pending, 'rechazo');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.interesado).toMatchObject({ resultado: null, estado: true });
    expect(await f.carStatus(idAuto)).toBe('DISPONIBLE');
    expect((await eventsOf(lead.idInteresado)).at(-1)?.tipo).toBe('VENTA_RECHAZADA');
    const late = await f.answer('ADMIN', rejected.json().data.interesado, 'confirmacion');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(INTERESTED_MESSAGES.noSaleToAnswer);
  });
});

describe('PATCH /api/v1/automoviles/{id}/estado VENDIDO names the buyer', () => {
  it("lists the car's open leads, sells to the one chosen and closes the others as lost", async () => {
    const idAuto = await f.freshCar();
    const otherCar = await f.freshCar();
    const buyer = await f.lead('EJECUTIVO', idAuto);
    const other = await f.lead('EJECUTIVO', idAuto);
    const gone = await f.lead('EJECUTIVO', idAuto);
    await f.close('EJECUTIVO', gone, { resultado: 'PERDIDO', motivoPerdida: 'PRECIO' });
    const elsewhere = await f.lead('EJECUTIVO', otherCar);
    // The buyer was already a registered client: the sale reuses them.
    const dni = String((await f.stored(buyer.idInteresado))?.dni);
    const existing = await t().injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/clientes',
      payload: { nombres: 'Cliente', apellidos: 'Ya Registrado', dni },
    });
    expect(existing.statusCode).toBe(201);

    const open = await t().injectAs('EJECUTIVO', {
      method: 'GET',
      url: `/api/v1/automoviles/${idAuto}/interesados`,
    });
    expect(open.statusCode).toBe(200);
    const listed: { idInteresado: number; idAuto: number; resultado: string | null }[] =
      open.json().data.interesados;
    const ids = listed.map((lead) => lead.idInteresado);
    expect(ids).toEqual(expect.arrayContaining([buyer.idInteresado, other.idInteresado]));
    expect(ids).not.toContain(gone.idInteresado);
    expect(listed.every((lead) => lead.idAuto === idAuto && lead.resultado !== 'PERDIDO')).toBe(true);
    const forbidden = await t().injectAs('ASESOR1', {
      method: 'GET',
      url: `/api/v1/automoviles/${idAuto}/interesados`,
    });
    expect(forbidden.statusCode).toBe(403);

    const sell = (idInteresado: unknown) =>
      t().injectAs('EJECUTIVO', {
        method: 'PATCH',
        url: `/api/v1/automoviles/${idAuto}/estado`,
        payload: { estadoDes: 'VENDIDO', idInteresado },
      });
    for (const wrong of [gone.idInteresado, elsewhere.idInteresado]) {
      const refused = await sell(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ idInteresado: LEAD_SALE_TEXTS.buyerNotOpen });
    }
    expect((await sell('uno')).statusCode).toBe(400);
    expect(await f.carStatus(idAuto)).toBe('DISPONIBLE');

    const response = await sell(buyer.idInteresado);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.automovil.estadoDes).toBe('VENDIDO');
    expect(await f.stored(buyer.idInteresado)).toMatchObject({ resultado: 'VENDIDO', estado: true });
    expect(await f.stored(other.idInteresado)).toMatchObject({
      resultado: 'PERDIDO',
      motivoPerdida: 'VENDIDO_A_OTRO',
    });
    expect(await f.stored(gone.idInteresado)).toMatchObject({
      resultado: 'PERDIDO',
      motivoPerdida: 'PRECIO',
    });
    expect(await f.stored(elsewhere.idInteresado)).toMatchObject({ resultado: null });
    const clients = await f.clientsWithDni(dni);
    expect(clients).toHaveLength(1);
    expect(await movementCodes('cliente', clients[0]?.idCliente ?? 0)).toEqual(['client.create']);
    expect(await f.saleRecords(idAuto)).toMatchObject([
      { idCliente: clients[0]?.idCliente, idInteresado: buyer.idInteresado },
    ]);
    expect(await f.mailsAbout(other.idInteresado)).toHaveLength(1);
    expect(await f.mailsAbout(gone.idInteresado)).toHaveLength(0);
  });

  it("'Ninguno' sells without a buyer and closes every open lead as lost", async () => {
    const idAuto = await f.freshCar();
    const first = await f.lead('ASESOR1', idAuto);
    const pending = (await f.close('ASESOR1', await f.lead('ASESOR1', idAuto))).json().data.interesado;
    const response = await t().injectAs('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/automoviles/${idAuto}/estado`,
      payload: { estadoDes: 'VENDIDO' },
    });
    expect(response.statusCode).toBe(200);
    for (const lead of [first, pending]) {
      expect(await f.stored(lead.idInteresado)).toMatchObject({
        resultado: 'PERDIDO',
        motivoPerdida: 'VENDIDO_A_OTRO',
      });
    }
    expect(await f.saleRecords(idAuto)).toMatchObject([{ idCliente: null, idInteresado: null }]);
  });
});
