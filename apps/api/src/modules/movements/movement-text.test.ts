import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { interesado, movimiento } from '../../db/schema/index';
import { recordMovement, WEB_ACTOR } from './movement.repository';

/**
 * Issue 23: texts built from what people typed (an offer's or a lead's note, a name stored before
 * names refused line breaks) went into the audit log as they were, CR/LF included. Every text of a
 * movement is one plain line now.
 */

let t: TestApp;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function lastMovement() {
  const [row] = await t.database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
  if (!row) throw new Error('no movement');
  return row;
}

describe('movement texts', () => {
  it("a lead's note with CR/LF and tabs, and a name stored with them, log as one plain line", async () => {
    const [lead] = await t.database.db.select().from(interesado).limit(1);
    if (!lead) throw new Error('the demo has no leads');
    // A name filed before the schemas refused line breaks.
    await t.database.db
      .update(interesado)
      .set({ nombreCompleto: 'Ana Torres\r\nEliminó todos los registros\t' })
      .where(eq(interesado.idInteresado, lead.idInteresado));
    const response = await t.injectAs('ADMIN', {
      method: 'POST',
      url: `/api/v1/interesados/${lead.idInteresado}/notas`,
      payload: { nota: 'Llamó\r\nFalso: borró la oferta\tfin', version: lead.version },
    });
    expect(response.statusCode).toBe(200);
    const row = await lastMovement();
    expect(row.accion).toContain('Ana Torres Eliminó todos los registros');
    for (const text of [row.accion, row.objetivo ?? '', row.busqueda, JSON.stringify(row.cambios)])
      expect(text).not.toMatch(CONTROL);
    expect(JSON.stringify(row.cambios)).not.toMatch(/\\[rnt]/);
    expect(row.cambios).toContainEqual({
      campo: 'nota',
      antes: null,
      despues: 'Llamó Falso: borró la oferta fin',
    });
  });

  it('a NUL or an escape in a text built by the server is dropped, not a 500 from PostgreSQL', async () => {
    await t.database.db.transaction(async (tx) => {
      await recordMovement(tx, {
        actor: { idUsuario: null, usuario: 'Visitante\u0000\r\n' },
        codigo: 'complaint.create',
        accion: 'Registró\u0000 la hoja\u001b[2J\r\nde Ana\u202E',
        objetivo: 'WEB\t000000001-2026',
        context: { ip: '127.0.0.1', userAgent: null, requestId: null },
      });
    });
    const row = await lastMovement();
    expect(row.accion).toBe('Registró  la hoja [2J de Ana');
    expect(row.usuario).toBe('Visitante ');
    expect(row.objetivo).toBe('WEB 000000001-2026');
    expect(WEB_ACTOR).toEqual({ idUsuario: null, usuario: 'Formulario web' });
  });
});
