import { ROLES } from '@motorplaza/domain/access/roles';
import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { leadTestApp } from '../../../test/lead-fixtures';
import { interesado } from '../../db/schema/index';

const leads = leadTestApp();
const { as, createLead, eventsOf, movementsOf, leadForm } = leads;

describe('PUT /api/v1/interesados/{id}/estado', () => {
  it('stores attended, then pending, with the attending user, its events and movements', async () => {
    // ASESOR1's own lead: an asesor acts only on the leads assigned to them (issue 23).
    const lead = await createLead('ASESOR1');
    const url = `/api/v1/interesados/${lead.idInteresado}/estado`;
    const attending = leads.t.users.ASESOR2.idUsuario;
    const attended = await as('ASESOR1', {
      method: 'PUT',
      url,
      payload: { estado: true, idUsuarioAtencion: attending, version: lead.version },
    });
    expect(attended.statusCode).toBe(200);
    const body = attended.json();
    expect(body.message).toBe(INTERESTED_MESSAGES.attended('Usuario ASESOR2 De Prueba'));
    expect(body.data.interesado).toMatchObject({ estado: true, idUsuarioAtencion: attending });
    expect(body.data.interesado.fechaAtencion).not.toBeNull();
    expect(body.data.interesado.fechaPrimeraRespuesta).not.toBeNull();

    const pending = await as('ASESOR1', {
      method: 'PUT',
      url,
      payload: { estado: false, idUsuarioAtencion: attending, version: body.data.interesado.version },
    });
    expect(pending.statusCode).toBe(200);
    const [stored] = await leads.t.database.db
      .select()
      .from(interesado)
      .where(eq(interesado.idInteresado, lead.idInteresado));
    expect(stored?.estado).toBe(false);
    expect(stored?.fechaAtencion).toBeNull();
    expect(await eventsOf(lead.idInteresado)).toEqual(['CREADO', 'ASIGNADO', 'ATENDIDO', 'PENDIENTE']);
    expect(await movementsOf(lead.idInteresado)).toEqual([
      'interested.create',
      'interested.attend',
      'interested.pending',
    ]);
  });

  it("answers 'Usuario no encontrado' for an unknown or inactive attending user", async () => {
    const lead = await createLead();
    for (const idUsuarioAtencion of [999999, leads.t.users.INACTIVO.idUsuario]) {
      const response = await as('ADMIN', {
        method: 'PUT',
        url: `/api/v1/interesados/${lead.idInteresado}/estado`,
        payload: { estado: true, idUsuarioAtencion, version: lead.version },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ idUsuarioAtencion: INTERESTED_MESSAGES.userNotFound });
    }
  });

  it('answers each bad field with its message', async () => {
    const lead = await createLead();
    const response = await as('ADMIN', {
      method: 'PUT',
      url: `/api/v1/interesados/${lead.idInteresado}/estado`,
      payload: { estado: 'si', version: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      estado: INTERESTED_MESSAGES.missingData,
      idUsuarioAtencion: INTERESTED_MESSAGES.noUser,
    });
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const lead = await createLead();
    const response = await as('ADMIN', {
      method: 'PUT',
      url: `/api/v1/interesados/${lead.idInteresado}/estado`,
      payload: { estado: true, idUsuarioAtencion: leads.t.users.ADMIN.idUsuario, version: lead.version + 5 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(INTERESTED_MESSAGES.stale);
    expect(await eventsOf(lead.idInteresado)).toEqual(['CREADO', 'ASIGNADO']);
  });
});

describe('writes need GESTIONAR_INTERESADOS', () => {
  it.each(ROLES)('%s without it cannot create or change a lead', async (role) => {
    const lead = await createLead();
    const writes: InjectOptions[] = [
      { method: 'POST', url: '/api/v1/interesados/registro', payload: leadForm() },
      {
        method: 'PUT',
        url: `/api/v1/interesados/${lead.idInteresado}/estado`,
        payload: { estado: true, idUsuarioAtencion: leads.t.users.ADMIN.idUsuario, version: lead.version },
      },
      {
        method: 'POST',
        url: `/api/v1/interesados/${lead.idInteresado}/notas`,
        payload: { nota: 'x', version: 1 },
      },
    ];
    for (const options of writes) {
      expect((await leads.t.injectWith(role, ['VER_INVENTARIO'], options)).statusCode).toBe(403);
    }
    const read = await leads.t.injectWith(role, ['VER_INVENTARIO'], {
      method: 'GET',
      url: '/api/v1/interesados',
    });
    expect(read.statusCode).toBe(200);
  });
});
