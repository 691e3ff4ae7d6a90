import {
  ACCESSORY_MESSAGES,
  accessoryCreateSchema,
  accessoryDeletedResponseSchema,
  accessoryOptionsResponseSchema,
  accessoryPageQuerySchema,
  accessoryPageResponseSchema,
  accessoryResponseSchema,
  accessorySavedResponseSchema,
  accessoryUpdateSchema,
  BASE_ACCESSORY_TYPES,
} from '@motorplaza/domain/accessories/accessory.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unauthenticated } from '../../lib/http-error';
import { pagedListRoute } from '../../lib/paged-list-route';
import type { CatalogService } from '../catalog/catalog.service';
import { requestContext } from '../movements/request-context';
import { accessoryTypes, activeAccessories, findAccessory, pageAccessories } from './accessory.repository';
import { createAccessoryService } from './accessory.service';

const tags = ['Accesorios'];
const params = z.object({ idAccesorio: idParamSchema });
const writeErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The base list and the types in use, each once ignoring case, in alphabetical order. */
function typeOptions(inUse: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const tipo of [...BASE_ACCESSORY_TYPES, ...inUse]) {
    const key = tipo.toLocaleLowerCase('es');
    if (!byKey.has(key)) byKey.set(key, tipo);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'es'));
}

/** /accesorios (spec 001 §2.4, §7; docs/decisions/0021-accessories.md). */
export const accessoryRoutes: FastifyPluginAsyncZod<{ db: Db; catalog: CatalogService }> = async (
  app,
  { db, catalog },
) => {
  const accessories = createAccessoryService(db, catalog);

  pagedListRoute(app, {
    operation: 'accessory.page',
    tags,
    summary: 'Página de accesorios: búsqueda por nombre o tipo, con o sin los inactivos',
    querystring: accessoryPageQuerySchema,
    response: accessoryPageResponseSchema,
    load: async (query) => {
      const { rows, total } = await pageAccessories(db, query);
      return { accesorios: rows, total };
    },
  });

  app.get(
    '/opciones',
    {
      config: { operation: 'accessory.options' },
      schema: {
        tags,
        summary: 'Accesorios activos y tipos conocidos (para los formularios)',
        response: { 200: accessoryOptionsResponseSchema },
      },
    },
    async () => {
      const [accesorios, tipos] = await Promise.all([activeAccessories(db), accessoryTypes(db)]);
      return { success: true as const, data: { accesorios, tipos: typeOptions(tipos) } };
    },
  );

  app.get(
    '/:idAccesorio',
    {
      config: { operation: 'accessory.read' },
      schema: {
        tags,
        summary: 'Un accesorio',
        params,
        response: { 200: accessoryResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const accesorio = await findAccessory(db, request.params.idAccesorio);
      if (!accesorio) throw notFound(ACCESSORY_MESSAGES.notFound);
      return { success: true as const, data: { accesorio } };
    },
  );

  app.post(
    '/',
    {
      config: { operation: 'accessory.create', idempotent: true },
      schema: {
        tags,
        summary: 'Registra un accesorio (409 si ya hay uno activo con el mismo nombre)',
        body: accessoryCreateSchema,
        response: { 201: accessorySavedResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const accesorio = await accessories.create(request.body, request.user, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: ACCESSORY_MESSAGES.created, data: { accesorio } });
    },
  );

  app.put(
    '/:idAccesorio',
    {
      config: { operation: 'accessory.update' },
      schema: {
        tags,
        summary: 'Actualiza un accesorio (409 si otra persona lo modificó antes)',
        params,
        body: accessoryUpdateSchema,
        response: { 200: accessorySavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const accesorio = await accessories.update(
        request.params.idAccesorio,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: ACCESSORY_MESSAGES.updated, data: { accesorio } };
    },
  );

  app.delete(
    '/:idAccesorio',
    {
      config: { operation: 'accessory.delete' },
      schema: {
        tags,
        summary: 'Elimina un accesorio; si algún vehículo lo tiene, lo inactiva',
        params,
        response: { 200: accessoryDeletedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const resultado = await accessories.remove(
        request.params.idAccesorio,
        request.user,
        requestContext(request),
      );
      const message = resultado === 'eliminado' ? ACCESSORY_MESSAGES.deleted : ACCESSORY_MESSAGES.deactivated;
      return { success: true as const, message, data: { resultado } };
    },
  );
};
