import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  isPrivateMediaKey,
  offerPhotoKey,
  STORED_PHOTO_NAME,
} from '@motorplaza/domain/offers/offer-photo-files';
import {
  OFFERS_MESSAGES,
  offerDetailResponseSchema,
  offerSavedResponseSchema,
  offerStateSchema,
  offersAllResponseSchema,
  offersPageQuerySchema,
  offersPageResponseSchema,
} from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { SELL_OFFER_STATUS_LABELS } from '@motorplaza/domain/offers/sell-offer-rules';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { binaryResponse } from '../../lib/binary-response';
import { notFound, unauthenticated } from '../../lib/http-error';
import { pagedListRoute } from '../../lib/paged-list-route';
import type { Storage } from '../../storage/storage';
import { requestContext } from '../movements/request-context';
import { toOfferItem, toOfferPhoto } from './sell-offer.mapper';
import {
  findOffer,
  findOfferPhoto,
  listAllOffers,
  listOfferPhotos,
  offerHistory,
  pageOffers,
} from './sell-offer.repository';
import type { SellOfferAdminService } from './sell-offer-admin.service';

const tags = ['Ofertas de autos'];
const params = z.object({ idOferta: idParamSchema });
const photoParams = z.object({
  idOferta: idParamSchema,
  imagen: z.string().max(200).regex(STORED_PHOTO_NAME, OFFERS_MESSAGES.photoNotFound),
});
const photoQuery = z.object({ ancho: z.enum(['480', '960', '1600']).default('960') });

/**
 * 'Ofertas de Autos' (decision 0027): every staff role reads offers and their photos; ADMIN and
 * EJECUTIVO with GESTIONAR_INVENTARIO change their state (API_POLICIES).
 */
export const sellOfferAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  admin: SellOfferAdminService;
}> = async (app, { db, storage, admin }) => {
  pagedListRoute(app, {
    operation: 'sellOffer.list',
    tags,
    summary: 'Página de ofertas de autos: búsqueda, estado y tamaño de página, la más reciente primero',
    querystring: offersPageQuerySchema,
    response: offersPageResponseSchema,
    load: async (query) => {
      const { rows, total } = await pageOffers(db, query);
      return { ofertas: rows.map(toOfferItem), total };
    },
  });

  app.get(
    '/all',
    {
      config: { operation: 'sellOffer.all' },
      schema: {
        tags,
        summary: 'Todas las ofertas de autos (para exportar)',
        response: { 200: offersAllResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { ofertas: (await listAllOffers(db)).map(toOfferItem) } }),
  );

  app.get(
    '/:idOferta',
    {
      config: { operation: 'sellOffer.read' },
      schema: {
        tags,
        summary: 'Una oferta con sus fotos y su historial',
        params,
        response: { 200: offerDetailResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const offer = await findOffer(db, request.params.idOferta);
      if (!offer) throw notFound(OFFERS_MESSAGES.notFound);
      const [fotos, historial] = await Promise.all([
        listOfferPhotos(db, offer.id),
        offerHistory(db, offer.id),
      ]);
      return {
        success: true as const,
        data: {
          oferta: toOfferItem(offer),
          fotos: fotos.map(toOfferPhoto),
          historial: historial.map((entry) => ({ ...entry, fecha: entry.fecha.toISOString() })),
        },
      };
    },
  );

  app.get(
    '/:idOferta/fotos/:imagen',
    {
      config: { operation: 'sellOffer.photo' },
      schema: {
        tags,
        summary: 'Una foto de la oferta (WebP) para el personal; nunca pública',
        params: photoParams,
        querystring: photoQuery,
        response: { 200: binaryResponse(['image/webp'], 'La foto (WebP) en el ancho pedido.') },
      },
    },
    async (request, reply) => {
      const { idOferta, imagen } = request.params;
      if (!(await findOfferPhoto(db, idOferta, imagen))) throw notFound(OFFERS_MESSAGES.photoNotFound);
      const key = offerPhotoKey(idOferta, imagen, Number(request.query.ancho) as 480 | 960 | 1600);
      const object = isPrivateMediaKey(key) ? await storage.get(key) : undefined;
      if (!object) throw notFound(OFFERS_MESSAGES.photoNotFound);
      return (
        reply
          .header('Content-Type', object.contentType)
          .header('Content-Length', object.size)
          // Personal data: the browser may keep it for the session's screen, no shared cache may.
          .header('Cache-Control', 'private, max-age=3600')
          .send(object.body)
      );
    },
  );

  app.put(
    '/:idOferta/estado',
    {
      config: { operation: 'sellOffer.state' },
      schema: {
        tags,
        summary:
          'Cambia el estado de la oferta (NUEVA → CONTACTADA → COMPRADA / DESCARTADA); 409 si cambió antes',
        params,
        body: offerStateSchema,
        response: {
          200: offerSavedResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const oferta = await admin.setState(
        request.params.idOferta,
        request.body,
        request.user,
        requestContext(request),
      );
      return {
        success: true as const,
        message: OFFERS_MESSAGES.updated(SELL_OFFER_STATUS_LABELS[oferta.status]),
        data: { oferta },
      };
    },
  );
};
