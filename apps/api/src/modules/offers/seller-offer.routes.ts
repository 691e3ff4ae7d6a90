import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  SELLER_MESSAGES,
  sellerCancelSchema,
  sellerLookupSchema,
  sellerMoveSchema,
  sellerOfferResponseSchema,
} from '@motorplaza/domain/offers/seller-offer.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../movements/request-context';
import type { SellerOfferService } from './seller-offer.service';

const tags = ['Vende tu auto'];

/**
 * The complaint look-up's care (decision 0028): a wrong reference and a wrong DNI answer alike, and
 * each address gets 10 calls of each kind in 10 minutes, so DNIs cannot be tried in bulk.
 */
const limited = {
  max: 10,
  timeWindow: '10 minutes',
  errorResponseBuilder: (_request: unknown, context: { statusCode: number }) => ({
    statusCode: context.statusCode,
    message: SELLER_MESSAGES.throttled,
  }),
};

const answers = {
  200: sellerOfferResponseSchema,
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The seller's side of an offer (issue 22; docs/decisions/0043-seller-offer-mail-and-lookup.md). */
export const sellerOfferRoutes: FastifyPluginAsyncZod<{ sellers: SellerOfferService }> = async (
  app,
  { sellers },
) => {
  app.post(
    '/vende-tu-auto/consulta',
    {
      config: { operation: 'sellOffer.lookup', rateLimit: limited },
      schema: {
        tags,
        summary:
          'Estado e inspección de una oferta por su código y el DNI del vendedor (público, con límite)',
        body: sellerLookupSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: { oferta: await sellers.lookup(request.body) } };
    },
  );

  app.post(
    '/vende-tu-auto/consulta/reprogramar',
    {
      config: { operation: 'sellOffer.reschedule', rateLimit: limited },
      schema: {
        tags,
        summary: 'El vendedor cambia la tienda o el horario de la inspección (409 si el horario se llenó)',
        body: sellerMoveSchema,
        response: { ...answers, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SELLER_MESSAGES.moved,
      data: { oferta: await sellers.move(request.body, requestContext(request)) },
    }),
  );

  app.post(
    '/vende-tu-auto/consulta/cancelar',
    {
      config: { operation: 'sellOffer.cancel', rateLimit: limited },
      schema: {
        tags,
        summary: 'El vendedor cancela su oferta y libera su horario de inspección',
        body: sellerCancelSchema,
        response: { ...answers, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SELLER_MESSAGES.cancelled,
      data: { oferta: await sellers.cancel(request.body, requestContext(request)) },
    }),
  );
};
