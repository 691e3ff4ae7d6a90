import {
  COMPLAINT_ADMIN_MESSAGES,
  complaintAllResponseSchema,
  complaintAnswerSchema,
  complaintAttendSchema,
  complaintDetailResponseSchema,
  complaintFilterSchema,
  complaintPageQuerySchema,
  complaintPageResponseSchema,
  complaintPdfLinkResponseSchema,
  complaintReclassifySchema,
  complaintSavedResponseSchema,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/http-error';
import { pagedListRoute } from '../../lib/paged-list-route';
import { requestContext } from '../movements/request-context';
import type { ComplaintService } from './complaint.service';
import type { ComplaintAdminService } from './complaint-admin.service';

const tags = ['Libro de Reclamaciones'];
const params = z.object({ idReclamo: idParamSchema });
const readErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const writeErrors = { ...readErrors, 409: errorEnvelopeSchema };

/**
 * The staff's complaints book (ADMIN and EJECUTIVO; docs/decisions/0028): reads, and the actions on the
 * provider's part. No route here takes or writes the consumer's part.
 */
export const complaintAdminRoutes: FastifyPluginAsyncZod<{
  admin: ComplaintAdminService;
  complaints: ComplaintService;
}> = async (app, { admin, complaints }) => {
  pagedListRoute(app, {
    operation: 'complaint.list',
    tags,
    summary: 'Página del libro: búsqueda, estado, tipo, orden y tamaño de página (en la base de datos)',
    querystring: complaintPageQuerySchema,
    response: complaintPageResponseSchema,
    load: async (query) => {
      const { rows, total } = await admin.page(query);
      return { reclamos: rows, total };
    },
  });

  app.get(
    '/all',
    {
      config: { operation: 'complaint.all' },
      schema: {
        tags,
        summary: 'Todas las hojas de los filtros (para exportar)',
        querystring: complaintFilterSchema,
        response: { 200: complaintAllResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: { reclamos: await admin.all(request.query) } }),
  );

  app.get(
    '/:idReclamo',
    {
      config: { operation: 'complaint.read' },
      schema: {
        tags,
        summary: 'Una hoja de reclamación completa',
        params,
        response: { 200: complaintDetailResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { reclamo: await admin.detail(request.params.idReclamo) },
    }),
  );

  app.get(
    '/:idReclamo/pdf',
    {
      config: { operation: 'complaint.pdfLink' },
      schema: {
        tags,
        summary: 'Enlace de descarga (10 minutos) de la hoja en PDF',
        params,
        response: { 200: complaintPdfLinkResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      await admin.detail(request.params.idReclamo);
      return {
        success: true as const,
        data: { url: await complaints.staffPdfLink(request.params.idReclamo) },
      };
    },
  );

  app.put(
    '/:idReclamo/atencion',
    {
      config: { operation: 'complaint.attend' },
      schema: {
        tags,
        summary: 'Pasa la hoja de «Pendiente» a «En atención»',
        params,
        body: complaintAttendSchema,
        response: { 200: complaintSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const reclamo = await admin.attend(
        request.params.idReclamo,
        request.body.version,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: COMPLAINT_ADMIN_MESSAGES.attended, data: { reclamo } };
    },
  );

  app.put(
    '/:idReclamo/respuesta',
    {
      config: { operation: 'complaint.answer' },
      schema: {
        tags,
        summary: 'Registra la respuesta (parte 4): por correo, con la hoja en PDF, o entregada por carta',
        params,
        body: complaintAnswerSchema,
        response: { 200: complaintSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const reclamo = await admin.answer(
        request.params.idReclamo,
        request.body,
        request.user,
        requestContext(request),
      );
      const message =
        request.body.canal === 'CORREO'
          ? COMPLAINT_ADMIN_MESSAGES.answeredByEmail
          : COMPLAINT_ADMIN_MESSAGES.answeredByLetter;
      return { success: true as const, message, data: { reclamo } };
    },
  );

  app.put(
    '/:idReclamo/reclasificacion',
    {
      config: { operation: 'complaint.reclassify' },
      schema: {
        tags,
        summary: 'Reclasifica una queja como reclamo, con el motivo',
        params,
        body: complaintReclassifySchema,
        response: { 200: complaintSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const reclamo = await admin.reclassify(
        request.params.idReclamo,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: COMPLAINT_ADMIN_MESSAGES.reclassified, data: { reclamo } };
    },
  );
};
