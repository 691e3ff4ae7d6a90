import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  inspectionScheduleResponseSchema,
  SELL_MESSAGES,
  sellOfferCreatedResponseSchema,
} from '@motorplaza/domain/offers/sell-offer.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../movements/request-context';
import type { SellOfferService } from './sell-offer.service';
import type { SellOfferAdmission } from './sell-offer-admission';
import { readSellOfferUpload, SELL_OFFER_MULTIPART } from './sell-offer-upload';

const tags = ['Vende tu auto'];

/** The public side of sell your car (issue 12; docs/decisions/0027-sell-your-car.md). */
export const sellOfferRoutes: FastifyPluginAsyncZod<{ offers: SellOfferService }> = async (
  app,
  { offers },
) => {
  app.get(
    '/vende-tu-auto/horarios',
    {
      config: { operation: 'sellOffer.schedule' },
      schema: {
        tags,
        summary: 'Horarios de inspección de las dos tiendas para las próximas dos semanas',
        response: { 200: inspectionScheduleResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await offers.schedule() };
    },
  );

  app.post(
    '/vende-tu-auto',
    {
      config: {
        operation: 'sellOffer.create',
        idempotent: true,
        multipart: SELL_OFFER_MULTIPART,
        // Against abuse: a visitor's address may leave a few offers every ten minutes.
        rateLimit: { max: 5, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags,
        summary: 'Envía la oferta de un auto con sus fotos (público, con límite por dirección)',
        description:
          'multipart/form-data: primero el campo `oferta` (JSON de sellOfferRequestSchema, como campo de texto o parte application/json), luego los archivos `foto_N` que lista `fotos`. La oferta queda por confirmar: el vendedor la confirma con el enlace del correo antes de `confirmarAntes`.',
        response: {
          201: sellOfferCreatedResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const context = requestContext(request);
      let admission: SellOfferAdmission | undefined;
      try {
        // The cheap checks run as soon as the JSON part arrives, before any photo is read (issue 23).
        const upload = await readSellOfferUpload(request, async (text) => {
          admission = await offers.admit(text, context);
          return admission;
        });
        const data = await offers.create(upload, context);
        return reply.code(201).send({ success: true as const, message: SELL_MESSAGES.created, data });
      } finally {
        admission?.release();
      }
    },
  );
};

function throttled(_request: unknown, context: { statusCode: number }) {
  return { statusCode: context.statusCode, message: SELL_MESSAGES.throttled };
}
