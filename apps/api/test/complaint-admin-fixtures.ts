import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { complaint } from '../src/db/schema/index';
import { bookTestApp, type FiledSheet } from './complaint-fixtures';

/**
 * The staff's book tests' app (bookTestApp) and helpers: a filed sheet's id and detail, a part-4
 * action, the consumer's part of a sheet.
 */
export function complaintAdminTestApp() {
  const book = bookTestApp();
  const BASE = '/api/v1/libro-reclamaciones';

  async function idOf(filed: FiledSheet): Promise<number> {
    const [row] = await book.t.database.db
      .select({ id: complaint.id })
      .from(complaint)
      .where(and(eq(complaint.codigo, filed.codigo), eq(complaint.codigoLibro, filed.codigoLibro)));
    if (!row) throw new Error('sheet not stored');
    return row.id;
  }

  async function detail(id: number) {
    const response = await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json().data.reclamo;
  }

  function put(id: number, action: string, payload: object, role: 'ADMIN' | 'EJECUTIVO' = 'EJECUTIVO') {
    return book.t.injectAs(role, { method: 'PUT', url: `${BASE}/${id}/${action}`, payload });
  }

  /** The consumer's part and the provider data copied at filing: what no route may change. */
  const CONSUMER_PART = [
    'codigo',
    'codigoLibro',
    'fecha',
    'razonSocial',
    'ruc',
    'establecimiento',
    'nombreCompleto',
    'tipoDocumento',
    'nroDocumento',
    'domicilio',
    'telefono',
    'correo',
    'menorEdad',
    'apoderado',
    'tipoBien',
    'moneda',
    'montoReclamado',
    'descripcionBien',
    'tipoOriginal',
    'detalle',
    'pedido',
    'aceptaConsumidor',
    'canalRespuesta',
    'fechaLimite',
  ] as const;
  const consumerPart = (sheet: Record<string, unknown>) =>
    Object.fromEntries(CONSUMER_PART.map((key) => [key, sheet[key]]));

  return {
    book,
    BASE,
    idOf,
    detail,
    put,
    CONSUMER_PART,
    consumerPart,
  };
}
