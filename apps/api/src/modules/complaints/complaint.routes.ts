import {
  complaintCreatedResponseSchema,
  complaintPdfQuerySchema,
  complaintRequestSchema,
} from '@motorplaza/domain/complaints/complaint.schema';
import {
  complaintLookupResponseSchema,
  complaintLookupSchema,
} from '@motorplaza/domain/complaints/complaint-lookup.schema';
import { COMPLAINT_MESSAGES } from '@motorplaza/domain/complaints/complaint-texts';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryResponse } from '../../lib/binary-response';
import { requestContext } from '../movements/request-context';
import type { ComplaintService } from './complaint.service';

const tags = ['Libro de Reclamaciones'];

function throttledWith(message: string) {
  return (_request: unknown, context: { statusCode: number }) => ({
    statusCode: context.statusCode,
    message,
  });
}

/**
 * The public virtual book (docs/decisions/0028): filing a sheet, its PDF behind a signed link, and
 * the status look-up. There is no route that edits or deletes a sheet.
 */
export const complaintRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintService }> = async (
  app,
  { complaints },
) => {
  app.post(
    '/',
    {
      config: {
        operation: 'complaint.create',
        idempotent: true,
        // Against abuse: a visitor's address may file a few sheets every ten minutes.
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          errorResponseBuilder: throttledWith(COMPLAINT_MESSAGES.throttled),
        },
      },
      schema: {
        tags,
        summary: 'Registra una hoja de reclamación (público, con límite por dirección)',
        body: complaintRequestSchema,
        response: {
          201: complaintCreatedResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { sheet, pdf, copia } = await complaints.file(request.body, requestContext(request));
      return reply.code(201).send({
        success: true as const,
        message: COMPLAINT_MESSAGES.created,
        data: { hoja: sheet, pdf, copia },
      });
    },
  );

  app.post(
    '/consulta',
    {
      config: {
        operation: 'complaint.lookup',
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          errorResponseBuilder: throttledWith(COMPLAINT_MESSAGES.lookupThrottled),
        },
      },
      schema: {
        tags,
        summary: 'Estado de una hoja por su número y el documento del consumidor (público, con límite)',
        body: complaintLookupSchema,
        response: {
          200: complaintLookupResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { hojas: await complaints.lookup(request.body.codigo, request.body.nroDocumento) },
    }),
  );

  app.get(
    '/hoja.pdf',
    {
      config: {
        operation: 'complaint.pdf',
        rateLimit: { max: 30, timeWindow: '10 minutes' },
      },
      // The answer is the PDF itself (application/pdf); errors are the usual JSON envelope.
      schema: {
        tags,
        summary: 'La hoja de reclamación en PDF, con el enlace firmado que da la confirmación o el detalle',
        querystring: complaintPdfQuerySchema,
        response: {
          200: binaryResponse(['application/pdf'], 'La hoja de reclamación en PDF.'),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await complaints.pdf(request.query.token);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};
