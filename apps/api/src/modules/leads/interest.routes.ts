import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  INTEREST_MESSAGES,
  interestRequestSchema,
  interestResponseSchema,
} from '@motorplaza/domain/leads/interest.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../movements/request-context';
import type { InterestedService } from './interested.service';

export const interestRoutes: FastifyPluginAsyncZod<{ interested: InterestedService }> = async (
  app,
  { interested },
) => {
  app.post(
    '/interesados',
    {
      config: {
        operation: 'interest.create',
        idempotent: true,
        // Against abuse: a visitor's address may leave a few requests every ten minutes.
        rateLimit: { max: 5, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: ['Clientes interesados'],
        summary: "'Estoy interesado' desde la ficha de un vehículo (público, con límite por dirección)",
        body: interestRequestSchema,
        response: {
          201: interestResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // A public lead is assigned in turn among the active asesores (decision 0023).
      await interested.createPublic(request.body, requestContext(request));
      return reply.code(201).send({ success: true as const, message: INTEREST_MESSAGES.created });
    },
  );
};

function throttled(_request: unknown, context: { statusCode: number }) {
  return { statusCode: context.statusCode, message: INTEREST_MESSAGES.throttled };
}
