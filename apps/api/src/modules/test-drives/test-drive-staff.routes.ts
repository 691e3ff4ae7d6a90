import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import {
  testDriveDayQuerySchema,
  testDriveDaySchema,
  testDriveOutcomeSchema,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import type { TestDriveStaffService } from './test-drive-staff.service';

const tags = ['Prueba de manejo'];

/** The staff's day view per store and the drive's outcome (issue 26). */
export const testDriveStaffRoutes: FastifyPluginAsyncZod<{ staff: TestDriveStaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/agenda',
    {
      config: { operation: 'testDrive.day' },
      schema: {
        tags,
        summary:
          'Las pruebas de manejo y las inspecciones de un día en una tienda, por hora, con la capacidad usada',
        querystring: testDriveDayQuerySchema,
        response: {
          200: z.object({ success: z.literal(true), data: testDriveDaySchema }),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await staff.day(request.query.fecha, request.query.sede) };
    },
  );

  app.put(
    '/:id/resultado',
    {
      config: { operation: 'testDrive.outcome' },
      schema: {
        tags,
        summary: "'Realizada' o 'No asistió' en una prueba de manejo programada; 409 si cambió antes",
        params: z.object({ id: idParamSchema }),
        body: testDriveOutcomeSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const message = await staff.outcome(
        request.params.id,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message };
    },
  );
};
