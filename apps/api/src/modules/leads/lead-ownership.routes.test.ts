import { LEAD_OWNERSHIP_MESSAGE } from '@motorplaza/domain/access/lead-ownership';
import type { Role } from '@motorplaza/domain/access/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadTestApp } from '../../../test/lead-fixtures';
import { interesado, interesadoEvento, movimiento } from '../../db/schema/index';

/**
 * Issue 23 (decision 0023): any asesor could reassign or close another asesor's lead. Only the asesor
 * the lead is assigned to, or a manager (ADMIN, EJECUTIVO), acts on it; another asesor gets 403 and
 * nothing changes.
 */

const leads = leadTestApp(120_000);

/** A lead entered by `owner` (an asesor keeps the lead they enter). */
const leadOf = (owner: Role) => leads.createLead(owner, { origen: 'TIENDA' });

async function snapshot(idInteresado: number) {
  const db = leads.t.database.db;
  const [row] = await db.select().from(interesado).where(eq(interesado.idInteresado, idInteresado));
  const events = await db
    .select()
    .from(interesadoEvento)
    .where(eq(interesadoEvento.idInteresado, idInteresado));
  const movements = await db.select().from(movimiento).where(eq(movimiento.idEntidad, idInteresado));
  return {
    row,
    events: events.length,
    movements: movements.filter((m) => m.entidad === 'interesado').length,
  };
}

const WRITES = (id: number, version: number, other: number) =>
  [
    {
      method: 'PUT',
      url: `/api/v1/interesados/${id}/asignacion`,
      payload: { idUsuarioAsignado: other, version },
    },
    {
      method: 'PUT',
      url: `/api/v1/interesados/${id}/cierre`,
      payload: { resultado: 'PERDIDO', motivoPerdida: 'PRECIO', version },
    },
    {
      method: 'PUT',
      url: `/api/v1/interesados/${id}/estado`,
      payload: { estado: true, idUsuarioAtencion: other, version },
    },
    { method: 'POST', url: `/api/v1/interesados/${id}/contactos`, payload: { canal: 'TELEFONO', version } },
    { method: 'POST', url: `/api/v1/interesados/${id}/notas`, payload: { nota: 'Me lo quedo', version } },
  ] as const;

describe("another asesor's lead", () => {
  it('refuses every write by another asesor with 403 and a Spanish message, changing nothing', async () => {
    const lead = await leadOf('ASESOR1');
    expect(lead.idUsuarioAsignado).toBe(leads.t.users.ASESOR1.idUsuario);
    const before = await snapshot(lead.idInteresado);
    for (const write of WRITES(lead.idInteresado, lead.version, leads.t.users.ASESOR2.idUsuario)) {
      const response = await leads.t.injectAs('ASESOR2', write);
      expect(response.statusCode, write.url).toBe(403);
      expect(response.json().message).toBe(LEAD_OWNERSHIP_MESSAGE);
    }
    expect(await snapshot(lead.idInteresado)).toEqual(before);
  });

  it('lets the assigned asesor act, and a manager act on any lead', async () => {
    const lead = await leadOf('ASESOR1');
    const own = await leads.t.injectAs('ASESOR1', {
      method: 'POST',
      url: `/api/v1/interesados/${lead.idInteresado}/notas`,
      payload: { nota: 'Mi cliente', version: lead.version },
    });
    expect(own.statusCode).toBe(200);
    const reassigned = await leads.t.injectAs('EJECUTIVO', {
      method: 'PUT',
      url: `/api/v1/interesados/${lead.idInteresado}/asignacion`,
      payload: {
        idUsuarioAsignado: leads.t.users.ASESOR2.idUsuario,
        version: own.json().data.interesado.version,
      },
    });
    expect(reassigned.statusCode).toBe(200);
    // Now ASESOR2's: ASESOR1 may no longer act, ASESOR2 may.
    const version = reassigned.json().data.interesado.version;
    const former = await leads.t.injectAs('ASESOR1', {
      method: 'POST',
      url: `/api/v1/interesados/${lead.idInteresado}/notas`,
      payload: { nota: 'Todavía mío', version },
    });
    expect(former.statusCode).toBe(403);
    const closed = await leads.t.injectAs('ASESOR2', {
      method: 'PUT',
      url: `/api/v1/interesados/${lead.idInteresado}/cierre`,
      payload: { resultado: 'PERDIDO', motivoPerdida: 'PRECIO', version },
    });
    expect(closed.statusCode).toBe(200);
  });

  it('refuses an asesor on an unassigned lead: a manager assigns it first', async () => {
    const lead = await leadOf('EJECUTIVO');
    await leads.t.database.db
      .update(interesado)
      .set({ idUsuarioAsignado: null })
      .where(eq(interesado.idInteresado, lead.idInteresado));
    const response = await leads.t.injectAs('ASESOR1', {
      method: 'POST',
      url: `/api/v1/interesados/${lead.idInteresado}/contactos`,
      payload: { canal: 'WHATSAPP', version: lead.version },
    });
    expect(response.statusCode).toBe(403);
    const admin = await leads.t.injectAs('ADMIN', {
      method: 'POST',
      url: `/api/v1/interesados/${lead.idInteresado}/contactos`,
      payload: { canal: 'WHATSAPP', version: lead.version },
    });
    expect(admin.statusCode).toBe(200);
  });
});
