import { LEAD_LOSS_REASON_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import { leadSaleFixtures } from '../../../test/lead-sale-fixtures';
import { movimiento } from '../../db/schema/index';

// The lead sale flow (decision 0040) writes its movements the way every writer does (decision 0045):
// the actor by full name, and before → after of every field it changed.
const t = fileTestApp({ demo: true });
const f = leadSaleFixtures(t);

async function movementsOf(entidad: string, idEntidad: number) {
  return t()
    .database.db.select({
      codigo: movimiento.codigo,
      usuario: movimiento.usuario,
      accion: movimiento.accion,
      cambios: movimiento.cambios,
    })
    .from(movimiento)
    .where(and(eq(movimiento.entidad, entidad), eq(movimiento.idEntidad, idEntidad)))
    .orderBy(asc(movimiento.idLog));
}

const EJECUTIVO = 'Usuario EJECUTIVO De Prueba';

describe('the movements of a sale', () => {
  it("a manager's 'Vendido': the lead's state, price and date, the car's VENDIDO with its buyer, the new client, the other lead lost", async () => {
    const idAuto = await f.freshCar();
    const buyer = await f.lead('EJECUTIVO', idAuto);
    const other = await f.lead('EJECUTIVO', idAuto);
    expect((await f.close('EJECUTIVO', buyer)).statusCode).toBe(200);
    const [record] = await f.saleRecords(idAuto);
    const stored = await f.stored(buyer.idInteresado);

    const close = (await movementsOf('interesado', buyer.idInteresado)).at(-1);
    expect(close).toMatchObject({ codigo: 'interested.close', usuario: EJECUTIVO });
    expect(close?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estado', antes: 'PENDIENTE', despues: 'VENDIDO' },
        { campo: 'resultado', antes: null, despues: 'VENDIDO' },
        { campo: 'fechaCierre', antes: null, despues: stored?.fechaCierre?.toISOString() },
        { campo: 'precioVenta', antes: null, despues: String(record?.price) },
        { campo: 'fechaVenta', antes: null, despues: record?.changedAt.toISOString() },
      ]),
    );

    const [car] = await movementsOf('automovil', idAuto);
    expect(car).toMatchObject({ codigo: 'vehicle.status', usuario: EJECUTIVO });
    expect(car?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estadoDes', antes: 'DISPONIBLE', despues: 'VENDIDO' },
        { campo: 'comprador', antes: null, despues: stored?.nombreCompleto },
      ]),
    );

    const [client] = await f.clientsWithDni(String(stored?.dni));
    const [created] = await movementsOf('cliente', client?.idCliente ?? 0);
    expect(created).toMatchObject({ codigo: 'client.create', usuario: EJECUTIVO });
    expect(created?.accion).toMatch(/como comprador del automóvil/);
    expect(created?.cambios).toContainEqual({ campo: 'nombres', antes: null, despues: 'Comprador' });

    const lost = (await movementsOf('interesado', other.idInteresado)).at(-1);
    expect(lost).toMatchObject({ codigo: 'interested.close', usuario: EJECUTIVO });
    expect(lost?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estado', antes: 'PENDIENTE', despues: 'PERDIDO' },
        { campo: 'motivoPerdida', antes: null, despues: LEAD_LOSS_REASON_LABELS.VENDIDO_A_OTRO },
      ]),
    );
  });

  it("an asesor's sale, its rejection and its confirmation each say what moved", async () => {
    const idAuto = await f.freshCar();
    const lead = await f.lead('ASESOR1', idAuto);
    const pending = (await f.close('ASESOR1', lead)).json().data.interesado;
    const rejected = (await f.answer('ADMIN', pending, 'rechazo')).json().data.interesado;
    const again = (await f.close('ASESOR1', rejected)).json().data.interesado;
    expect((await f.answer('EJECUTIVO', again, 'confirmacion')).statusCode).toBe(200);

    const sales = (await movementsOf('interesado', lead.idInteresado)).filter(
      (movement) => movement.codigo === 'interested.sale',
    );
    expect(sales.map((movement) => movement.usuario)).toEqual([
      'Usuario ASESOR1 De Prueba',
      'Usuario ADMIN De Prueba',
      'Usuario ASESOR1 De Prueba',
      EJECUTIVO,
    ]);
    expect(sales[0]?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estado', antes: 'PENDIENTE', despues: 'VENTA_POR_CONFIRMAR' },
        { campo: 'resultado', antes: null, despues: 'POR_CONFIRMAR' },
        { campo: 'usuarioAtencion', antes: null, despues: expect.any(String) },
      ]),
    );
    expect(sales[1]?.cambios).toEqual([
      { campo: 'estado', antes: 'VENTA_POR_CONFIRMAR', despues: 'ATENDIDO' },
      { campo: 'resultado', antes: 'POR_CONFIRMAR', despues: null },
    ]);
    const [record] = await f.saleRecords(idAuto);
    expect(sales[3]?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estado', antes: 'VENTA_POR_CONFIRMAR', despues: 'VENDIDO' },
        { campo: 'resultado', antes: 'POR_CONFIRMAR', despues: 'VENDIDO' },
        { campo: 'precioVenta', antes: null, despues: String(record?.price) },
      ]),
    );
    const [car] = await movementsOf('automovil', idAuto);
    expect(car?.cambios).toContainEqual({ campo: 'estadoDes', antes: 'DISPONIBLE', despues: 'VENDIDO' });
  });

  it("the inventory's sale names the buyer on the car's movement", async () => {
    const idAuto = await f.freshCar();
    const buyer = await f.lead('EJECUTIVO', idAuto);
    const sold = await t().injectAs('ADMIN', {
      method: 'PATCH',
      url: `/api/v1/automoviles/${idAuto}/estado`,
      payload: { estadoDes: 'VENDIDO', idInteresado: buyer.idInteresado },
    });
    expect(sold.statusCode).toBe(200);
    const [car] = await movementsOf('automovil', idAuto);
    expect(car).toMatchObject({ codigo: 'vehicle.status', usuario: 'Usuario ADMIN De Prueba' });
    expect(car?.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'estadoDes', antes: 'DISPONIBLE', despues: 'VENDIDO' },
        { campo: 'comprador', antes: null, despues: (await f.stored(buyer.idInteresado))?.nombreCompleto },
      ]),
    );
    const close = (await movementsOf('interesado', buyer.idInteresado)).at(-1);
    expect(close?.cambios).toContainEqual({ campo: 'estado', antes: 'PENDIENTE', despues: 'VENDIDO' });
  });
});
