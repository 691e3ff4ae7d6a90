import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  CONFIRM_MESSAGES,
  offerConfirmResponseSchema,
  offerConfirmSchema,
} from '@motorplaza/domain/offers/offer-confirm.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../movements/request-context';
import type { OfferConfirmService } from './offer-confirm.service';

/**
 * POST /vende-tu-auto/confirmar (issue 23): the confirmation page posts the e-mail link's token. A
 * POST, not the link itself, so a mail scanner that follows links confirms nothing.
 */
export const offerConfirmRoutes: FastifyPluginAsyncZod<{ confirmations: OfferConfirmService }> = async (
  app,
  { confirmations },
) => {
  app.post(
    '/vende-tu-auto/confirmar',
    {
      config: {
        operation: 'sellOffer.confirm',
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          errorResponseBuilder: (_request: unknown, context: { statusCode: number }) => ({
            statusCode: context.statusCode,
            message: CONFIRM_MESSAGES.throttled,
          }),
        },
      },
      schema: {
        tags: ['Vende tu auto'],
        summary: 'El vendedor confirma su oferta con el enlace del correo (público, con límite)',
        body: offerConfirmSchema,
        response: {
          200: offerConfirmResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { message, oferta } = await confirmations.confirm(request.body, requestContext(request));
      return { success: true as const, message, data: { oferta } };
    },
  );
};
