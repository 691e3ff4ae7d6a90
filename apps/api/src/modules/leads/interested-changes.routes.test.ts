import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_LOSS_REASON_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadTestApp } from '../../../test/lead-fixtures';
import { movimiento } from '../../db/schema/index';

const leads = leadTestApp();
const { as, createLead, eventsOf, movementsOf } = leads;

describe('assign, contact, close and note', () => {
  it('writes each change with its event and movement and bumps the version', async () => {
    let lead = await createLead();
    const firstAsesor = (lead as { nombreUsuarioAsignado?: string | null }).nombreUsuarioAsignado ?? null;
    const base = `/api/v1/interesados/${lead.idInteresado}`;
    const assigned = await as('EJECUTIVO', {
      method: 'PUT',
      url: `${base}/asignacion`,
      payload: { idUsuarioAsignado: leads.t.users.ASESOR1.idUsuario, version: lead.version },
    });
    expect(assigned.statusCode).toBe(200);
    lead = assigned.json().data.interesado;
    expect(assigned.json().data.interesado.idUsuarioAsignado).toBe(leads.t.users.ASESOR1.idUsuario);

    const contacted = await as('ASESOR1', {
      method: 'POST',
      url: `${base}/contactos`,
      payload: { canal: 'WHATSAPP', nota: 'Le envié la ficha', version: lead.version },
    });
    expect(contacted.statusCode).toBe(200);
    const first = contacted.json().data.interesado.fechaPrimeraRespuesta;
    expect(first).not.toBeNull();
    lead = contacted.json().data.interesado;
    const again = await as('ASESOR1', {
      method: 'POST',
      url: `${base}/contactos`,
      payload: { canal: 'TELEFONO', version: lead.version },
    });
    expect(again.json().data.interesado.fechaPrimeraRespuesta).toBe(first);
    lead = again.json().data.interesado;

    const noted = await as('ASESOR1', {
      method: 'POST',
      url: `${base}/notas`,
      payload: { nota: 'Pide financiamiento', version: lead.version },
    });
    lead = noted.json().data.interesado;
    const closed = await as('ASESOR1', {
      method: 'PUT',
      url: `${base}/cierre`,
      payload: { resultado: 'PERDIDO', motivoPerdida: 'PRECIO', version: lead.version },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.interesado).toMatchObject({ resultado: 'PERDIDO', motivoPerdida: 'PRECIO' });
    expect(await eventsOf(lead.idInteresado)).toEqual([
      'CREADO',
      'ASIGNADO',
      'ASIGNADO',
      'CONTACTO_WHATSAPP',
      'CONTACTO_TELEFONO',
      'NOTA',
      'CERRADO',
    ]);
    expect(await movementsOf(lead.idInteresado)).toEqual([
      'interested.create',
      'interested.assign',
      'interested.contact',
      'interested.contact',
      'interested.note',
      'interested.close',
    ]);
    // Decision 0045: each movement says what changed, before → after, by name.
    const logged = await leads.t.database.db
      .select({ usuario: movimiento.usuario, cambios: movimiento.cambios })
      .from(movimiento)
      .where(and(eq(movimiento.entidad, 'interesado'), eq(movimiento.idEntidad, lead.idInteresado)))
      .orderBy(asc(movimiento.idLog));
    const asesor = 'Usuario ASESOR1 De Prueba';
    expect(logged.map((row) => row.usuario)).toEqual([
      'Usuario EJECUTIVO De Prueba',
      'Usuario EJECUTIVO De Prueba',
      asesor,
      asesor,
      asesor,
      asesor,
    ]);
    expect(logged[0]?.cambios).toContainEqual({ campo: 'estado', antes: null, despues: 'PENDIENTE' });
    // The turn may already have given the lead to ASESOR1: a re-assignment to the same asesor changes nothing.
    expect(logged[1]?.cambios).toEqual(
      firstAsesor === asesor ? [] : [{ campo: 'asesor', antes: firstAsesor, despues: asesor }],
    );
    expect(logged.slice(2).map((row) => row.cambios)).toEqual([
      [
        { campo: 'contacto', antes: null, despues: 'WhatsApp' },
        { campo: 'nota', antes: null, despues: 'Le envié la ficha' },
      ],
      [{ campo: 'contacto', antes: null, despues: 'Llamada' }],
      [{ campo: 'nota', antes: null, despues: 'Pide financiamiento' }],
      [
        { campo: 'estado', antes: 'PENDIENTE', despues: 'PERDIDO' },
        { campo: 'resultado', antes: null, despues: 'PERDIDO' },
        { campo: 'motivoPerdida', antes: null, despues: LEAD_LOSS_REASON_LABELS.PRECIO },
        { campo: 'fechaCierre', antes: null, despues: closed.json().data.interesado.fechaCierre },
      ],
    ]);
    const twice = await as('ASESOR1', {
      method: 'PUT',
      url: `${base}/cierre`,
      payload: { resultado: 'VENDIDO', version: closed.json().data.interesado.version },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a loss without a reason, a sale with one, an empty note and a non-asesor', async () => {
    const lead = await createLead();
    const base = `/api/v1/interesados/${lead.idInteresado}`;
    const lost = await as('ADMIN', {
      method: 'PUT',
      url: `${base}/cierre`,
      payload: { resultado: 'PERDIDO', version: 1 },
    });
    expect(lost.json().errors).toEqual({ motivoPerdida: INTERESTED_MESSAGES.motivoRequired });
    const sold = await as('ADMIN', {
      method: 'PUT',
      url: `${base}/cierre`,
      payload: { resultado: 'VENDIDO', motivoPerdida: 'OTRO', version: 1 },
    });
    expect(sold.json().errors).toEqual({ motivoPerdida: INTERESTED_MESSAGES.motivoNotAllowed });
    const note = await as('ADMIN', {
      method: 'POST',
      url: `${base}/notas`,
      payload: { nota: '  ', version: 1 },
    });
    expect(note.json().errors).toEqual({ nota: INTERESTED_MESSAGES.notaRequired });
    const assign = await as('ADMIN', {
      method: 'PUT',
      url: `${base}/asignacion`,
      payload: { idUsuarioAsignado: leads.t.users.EJECUTIVO.idUsuario, version: lead.version },
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().errors).toEqual({ idUsuarioAsignado: INTERESTED_MESSAGES.asesorNotFound });
  });
});
