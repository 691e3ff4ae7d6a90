import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  FINANCING_MESSAGES,
  financingRequestSchema,
  leadFinancingSchema,
} from '@motorplaza/domain/leads/financing-request.schema';
import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../movements/request-context';
import type { LeadFinancingService } from './lead-financing.service';

const financingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ escenario: leadFinancingSchema }),
});

/** POST /financiamiento/evaluaciones: 'Solicitar evaluación' from a vehicle's 'Simula tu crédito'. */
export const financingRoutes: FastifyPluginAsyncZod<{ financing: LeadFinancingService }> = async (
  app,
  { financing },
) => {
  app.post(
    '/financiamiento/evaluaciones',
    {
      config: {
        operation: 'financing.request',
        idempotent: true,
        // As 'Estoy interesado': a visitor's address may leave a few requests every ten minutes.
        rateLimit: { max: 5, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: ['Clientes interesados'],
        summary:
          "'Solicitar evaluación' de crédito desde la ficha de un vehículo (público, con límite por dirección)",
        body: financingRequestSchema,
        response: {
          201: financingResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const escenario = await financing.request(request.body, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: FINANCING_MESSAGES.created, data: { escenario } });
    },
  );
};

function throttled(_request: unknown, context: { statusCode: number }) {
  return { statusCode: context.statusCode, message: INTEREST_MESSAGES.throttled };
}
