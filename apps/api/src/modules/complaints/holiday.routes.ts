import {
  HOLIDAY_MESSAGES,
  holidayCreateSchema,
  holidayDeletedResponseSchema,
  holidayListResponseSchema,
  holidayParamsSchema,
  holidayQuerySchema,
  holidaySavedResponseSchema,
} from '@motorplaza/domain/complaints/holiday.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import type { HolidayService } from './holiday.service';

const tags = ['Libro de Reclamaciones'];

/** /feriados (ADMIN; docs/decisions/0028). */
export const holidayRoutes: FastifyPluginAsyncZod<{ holidays: HolidayService }> = async (
  app,
  { holidays },
) => {
  app.get(
    '/',
    {
      config: { operation: 'holiday.list' },
      schema: {
        tags,
        summary: 'Feriados (de un año, o todos)',
        querystring: holidayQuerySchema,
        response: { 200: holidayListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { feriados: await holidays.list(request.query.anio) },
    }),
  );

  app.post(
    '/',
    {
      config: { operation: 'holiday.create', idempotent: true },
      schema: {
        tags,
        summary: 'Agrega un feriado',
        body: holidayCreateSchema,
        response: { 201: holidaySavedResponseSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const { fecha, nombre } = request.body;
      const feriado = await holidays.create(fecha, nombre, request.user, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: HOLIDAY_MESSAGES.created, data: { feriado } });
    },
  );

  app.delete(
    '/:fecha',
    {
      config: { operation: 'holiday.delete' },
      schema: {
        tags,
        summary: 'Elimina un feriado agregado por un administrador',
        params: holidayParamsSchema,
        response: {
          200: holidayDeletedResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      await holidays.remove(request.params.fecha, request.user, requestContext(request));
      return { success: true as const, message: HOLIDAY_MESSAGES.deleted };
    },
  );
};
