import { describe, expect, it } from 'vitest';
import { complaintAdminTestApp } from '../../../test/complaint-admin-fixtures';
import { fileSheet, fullSheet } from '../../../test/complaint-fixtures';
import { routePattern } from '../../plugins/method-not-allowed';

/**
 * The staff's book (docs/decisions/0028): no route changes the consumer's part of a sheet.
 */

const fx = complaintAdminTestApp();
const { book, BASE, idOf, detail, put, consumerPart } = fx;

describe('the consumer’s part is never changed', () => {
  it('has no route that edits or deletes a sheet', () => {
    const writers = book.t.server.registeredRoutes
      .filter((route) => /reclam/.test(route.url))
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map(
          (m) => `${m} ${routePattern(route.url)}`,
        ),
      )
      .filter((route) => !route.startsWith('GET') && !route.startsWith('HEAD'));
    expect(writers.sort()).toEqual([
      'POST /api/v1/reclamos/',
      'POST /api/v1/reclamos/consulta',
      'PUT /api/v1/libro-reclamaciones/:idReclamo/atencion',
      'PUT /api/v1/libro-reclamaciones/:idReclamo/reclasificacion',
      'PUT /api/v1/libro-reclamaciones/:idReclamo/respuesta',
    ]);
  });

  it('ignores consumer fields sent to every staff action', async () => {
    const id = await idOf(await fileSheet(book.t, fullSheet({ tipo: 'QUEJA' })));
    const before = consumerPart(await detail(id));
    const forged = {
      nombreCompleto: 'Otro Nombre',
      nroDocumento: '00000000',
      detalle: 'Texto cambiado',
      codigo: '000000001-1999',
      fechaLimite: '2099-12-31',
      tipoOriginal: 'RECLAMO',
    };
    expect((await put(id, 'atencion', { ...forged, version: 1 })).statusCode).toBe(200);
    expect(
      (await put(id, 'reclasificacion', { ...forged, motivo: 'Es un reclamo por el producto.', version: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(id, 'respuesta', { ...forged, respuesta: 'Atendido.', canal: 'CORREO', version: 3 }))
        .statusCode,
    ).toBe(200);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await book.t.injectAs('ADMIN', { method, url: `${BASE}/${id}`, payload: forged });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    expect(consumerPart(await detail(id))).toEqual(before);
  });
});
