import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  MOVEMENTS_MAX_PAGE_SIZE,
  movementExportQuerySchema,
  movementQuerySchema,
  movementsResponseSchema,
  movementUsersResponseSchema,
} from '@motorplaza/domain/movements/movement.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { pagedListRoute } from '../../lib/paged-list-route';
import { listMovements, listMovementUsers, type MovementRow } from './movement-list.repository';

const tags = ['Usuarios'];

function asLog(row: MovementRow) {
  return { ...row, fecha: row.fecha.toISOString() };
}

/** The audit log (spec 001 §2.7, §7 GET /usuario/logs; decision 0018), filtered and paged in SQL. */
export const movementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  pagedListRoute(app, {
    url: '',
    operation: 'usuario.logs',
    tags,
    summary: 'Movimientos de los usuarios: búsqueda, filtros y páginas, del más reciente al más antiguo',
    querystring: movementQuerySchema,
    response: movementsResponseSchema,
    load: async ({ page, pageSize, ...filter }) => {
      const { rows, total, totalExacto } = await listMovements(db, filter, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { logs: rows.map(asLog), total, totalExacto };
    },
  });

  app.get(
    '/export',
    {
      config: { operation: 'usuario.logs.export' },
      schema: {
        tags,
        summary: `Movimientos filtrados para Excel, PDF o impresión (hasta ${MOVEMENTS_MAX_PAGE_SIZE.toLocaleString('es-PE')})`,
        querystring: movementExportQuerySchema,
        response: { 200: movementsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { rows, total, totalExacto } = await listMovements(db, request.query, {
        limit: MOVEMENTS_MAX_PAGE_SIZE,
        offset: 0,
      });
      return {
        success: true as const,
        data: { logs: rows.map(asLog), total, totalExacto, page: 1, pageSize: MOVEMENTS_MAX_PAGE_SIZE },
      };
    },
  );

  app.get(
    '/usuarios',
    {
      config: { operation: 'usuario.logs.users' },
      schema: {
        tags,
        summary: 'Usuarios que aparecen en los movimientos (activos o no), para el filtro',
        response: { 200: movementUsersResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { usuarios: await listMovementUsers(db) } }),
  );
};
