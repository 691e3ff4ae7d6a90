import { creditScenario } from '@motorplaza/domain/financing/credit-scenario';
import { DEFAULT_FINANCING } from '@motorplaza/domain/financing/financing-params';
import { FINANCING_MESSAGES } from '@motorplaza/domain/leads/financing-request.schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import {
  automovil,
  interesado,
  interesadoEvento,
  interesadoFinanciamiento,
  movimiento,
} from '../../db/schema/index';

/** 'Solicitar evaluación' (issue 26): a FINANCIAMIENTO lead with the scenario recomputed on the server. */

const t = fileTestApp({ demo: true });
let car: typeof automovil.$inferSelect;
let counter = 0;
/** The asking price the catalogue shows: the latest price when it was changed. */
const listPrice = () => car.ultimoPrecioCompra ?? car.precioCompra;

beforeAll(async () => {
  const [row] = await t()
    .database.db.select()
    .from(automovil)
    .where(
      and(
        eq(automovil.estadoDes, 'DISPONIBLE'),
        gte(sql`coalesce(${automovil.anioModelo}, ${automovil.anioFabricacion})`, 2015),
      ),
    )
    .limit(1);
  if (!row) throw new Error('The demo data has no available car from 2015 on');
  car = row;
});

function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    idAuto: car.idAuto,
    nombreCompleto: `Comprador Crédito ${counter}`,
    dni: String(72000000 + counter),
    correo: `credito${counter}@correo.pe`,
    celular: String(912000000 + counter),
    consentimientoPrivacidad: true,
    consentimientoMarketing: false,
    inicial: Math.ceil(listPrice() * 3.75 * 0.3),
    plazo: 36,
    rangoIngresos: 'DE_4001_7000',
    tipoEmpleo: 'DEPENDIENTE',
    ...overrides,
  };
}

function post(payload: object, remoteAddress = `10.26.0.${counter + 1}`) {
  return t().server.inject({
    method: 'POST',
    url: '/api/v1/financiamiento/evaluaciones',
    payload,
    remoteAddress,
  });
}

async function latestLead() {
  const [lead] = await t()
    .database.db.select()
    .from(interesado)
    .orderBy(desc(interesado.idInteresado))
    .limit(1);
  if (!lead) throw new Error('no lead');
  return lead;
}

describe('POST /api/v1/financiamiento/evaluaciones', () => {
  it('creates an assigned FINANCIAMIENTO lead with the scenario the server computed, ignoring client figures', async () => {
    const payload = form({ cuotaMensual: 1, tcea: 0, tea: 0 });
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const settings = (await t().injectAs(null, { method: 'GET', url: '/api/v1/ajustes' })).json().data
      .ajustes;
    const expected = creditScenario(
      settings.financiamiento,
      { precioUsd: listPrice(), tipoCambio: settings.tipoCambio },
      payload.inicial,
      36,
    );
    expect(response.json().data.escenario).toMatchObject({
      cuotaMensual: expected.cuotaMensual,
      tea: DEFAULT_FINANCING.tea,
      plazo: 36,
      inicial: payload.inicial,
      precioUsd: listPrice(),
    });

    const lead = await latestLead();
    expect(lead).toMatchObject({ origen: 'FINANCIAMIENTO', idAuto: car.idAuto, estado: false });
    expect(lead.idUsuarioAsignado).not.toBeNull();
    const [stored] = await t()
      .database.db.select()
      .from(interesadoFinanciamiento)
      .where(eq(interesadoFinanciamiento.idInteresado, lead.idInteresado));
    expect(stored).toMatchObject({
      cuotaMensual: expected.cuotaMensual,
      precioSoles: expected.precioSoles,
      tipoCambio: settings.tipoCambio,
      rangoIngresos: 'DE_4001_7000',
      tipoEmpleo: 'DEPENDIENTE',
      entidad: DEFAULT_FINANCING.entidad,
    });
    expect(stored?.tcea).toBeCloseTo(expected.tcea, 6);
    const events = await t()
      .database.db.select({ tipo: interesadoEvento.tipo })
      .from(interesadoEvento)
      .where(eq(interesadoEvento.idInteresado, lead.idInteresado));
    expect(events.map((event) => event.tipo)).toEqual(['CREADO', 'ASIGNADO']);
    const movements = await t()
      .database.db.select({ codigo: movimiento.codigo })
      .from(movimiento)
      .where(and(eq(movimiento.entidad, 'interesado'), eq(movimiento.idEntidad, lead.idInteresado)));
    expect(movements.map((movement) => movement.codigo)).toEqual(['interested.create']);

    // The staff read the scenario and the origin in the lead's detail.
    const detail = await t().injectAs('EJECUTIVO', {
      method: 'GET',
      url: `/api/v1/interesados/${lead.idInteresado}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.interesado.origen).toBe('FINANCIAMIENTO');
    expect(detail.json().data.financiamiento).toMatchObject({
      plazo: 36,
      cuotaMensual: expected.cuotaMensual,
    });
  });

  it('refuses a down payment under the minimum and a term out of range, in Spanish, storing nothing', async () => {
    const before = await latestLead();
    const low = await post(form({ inicial: 100 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().errors.inicial).toMatch(/^La cuota inicial mínima es S\/\s/);
    const term = await post(form({ plazo: 72 }));
    expect(term.statusCode).toBe(400);
    expect(term.json().errors.plazo).toBe(FINANCING_MESSAGES.plazo);
    const employment = await post(form({ tipoEmpleo: 'ASTRONAUTA' }));
    expect(employment.statusCode).toBe(400);
    expect(employment.json().errors.tipoEmpleo).toBe(FINANCING_MESSAGES.tipoEmpleo);
    expect((await latestLead()).idInteresado).toBe(before.idInteresado);
  });

  it('refuses a car that does not qualify (model year under the settings’ minimum) and a sold car', async () => {
    const read = await t().injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
    const ajustes = read.json().data.ajustes;
    const put = await t().injectAs('ADMIN', {
      method: 'PUT',
      url: '/api/v1/ajustes',
      payload: { ...ajustes, financiamiento: { ...ajustes.financiamiento, anioMinimo: 2100 } },
    });
    expect(put.statusCode).toBe(200);
    const refused = await post(form());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: FINANCING_MESSAGES.notQualified });

    const [sold] = await t()
      .database.db.select()
      .from(automovil)
      .where(eq(automovil.estadoDes, 'VENDIDO'))
      .limit(1);
    const gone = await post(form({ idAuto: sold?.idAuto }));
    expect(gone.statusCode).toBe(404);
  });
});
