import { ROLES } from '@motorplaza/domain/access/roles';
import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_LOSS_REASON_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { PRIVACY_POLICY_VERSION, STAFF_CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { availableCarId } from '../../../test/vehicle-fixtures';
import { automovil, consentimiento, interesado, interesadoEvento, movimiento } from '../../db/schema/index';
import { assignableAsesores } from './interested.repository';

let t: TestApp;
let idAuto: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  idAuto = await availableCarId(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = (role: (typeof ROLES)[number], options: InjectOptions) => t.injectAs(role, options);

function leadForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    idAuto,
    nombreCompleto: `Cliente Prueba ${counter}`,
    dni: String(70000000 + counter),
    correo: `cliente${counter}@correo.pe`,
    celular: String(911000000 + counter),
    origen: 'TELEFONO',
    consentimientoPrivacidad: true,
    ...overrides,
  };
}

async function createLead(
  role: (typeof ROLES)[number] = 'EJECUTIVO',
  overrides: Record<string, unknown> = {},
) {
  const response = await as(role, {
    method: 'POST',
    url: '/api/v1/interesados/registro',
    payload: leadForm(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.interesado as { idInteresado: number; version: number; nombreCompleto: string };
}

async function eventsOf(idInteresado: number) {
  const rows = await t.database.db
    .select({ tipo: interesadoEvento.tipo })
    .from(interesadoEvento)
    .where(eq(interesadoEvento.idInteresado, idInteresado))
    .orderBy(asc(interesadoEvento.id));
  return rows.map((row) => row.tipo);
}

async function movementsOf(idInteresado: number) {
  const rows = await t.database.db
    .select({ codigo: movimiento.codigo })
    .from(movimiento)
    .where(and(eq(movimiento.entidad, 'interesado'), eq(movimiento.idEntidad, idInteresado)))
    .orderBy(asc(movimiento.idLog));
  return rows.map((row) => row.codigo);
}

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
    expect((await t.injectAs(null, { method: 'GET', url: '/api/v1/interesados' })).statusCode).toBe(401);
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
      payload: { estado: true, idUsuarioAtencion: t.users.ADMIN.idUsuario, version: attended.version },
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
    const firstOther = rows.findIndex((row) => row.idUsuarioAsignado !== t.users.ASESOR1.idUsuario);
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

describe('PUT /api/v1/interesados/{id}/estado', () => {
  it('stores attended, then pending, with the attending user, its events and movements', async () => {
    // ASESOR1's own lead: an asesor acts only on the leads assigned to them (issue 23).
    const lead = await createLead('ASESOR1');
    const url = `/api/v1/interesados/${lead.idInteresado}/estado`;
    const attending = t.users.ASESOR2.idUsuario;
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
    const [stored] = await t.database.db
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
    for (const idUsuarioAtencion of [999999, t.users.INACTIVO.idUsuario]) {
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
      payload: { estado: true, idUsuarioAtencion: t.users.ADMIN.idUsuario, version: lead.version + 5 },
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
        payload: { estado: true, idUsuarioAtencion: t.users.ADMIN.idUsuario, version: lead.version },
      },
      {
        method: 'POST',
        url: `/api/v1/interesados/${lead.idInteresado}/notas`,
        payload: { nota: 'x', version: 1 },
      },
    ];
    for (const options of writes) {
      expect((await t.injectWith(role, ['VER_INVENTARIO'], options)).statusCode).toBe(403);
    }
    const read = await t.injectWith(role, ['VER_INVENTARIO'], { method: 'GET', url: '/api/v1/interesados' });
    expect(read.statusCode).toBe(200);
  });
});

describe('POST /api/v1/interesados/registro', () => {
  it('creates a phone lead with CREADO and ASIGNADO, kept by the asesor who took the call', async () => {
    const lead = await createLead('ASESOR2', { origen: 'TIENDA', fechaCita: null });
    const response = await as('ADMIN', { method: 'GET', url: `/api/v1/interesados/${lead.idInteresado}` });
    expect(response.json().data.interesado).toMatchObject({
      origen: 'TIENDA',
      estado: false,
      idUsuarioAsignado: t.users.ASESOR2.idUsuario,
    });
    expect(await eventsOf(lead.idInteresado)).toEqual(['CREADO', 'ASIGNADO']);
    expect(await movementsOf(lead.idInteresado)).toEqual(['interested.create']);
  });

  it("records the consent the client gave by voice with the staff form's texts, shown in the detail", async () => {
    const lead = await createLead('EJECUTIVO', {
      correo: 'Voz.Cliente@Correo.pe',
      consentimientoMarketing: true,
    });
    const [record] = await t.database.db
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
    const [sold] = await t.database.db
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

describe('assign, contact, close and note', () => {
  it('writes each change with its event and movement and bumps the version', async () => {
    let lead = await createLead();
    const firstAsesor = (lead as { nombreUsuarioAsignado?: string | null }).nombreUsuarioAsignado ?? null;
    const base = `/api/v1/interesados/${lead.idInteresado}`;
    const assigned = await as('EJECUTIVO', {
      method: 'PUT',
      url: `${base}/asignacion`,
      payload: { idUsuarioAsignado: t.users.ASESOR1.idUsuario, version: lead.version },
    });
    expect(assigned.statusCode).toBe(200);
    lead = assigned.json().data.interesado;
    expect(assigned.json().data.interesado.idUsuarioAsignado).toBe(t.users.ASESOR1.idUsuario);

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
    const logged = await t.database.db
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
      payload: { idUsuarioAsignado: t.users.EJECUTIVO.idUsuario, version: lead.version },
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().errors).toEqual({ idUsuarioAsignado: INTERESTED_MESSAGES.asesorNotFound });
  });
});

describe("public 'Estoy interesado' leads", () => {
  it('are assigned in turn to the asesor whose last assignment is oldest, and listed at once', async () => {
    const asesores = (await assignableAsesores(t.database.db)).length;
    expect(asesores).toBeGreaterThanOrEqual(2);
    const assigned: (number | null)[] = [];
    for (let index = 0; index <= asesores; index += 1) {
      counter += 1;
      const response = await t.server.inject({
        method: 'POST',
        url: '/api/v1/interesados',
        remoteAddress: `10.77.0.${index}`,
        payload: {
          idAuto,
          nombreCompleto: `Visitante Turno ${counter}`,
          dni: String(60000000 + counter),
          correo: `visitante${counter}@correo.pe`,
          celular: String(922000000 + counter),
          consentimientoPrivacidad: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const list = await as('ADMIN', {
        method: 'GET',
        url: `/api/v1/interesados?q=Visitante%20Turno%20${counter}`,
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
    const before = await t.database.db.$count(interesadoEvento, eq(interesadoEvento.tipo, 'ASIGNADO'));
    const responses = await Promise.all(
      [0, 1].map((index) => {
        counter += 1;
        return t.server.inject({
          method: 'POST',
          url: '/api/v1/interesados',
          remoteAddress: `10.78.0.${index}`,
          payload: {
            idAuto,
            nombreCompleto: `Visitante Paralelo ${counter}`,
            dni: String(60000000 + counter),
            correo: `paralelo${counter}@correo.pe`,
            celular: String(922000000 + counter),
            consentimientoPrivacidad: true,
          },
        });
      }),
    );
    for (const response of responses) expect(response.statusCode).toBe(201);
    const rows = await t.database.db
      .select({ idUsuarioAsignado: interesado.idUsuarioAsignado, nombre: interesado.nombreCompleto })
      .from(interesado);
    const parallel = rows.filter((row) => row.nombre.startsWith('Visitante Paralelo'));
    expect(new Set(parallel.map((row) => row.idUsuarioAsignado)).size).toBe(2);
    expect(await t.database.db.$count(interesadoEvento, eq(interesadoEvento.tipo, 'ASIGNADO'))).toBe(
      before + 2,
    );
  });
});
