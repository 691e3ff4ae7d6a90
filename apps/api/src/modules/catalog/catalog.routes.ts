import { catalogColumnsResponseSchema } from '@motorplaza/domain/catalog/catalog-columns';
import {
  catalogResponseSchema,
  publicVehicleResponseSchema,
} from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import {
  SELECTION_MAX,
  selectionQuerySchema,
  selectionResponseSchema,
} from '@motorplaza/domain/catalog/selection.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEncoded } from '../../lib/encoded-body';
import { type FastHandler, type HeaderList, prebuiltAnswer, writePrebuilt } from '../../lib/fast-path';
import { notFound } from '../../lib/http-error';
import type { CatalogBuild, CatalogService } from './catalog.service';

const tags = ['Catálogo público'];
/** Browsers and CDNs revalidate with the ETag each time: a 304 costs almost nothing. */
const CATALOG_CACHE = 'public, max-age=0, must-revalidate';
const CATALOG_TYPE = 'application/json; charset=utf-8';

/**
 * GET /api/v1/catalogo once built, answered before Fastify (fast-path.ts) with the headers the route
 * gives; until it is built, and after each invalidation, the route builds it.
 */
export function catalogFastHandler(catalog: CatalogService, securityHeaders: HeaderList): FastHandler {
  const headers: HeaderList = [
    ...securityHeaders,
    ['vary', 'Accept-Encoding'],
    ['cache-control', CATALOG_CACHE],
    ['content-type', CATALOG_TYPE],
  ];
  let answered: { build: CatalogBuild; answer: ReturnType<typeof prebuiltAnswer> } | undefined;
  return (request, response, path) => {
    const built = path === '/api/v1/catalogo' ? catalog.built() : undefined;
    if (!built) return false;
    if (answered?.build !== built) answered = { build: built, answer: prebuiltAnswer(headers, built.body) };
    writePrebuilt(request, response, answered.answer);
    return true;
  };
}

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/catalogo',
    {
      config: { operation: 'catalog.list' },
      compress: false,
      schema: {
        tags,
        summary: 'Vehículos disponibles, solo con sus datos públicos (ETag, 304, gzip y brotli)',
        response: { 200: catalogResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendEncoded(request, reply, (await catalog.snapshot()).body, CATALOG_TYPE, CATALOG_CACHE),
  );

  app.get(
    '/catalogo/columnas',
    {
      config: { operation: 'catalog.columns' },
      compress: false,
      schema: {
        tags,
        summary: 'Los mismos vehículos por columnas, para filtrar en el navegador (ETag, 304, gzip y brotli)',
        response: { 200: catalogColumnsResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await (await catalog.snapshot()).columns(),
        'application/json; charset=utf-8',
        CATALOG_CACHE,
      ),
  );

  app.get(
    '/catalogo/seleccion',
    {
      config: {
        operation: 'catalog.selection',
        // Each call reads the database: a visitor's page needs one, a scraper gets a brake.
        rateLimit: {
          max: 120,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request: unknown, context: { statusCode: number }) => ({
            statusCode: context.statusCode,
            message: 'Demasiadas consultas seguidas. Espera un momento e inténtalo de nuevo.',
          }),
        },
      },
      schema: {
        tags,
        summary: `Precio y estado actuales de hasta ${SELECTION_MAX} autos (Favoritos); los que ya no existen o nunca se publicaron vienen sin datos`,
        querystring: selectionQuerySchema,
        response: { 200: selectionResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { success: true as const, data: { automoviles: await catalog.selection(request.query.autos) } };
    },
  );

  app.get(
    '/catalogo/:idAuto',
    {
      config: { operation: 'catalog.vehicle' },
      schema: {
        tags,
        summary: 'Ficha pública de un vehículo (también vendido o no disponible)',
        params: z.object({ idAuto: idParamSchema }),
        response: { 200: publicVehicleResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const automovil = await catalog.vehicle(request.params.idAuto);
      if (!automovil) throw notFound('El vehículo no existe.');
      return { success: true as const, data: { automovil } };
    },
  );
};
