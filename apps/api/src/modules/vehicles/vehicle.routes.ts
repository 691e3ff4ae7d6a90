import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { boundedText, idParamSchema } from '@motorplaza/domain/shared/fields';
import {
  adminVehicleListQuerySchema,
  adminVehicleListResponseSchema,
  adminVehicleResponseSchema,
  archivedVehicleListQuerySchema,
  exportVehicleListResponseSchema,
  revisionResponseSchema,
  statusReportResponseSchema,
  vehicleFilterQuerySchema,
  vehicleOptionsResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { normalizePlaca } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedListRoute } from '../../lib/paged-list-route';
import type { VehicleQueries } from './vehicle.service';

export const vehicleTags = ['Inventario de vehículos'];
export const idAutoParams = z.object({ idAuto: idParamSchema });

/** The read side of /automoviles (spec 001 §2.1, §2.3, §7; table in admin-vehicle.schema.ts). */
export const vehicleReadRoutes: FastifyPluginAsyncZod<{ queries: VehicleQueries }> = async (
  app,
  { queries },
) => {
  const tags = vehicleTags;

  pagedListRoute(app, {
    operation: 'vehicle.list',
    tags,
    summary:
      'Una página de los vehículos de un estado (no eliminados), con el total; q busca por marca, modelo o placa; sort ordena (reciente por defecto)',
    querystring: adminVehicleListQuerySchema,
    response: adminVehicleListResponseSchema,
    load: (query) => queries.list(query),
  });

  app.get(
    '/all',
    {
      config: { operation: 'vehicle.all' },
      schema: {
        tags,
        summary: 'Todos los vehículos con los mismos filtros y orden que la lista (para exportar)',
        querystring: vehicleFilterQuerySchema,
        response: { 200: exportVehicleListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { automoviles: await queries.exportList(request.query) },
    }),
  );

  app.get(
    '/reporte-estados',
    {
      config: { operation: 'vehicle.statusReport' },
      schema: {
        tags,
        summary: 'Cantidad de vehículos por estado (los cuatro) y total',
        response: { 200: statusReportResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await queries.statusReport() }),
  );

  app.get(
    '/opciones',
    {
      config: { operation: 'vehicle.options' },
      schema: {
        tags,
        summary:
          'Listas de opciones del formulario: carrocerías, tracciones, combustibles, transmisiones, marcas y años',
        response: { 200: vehicleOptionsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await queries.options() }),
  );

  pagedListRoute(app, {
    url: '/archivados',
    operation: 'vehicle.archived',
    tags,
    summary: 'Una página de los vehículos eliminados (archivados), para restaurarlos, con el total',
    querystring: archivedVehicleListQuerySchema,
    response: adminVehicleListResponseSchema,
    load: (query) => queries.archived(query),
  });

  app.get(
    '/placa/:placa/revision',
    {
      config: { operation: 'vehicle.revision' },
      schema: {
        tags,
        summary: 'Documento PDF de revisión técnica del vehículo con esa placa',
        params: z.object({ placa: boundedText(20).min(1) }),
        response: { 200: revisionResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      urlPdf: await queries.reviewUrl(normalizePlaca(request.params.placa)),
    }),
  );

  app.get(
    '/:idAuto',
    {
      config: { operation: 'vehicle.read' },
      schema: {
        tags,
        summary: 'Ficha de un vehículo con fotos, accesorios, revisión y (ADMIN, EJECUTIVO) propietario',
        params: idAutoParams,
        response: { 200: adminVehicleResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { automovil: await queries.detail(request.params.idAuto, request.user) },
    }),
  );
};
