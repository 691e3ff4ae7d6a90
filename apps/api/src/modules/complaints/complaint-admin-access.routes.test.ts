import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { complaintAdminTestApp } from '../../../test/complaint-admin-fixtures';
import { fileSheet, fullSheet } from '../../../test/complaint-fixtures';

/**
 * The staff's book (docs/decisions/0028) on PGlite, or on TEST_DATABASE_URL's PostgreSQL: who may use
 * it, and the list.
 */

const fx = complaintAdminTestApp();
const { book, BASE, idOf } = fx;

describe('who may use the book', () => {
  it('refuses asesores (403) and visitors (401) on every staff route, and lets ADMIN and EJECUTIVO in', async () => {
    const id = await idOf(await fileSheet(book.t));
    const routes: InjectOptions[] = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/all` },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/pdf` },
      { method: 'PUT', url: `${BASE}/${id}/atencion`, payload: { version: 1 } },
      {
        method: 'PUT',
        url: `${BASE}/${id}/respuesta`,
        payload: { respuesta: 'x', canal: 'CORREO', version: 1 },
      },
      {
        method: 'PUT',
        url: `${BASE}/${id}/reclasificacion`,
        payload: { motivo: 'motivo largo', version: 1 },
      },
    ];
    for (const route of routes) {
      for (const role of ['ASESOR1', 'ASESOR2'] as const) {
        const response = await book.t.injectAs(role, route);
        expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        expect(response.json().message).toBe(HTTP_MESSAGES.forbidden);
      }
      expect((await book.t.injectAs(null, route)).statusCode).toBe(401);
    }
    for (const role of ['ADMIN', 'EJECUTIVO'] as const) {
      expect((await book.t.injectAs(role, { method: 'GET', url: BASE })).statusCode).toBe(200);
      expect((await book.t.injectAs(role, { method: 'GET', url: `${BASE}/${id}` })).statusCode).toBe(200);
    }
  });

  it('keeps the holidays to ADMIN', async () => {
    for (const role of ['EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
      expect((await book.t.injectAs(role, { method: 'GET', url: '/api/v1/feriados' })).statusCode).toBe(403);
      const created = await book.t.injectAs(role, {
        method: 'POST',
        url: '/api/v1/feriados',
        payload: { fecha: '2030-06-07', nombre: 'Feriado de prueba' },
      });
      expect(created.statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/libro-reclamaciones', () => {
  it('searches, filters, sorts and pages in the database, with the business days left', async () => {
    const unique = 'Zacarías Llanos Ccori';
    const filed = await fileSheet(
      book.t,
      fullSheet({ nombreCompleto: unique, tipo: 'QUEJA', nroDocumento: '71234568' }),
    );
    const page = await book.t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `${BASE}?q=llanos%20cc&pageSize=10`,
    });
    expect(page.statusCode).toBe(200);
    const { reclamos, total } = page.json().data;
    expect(total).toBe(1);
    expect(reclamos[0]).toMatchObject({
      codigo: filed.codigo,
      nombreCompleto: unique,
      tipo: 'QUEJA',
      estado: 'PENDIENTE',
      diasRestantes: 15,
    });
    for (const q of [filed.codigo, '71234568']) {
      const byTerm = await book.t.injectAs('EJECUTIVO', { method: 'GET', url: `${BASE}?q=${q}` });
      expect(byTerm.json().data.reclamos.map((r: { codigo: string }) => r.codigo)).toContain(filed.codigo);
    }
    const quejas = await book.t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `${BASE}?tipo=QUEJA&estado=abiertos&pageSize=50`,
    });
    const rows = quejas.json().data.reclamos as { tipo: string; estado: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tipo === 'QUEJA' && row.estado !== 'RESPONDIDO')).toBe(true);
    await fileSheet(book.t);
    await fileSheet(book.t);
    const first = (
      await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=10&orden=antiguos` })
    ).json().data;
    const newest = (
      await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=10&orden=recientes` })
    ).json().data;
    expect(first.reclamos[0].fecha <= newest.reclamos[0].fecha).toBe(true);
    expect(first.total).toBe(newest.total);
    const second = (
      await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=10&page=2&orden=antiguos` })
    ).json().data;
    const ids = new Set(first.reclamos.map((r: { idReclamo: number }) => r.idReclamo));
    expect(second.reclamos.some((r: { idReclamo: number }) => ids.has(r.idReclamo))).toBe(false);
    expect((await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?pageSize=7` })).statusCode).toBe(
      400,
    );
    expect((await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}?orden=nombre` })).statusCode).toBe(
      400,
    );
  });

  it('gives the export source every sheet of the filters', async () => {
    const all = await book.t.injectAs('ADMIN', { method: 'GET', url: `${BASE}/all?estado=PENDIENTE` });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data.reclamos as { estado: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.estado === 'PENDIENTE')).toBe(true);
  });
});
