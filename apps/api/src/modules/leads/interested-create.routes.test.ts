import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import { PRIVACY_POLICY_VERSION, STAFF_CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadTestApp } from '../../../test/lead-fixtures';
import { automovil, consentimiento, interesado, interesadoEvento } from '../../db/schema/index';
import { assignableAsesores } from './interested.repository';

const leads = leadTestApp();
const { as, createLead, eventsOf, movementsOf, leadForm, next } = leads;

describe('POST /api/v1/interesados/registro', () => {
  it('creates a phone lead with CREADO and ASIGNADO, kept by the asesor who took the call', async () => {
    const lead = await createLead('ASESOR2', { origen: 'TIENDA', fechaCita: null });
    const response = await as('ADMIN', { method: 'GET', url: `/api/v1/interesados/${lead.idInteresado}` });
    expect(response.json().data.interesado).toMatchObject({
      origen: 'TIENDA',
      estado: false,
      idUsuarioAsignado: leads.t.users.ASESOR2.idUsuario,
    });
    expect(await eventsOf(lead.idInteresado)).toEqual(['CREADO', 'ASIGNADO']);
    expect(await movementsOf(lead.idInteresado)).toEqual(['interested.create']);
  });

  it("records the consent the client gave by voice with the staff form's texts, shown in the detail", async () => {
    const lead = await createLead('EJECUTIVO', {
      correo: 'Voz.Cliente@Correo.pe',
      consentimientoMarketing: true,
    });
    const [record] = await leads.t.database.db
      .select()
      .from(consentimiento)
      .where(
        and(
          eq(consentimiento.referenciaTipo, 'interesado'),
          eq(consentimiento.referenciaId, lead.idInteresado),
        ),
      );
    expect(record).toMatchObject({
      formulario: 'INTERES',
      correo: 'voz.cliente@correo.pe',
      aceptaPrivacidad: true,
      aceptaMarketing: true,
      versionPolitica: PRIVACY_POLICY_VERSION,
      texto: `${STAFF_CONSENT_TEXTS.privacidad}\n${STAFF_CONSENT_TEXTS.marketing}`,
      // Given by voice: the staff member's address is not the client's (the movement names who entered it).
      ip: null,
    });
    const detail = await as('ASESOR2', { method: 'GET', url: `/api/v1/interesados/${lead.idInteresado}` });
    expect(detail.json().data.consentimientos).toEqual([
      expect.objectContaining({ id: record?.id, formulario: 'INTERES', aceptaMarketing: true }),
    ]);
  });

  it('answers each bad field with its message', async () => {
    const response = await as('ADMIN', {
      method: 'POST',
      url: '/api/v1/interesados/registro',
      payload: leadForm({
        dni: '12',
        celular: '812345678',
        correo: 'x',
        origen: 'WEB',
        consentimientoPrivacidad: false,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      dni: 'El DNI debe tener 8 dígitos',
      celular: 'El celular debe tener 9 dígitos y empezar con 9',
      correo: 'Por favor ingresa un correo válido',
      consentimientoPrivacidad: INTERESTED_MESSAGES.privacidadVerbal,
    });
    expect(response.json().errors.origen).toBeDefined();
  });

  it('refuses a car that is not available', async () => {
    const [sold] = await leads.t.database.db
      .select()
      .from(automovil)
      .where(eq(automovil.estadoDes, 'VENDIDO'))
      .limit(1);
    const response = await as('ADMIN', {
      method: 'POST',
      url: '/api/v1/interesados/registro',
      payload: leadForm({ idAuto: sold?.idAuto }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ idAuto: INTERESTED_MESSAGES.vehicleNotFound });
  });
});

describe("public 'Estoy interesado' leads", () => {
  it('are assigned in turn to the asesor whose last assignment is oldest, and listed at once', async () => {
    const asesores = (await assignableAsesores(leads.t.database.db)).length;
    expect(asesores).toBeGreaterThanOrEqual(2);
    const assigned: (number | null)[] = [];
    for (let index = 0; index <= asesores; index += 1) {
      const n = next();
      const response = await leads.t.server.inject({
        method: 'POST',
        url: '/api/v1/interesados',
        remoteAddress: `10.77.0.${index}`,
        payload: {
          idAuto: leads.idAuto,
          nombreCompleto: `Visitante Turno ${n}`,
          dni: String(60000000 + n),
          correo: `visitante${n}@correo.pe`,
          celular: String(922000000 + n),
          consentimientoPrivacidad: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const list = await as('ADMIN', {
        method: 'GET',
        url: `/api/v1/interesados?q=Visitante%20Turno%20${n}`,
      });
      const [row] = list.json().data.interesados;
      expect(row.origen).toBe('WEB');
      expect(await eventsOf(row.idInteresado)).toEqual(['CREADO', 'ASIGNADO']);
      expect(await movementsOf(row.idInteresado)).toEqual(['interested.create']);
      assigned.push(row.idUsuarioAsignado);
    }
    // Every active asesor with GESTIONAR_INTERESADOS takes a turn before anyone takes a second.
    expect(new Set(assigned.slice(0, asesores)).size).toBe(asesores);
    expect(assigned[asesores]).toBe(assigned[0]);
  });

  it('never give two simultaneous leads the same turn', async () => {
    const before = await leads.t.database.db.$count(interesadoEvento, eq(interesadoEvento.tipo, 'ASIGNADO'));
    const responses = await Promise.all(
      [0, 1].map((index) => {
        const n = next();
        return leads.t.server.inject({
          method: 'POST',
          url: '/api/v1/interesados',
          remoteAddress: `10.78.0.${index}`,
          payload: {
            idAuto: leads.idAuto,
            nombreCompleto: `Visitante Paralelo ${n}`,
            dni: String(60000000 + n),
            correo: `paralelo${n}@correo.pe`,
            celular: String(922000000 + n),
            consentimientoPrivacidad: true,
          },
        });
      }),
    );
    for (const response of responses) expect(response.statusCode).toBe(201);
    const rows = await leads.t.database.db
      .select({ idUsuarioAsignado: interesado.idUsuarioAsignado, nombre: interesado.nombreCompleto })
      .from(interesado);
    const parallel = rows.filter((row) => row.nombre.startsWith('Visitante Paralelo'));
    expect(new Set(parallel.map((row) => row.idUsuarioAsignado)).size).toBe(2);
    expect(await leads.t.database.db.$count(interesadoEvento, eq(interesadoEvento.tipo, 'ASIGNADO'))).toBe(
      before + 2,
    );
  });
});
