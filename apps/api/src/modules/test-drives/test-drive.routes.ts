import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { inspectionScheduleResponseSchema } from '@motorplaza/domain/offers/sell-offer.schema';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import {
  TEST_DRIVE_MESSAGES as M,
  testDriveBookSchema,
  testDriveCancelSchema,
  testDriveLookupSchema,
  testDriveMoveSchema,
  testDriveResponseSchema,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../movements/request-context';
import type { TestDriveBookService } from './test-drive-book.service';
import type { TestDriveBuyerService } from './test-drive-buyer.service';

const tags = ['Prueba de manejo'];

const throttled = (message: string) => ({
  errorResponseBuilder: (_request: unknown, context: { statusCode: number }) => ({
    statusCode: context.statusCode,
    message,
  }),
});

/** As the other public forms: a few bookings from one address every ten minutes. */
const bookingLimit = { max: 5, timeWindow: '10 minutes', ...throttled(M.throttled) };
/** As the seller's look-up (decision 0043): DNIs cannot be tried in bulk. */
const lookupLimit = { max: 10, timeWindow: '10 minutes', ...throttled(M.lookupThrottled) };

const answers = {
  200: testDriveResponseSchema,
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The buyer's side of a test drive (issue 26): slots, booking, look-up, move and cancel. */
export const testDriveRoutes: FastifyPluginAsyncZod<{
  booking: TestDriveBookService;
  buyers: TestDriveBuyerService;
}> = async (app, { booking, buyers }) => {
  app.get(
    '/pruebas-de-manejo/horarios/:idAuto',
    {
      config: { operation: 'testDrive.schedule' },
      schema: {
        tags,
        summary:
          'Horarios de prueba de manejo de un auto disponible en su tienda (las dos si es Previa Cita), las próximas dos semanas',
        params: z.object({ idAuto: idParamSchema }),
        response: {
          200: inspectionScheduleResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await booking.schedule(request.params.idAuto) };
    },
  );

  app.post(
    '/pruebas-de-manejo',
    {
      config: { operation: 'testDrive.book', idempotent: true, rateLimit: bookingLimit },
      schema: {
        tags,
        summary:
          "'Agendar prueba de manejo' desde la ficha de un auto: crea la prueba y el interesado (público, con límite)",
        body: testDriveBookSchema,
        response: {
          201: testDriveResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const prueba = await booking.book(request.body, requestContext(request));
      return reply.code(201).send({ success: true as const, message: M.created, data: { prueba } });
    },
  );

  app.post(
    '/pruebas-de-manejo/consulta',
    {
      config: { operation: 'testDrive.lookup', rateLimit: lookupLimit },
      schema: {
        tags,
        summary: 'Una prueba de manejo por su código y el DNI del comprador (público, con límite)',
        body: testDriveLookupSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: { prueba: await buyers.lookup(request.body) } };
    },
  );

  app.post(
    '/pruebas-de-manejo/consulta/reprogramar',
    {
      config: { operation: 'testDrive.reschedule', rateLimit: lookupLimit },
      schema: {
        tags,
        summary: 'El comprador cambia el día, la hora o la tienda de su prueba (409 si el horario se llenó)',
        body: testDriveMoveSchema,
        response: { ...answers, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.moved,
      data: { prueba: await buyers.move(request.body, requestContext(request)) },
    }),
  );

  app.post(
    '/pruebas-de-manejo/consulta/cancelar',
    {
      config: { operation: 'testDrive.cancel', rateLimit: lookupLimit },
      schema: {
        tags,
        summary: 'El comprador cancela su prueba de manejo y libera el horario',
        body: testDriveCancelSchema,
        response: { ...answers, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.cancelled,
      data: { prueba: await buyers.cancel(request.body, requestContext(request)) },
    }),
  );
};
