import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { CONSENT_TEXTS, PRIVACY_POLICY_VERSION } from '@motorplaza/domain/legal/consent';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { automovil, consentimiento, interesado } from '../../db/schema/index';

let t: TestApp;
let available: typeof automovil.$inferSelect;
let sold: typeof automovil.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const cars = await t.database.db.select().from(automovil);
  const find = (status: string) => cars.find((car) => car.estadoDes === status);
  available = find('DISPONIBLE') as typeof available;
  sold = find('VENDIDO') as typeof sold;
});
afterAll(async () => {
  await t.close();
});

const valid = () => ({
  idAuto: available.idAuto,
  nombreCompleto: 'Lucía Fernández Rojas',
  dni: '45678912',
  correo: 'Lucia.Fernandez@Correo.pe',
  celular: '987654321',
  fechaCita: todayInLima(),
  comentarios: '¿Acepta mi auto como parte de pago?',
  consentimientoPrivacidad: true,
  consentimientoMarketing: false,
});

function post(payload: object, remoteAddress = '10.9.0.1') {
  return t.server.inject({ method: 'POST', url: '/api/v1/interesados', payload, remoteAddress });
}

describe('POST /api/v1/interesados', () => {
  it('creates a pending lead tied to the car', async () => {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: INTEREST_MESSAGES.created });
    const [lead] = await t.database.db
      .select()
      .from(interesado)
      .orderBy(desc(interesado.idInteresado))
      .limit(1);
    expect(lead).toMatchObject({
      idAuto: available.idAuto,
      automovil: `${available.marca} ${available.modelo} ${available.anioFabricacion}`,
      tag: available.tag,
      correo: 'lucia.fernandez@correo.pe',
      estado: false,
      consentimientoPrivacidad: true,
      consentimientoMarketing: false,
    });
  });

  it('stores the proof of consent with the lead, in the same transaction', async () => {
    const response = await post({ ...valid(), consentimientoMarketing: true }, '10.9.0.5');
    expect(response.statusCode).toBe(201);
    const [lead] = await t.database.db
      .select()
      .from(interesado)
      .orderBy(desc(interesado.idInteresado))
      .limit(1);
    const records = await t.database.db
      .select()
      .from(consentimiento)
      .where(
        and(
          eq(consentimiento.referenciaTipo, 'interesado'),
          eq(consentimiento.referenciaId, lead?.idInteresado ?? 0),
        ),
      );
    expect(records).toEqual([
      expect.objectContaining({
        formulario: 'INTERES',
        correo: 'lucia.fernandez@correo.pe',
        documento: '45678912',
        aceptaPrivacidad: true,
        aceptaMarketing: true,
        versionPolitica: PRIVACY_POLICY_VERSION,
        // The texts shown beside the two boxes, as the web form draws them.
        texto: `${CONSENT_TEXTS.privacidad}\n${CONSENT_TEXTS.marketing}`,
        ip: '10.9.0.5',
      }),
    ]);
    expect(records[0]?.creadoEn.getTime()).toBeGreaterThanOrEqual((lead?.fechaReg.getTime() ?? 0) - 1000);
  });

  it('records only the privacy text when the marketing box is left unticked', async () => {
    await post(valid(), '10.9.0.6');
    const [record] = await t.database.db
      .select()
      .from(consentimiento)
      .orderBy(desc(consentimiento.id))
      .limit(1);
    expect(record).toMatchObject({ aceptaMarketing: false, texto: CONSENT_TEXTS.privacidad, ip: '10.9.0.6' });
  });

  it('answers each invalid field with its Spanish message and stores nothing', async () => {
    const before = await t.database.db.$count(interesado);
    const consents = await t.database.db.$count(consentimiento);
    const response = await post(
      {
        ...valid(),
        nombreCompleto: 'A',
        dni: '123',
        celular: '812345678',
        correo: 'x@',
        consentimientoPrivacidad: false,
      },
      '10.9.0.2',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      nombreCompleto: INTEREST_MESSAGES.nombreCompleto,
      dni: 'El DNI debe tener 8 dígitos',
      celular: 'El celular debe tener 9 dígitos y empezar con 9',
      correo: 'Por favor ingresa un correo válido',
      consentimientoPrivacidad: INTEREST_MESSAGES.privacidad,
    });
    expect(await t.database.db.$count(interesado)).toBe(before);
    expect(await t.database.db.$count(consentimiento)).toBe(consents);
  });

  it('refuses a visit date in the past', async () => {
    const response = await post({ ...valid(), fechaCita: '2020-01-01' }, '10.9.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ fechaCita: INTEREST_MESSAGES.fechaCita });
  });

  it('answers 404 for a sold car and records no consent', async () => {
    const consents = await t.database.db.$count(consentimiento);
    const response = await post({ ...valid(), idAuto: sold.idAuto }, '10.9.0.4');
    expect(await t.database.db.$count(consentimiento)).toBe(consents);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INTEREST_MESSAGES.vehicleNotFound);
    const leads = await t.database.db.select().from(interesado).where(eq(interesado.idAuto, sold.idAuto));
    expect(leads.every((lead) => lead.nombreCompleto !== valid().nombreCompleto)).toBe(true);
  });

  it('throttles one address after five requests in ten minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid(), '10.9.9.9')).statusCode).toBe(201);
    const blocked = await post(valid(), '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: INTEREST_MESSAGES.throttled });
  });
});
