import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  clientsReportResponseSchema,
  dashboardResponseSchema,
  funnelReportResponseSchema,
  inventoryReportResponseSchema,
  salesReportResponseSchema,
  statusReportResponseSchema,
  topBrandsReportResponseSchema,
} from '@motorplaza/domain/reports/report.schema';
import { reportPeriodQuerySchema } from '@motorplaza/domain/reports/report-period';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VehicleQueries } from '../vehicles/vehicle.service';
import type { ReportService } from './report.service';

const tags = ['Reportes'];
const period = 'desde y hasta: días de Lima yyyy-MM-dd, ambos o ninguno (ninguno: los últimos 12 meses)';

/** /reportes (spec 000 §2 "Reports", §7; issue 11; decision 0024): ADMIN and EJECUTIVO with VER_REPORTES. */
export const reportRoutes: FastifyPluginAsyncZod<{
  reports: ReportService;
  vehicles: Pick<VehicleQueries, 'statusReport'>;
}> = async (app, { reports, vehicles }) => {
  app.get(
    '/dashboard',
    {
      config: { operation: 'report.dashboard' },
      schema: {
        tags,
        summary: 'Indicadores principales: stock disponible, ventas e ingresos del mes, interesados, sell-in',
        response: { 200: dashboardResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await reports.dashboard() }),
  );

  app.get(
    '/ventas',
    {
      config: { operation: 'report.sales' },
      schema: {
        tags,
        summary: `Ventas por mes de Lima: monto, unidades y utilidad bruta; ${period}`,
        querystring: reportPeriodQuerySchema,
        response: { 200: salesReportResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await reports.sales(request.query) }),
  );

  app.get(
    '/estados',
    {
      config: { operation: 'report.status' },
      schema: {
        tags,
        summary: 'Cantidad de vehículos por estado (los cuatro) y total, como el inventario',
        response: { 200: statusReportResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await vehicles.statusReport() }),
  );

  app.get(
    '/clientes',
    {
      config: { operation: 'report.clients' },
      schema: {
        tags,
        summary: `Clientes interesados registrados por mes de Lima; ${period}`,
        querystring: reportPeriodQuerySchema,
        response: { 200: clientsReportResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await reports.clients(request.query) }),
  );

  app.get(
    '/top-marcas',
    {
      config: { operation: 'report.topBrands' },
      schema: {
        tags,
        summary: `Las diez marcas con más ventas, con monto, utilidad bruta y stock disponible; ${period}`,
        querystring: reportPeriodQuerySchema,
        response: { 200: topBrandsReportResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await reports.topBrands(request.query) }),
  );

  app.get(
    '/inventario',
    {
      config: { operation: 'report.inventory' },
      schema: {
        tags,
        summary:
          'Antigüedad del stock disponible por tramos de días, los diez más antiguos y las ventas de 90 días',
        response: { 200: inventoryReportResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await reports.inventory() }),
  );

  app.get(
    '/embudo',
    {
      config: { operation: 'report.funnel' },
      schema: {
        tags,
        summary: `Embudo de clientes interesados por asesor: registrados, atendidos y vendidos; ${period}`,
        querystring: reportPeriodQuerySchema,
        response: { 200: funnelReportResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await reports.funnel(request.query) }),
  );
};
