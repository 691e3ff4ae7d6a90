import { ROLES } from '@motorplaza/domain/access/roles';
import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import { describe, expect, it } from 'vitest';
import { leadTestApp } from '../../../test/lead-fixtures';

const leads = leadTestApp();
const { as, createLead } = leads;

describe('GET /api/v1/interesados', () => {
  it.each(ROLES)('answers a page to %s', async (role) => {
    const response = await as(role, { method: 'GET', url: '/api/v1/interesados?pageSize=5' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.pageSize).toBe(5);
    expect(data.interesados.length).toBeLessThanOrEqual(5);
  });

  it('refuses page sizes outside 5, 10, 25, 50 and visitors', async () => {
    expect((await as('ADMIN', { method: 'GET', url: '/api/v1/interesados?pageSize=7' })).statusCode).toBe(
      400,
    );
    expect((await leads.t.injectAs(null, { method: 'GET', url: '/api/v1/interesados' })).statusCode).toBe(
      401,
    );
  });

  it('searches a case-insensitive substring of name, DNI, correo and celular', async () => {
    const lead = await createLead('EJECUTIVO', {
      nombreCompleto: 'Zoila Quispe Buscable',
      correo: 'zq.unica@correo.pe',
    });
    for (const q of ['quispe buscable', 'ZQ.UNICA']) {
      const response = await as('ASESOR2', {
        method: 'GET',
        url: `/api/v1/interesados?q=${encodeURIComponent(q)}`,
      });
      expect(
        response.json().data.interesados.map((row: { idInteresado: number }) => row.idInteresado),
      ).toEqual([lead.idInteresado]);
    }
    const full = await as('ADMIN', { method: 'GET', url: `/api/v1/interesados/${lead.idInteresado}` });
    const { dni, celular } = full.json().data.interesado;
    for (const q of [dni.slice(2), celular.slice(3)]) {
      const response = await as('ADMIN', { method: 'GET', url: `/api/v1/interesados?q=${q}` });
      expect(response.json().data.total).toBe(1);
    }
  });

  it("'Interesados activos' leaves out attended and closed leads", async () => {
    const attended = await createLead();
    await as('ADMIN', {
      method: 'PUT',
      url: `/api/v1/interesados/${attended.idInteresado}/estado`,
      payload: { estado: true, idUsuarioAtencion: leads.t.users.ADMIN.idUsuario, version: attended.version },
    });
    const open = await createLead();
    const response = await as('ADMIN', {
      method: 'GET',
      url: '/api/v1/interesados?estado=activos&pageSize=50',
    });
    const ids = response.json().data.interesados.map((row: { idInteresado: number }) => row.idInteresado);
    expect(ids).toContain(open.idInteresado);
    expect(ids).not.toContain(attended.idInteresado);
    for (const row of response.json().data.interesados) expect(row.estado).toBe(false);
  });

  it('shows an asesor the leads assigned to them first', async () => {
    const mine = await createLead('ASESOR1');
    await createLead('EJECUTIVO');
    const response = await as('ASESOR1', { method: 'GET', url: '/api/v1/interesados?pageSize=50' });
    const rows = response.json().data.interesados as {
      idUsuarioAsignado: number | null;
      idInteresado: number;
    }[];
    const firstOther = rows.findIndex((row) => row.idUsuarioAsignado !== leads.t.users.ASESOR1.idUsuario);
    const mineAt = rows.findIndex((row) => row.idInteresado === mine.idInteresado);
    expect(mineAt).toBeGreaterThanOrEqual(0);
    expect(firstOther === -1 || mineAt < firstOther).toBe(true);
  });
});

describe('GET /api/v1/interesados/all and /{id}', () => {
  it('serves the export source only with EXPORTAR_DATOS', async () => {
    expect((await as('ASESOR1', { method: 'GET', url: '/api/v1/interesados/all' })).statusCode).toBe(200);
    expect((await as('ASESOR2', { method: 'GET', url: '/api/v1/interesados/all' })).statusCode).toBe(403);
  });

  it('reads one lead with its timeline, and 404 for an unknown id', async () => {
    const lead = await createLead();
    const response = await as('ASESOR2', { method: 'GET', url: `/api/v1/interesados/${lead.idInteresado}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.eventos.map((event: { tipo: string }) => event.tipo)).toEqual([
      'CREADO',
      'ASIGNADO',
    ]);
    const missing = await as('ADMIN', { method: 'GET', url: '/api/v1/interesados/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(INTERESTED_MESSAGES.notFound);
  });
});
