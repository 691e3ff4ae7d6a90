import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  INTERESTED_MESSAGES,
  interestedCloseSchema,
  interestedSaleAnswerSchema,
  interestedSavedResponseSchema,
} from '@motorplaza/domain/leads/interested.schema';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import type { LeadSaleService } from './lead-sale.service';

const tags = ['Clientes interesados'];
const params = z.object({ idInteresado: idParamSchema });
const response = {
  200: interestedSavedResponseSchema,
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * Closing a lead and its sale (docs/decisions/0040-lead-sale-flow.md): GESTIONAR_INTERESADOS closes;
 * only a manager confirms or rejects an asesor's sale (API_POLICIES).
 */
export const leadSaleRoutes: FastifyPluginAsyncZod<{ sales: LeadSaleService }> = async (app, { sales }) => {
  app.put(
    '/:idInteresado/cierre',
    {
      config: { operation: 'interested.close' },
      schema: {
        tags,
        summary:
          'Cierra el cliente interesado: perdido con su motivo, o vendido (un administrador o ejecutivo vende el automóvil; un asesor deja la venta por confirmar)',
        params,
        body: interestedCloseSchema,
        response,
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const { interesado, message } = await sales.close(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message, data: { interesado } };
    },
  );

  app.post(
    '/:idInteresado/venta/confirmacion',
    {
      config: { operation: 'interested.confirmSale' },
      schema: {
        tags,
        summary: 'Confirma la venta por confirmar de un asesor: el automóvil queda vendido al cliente',
        params,
        body: interestedSaleAnswerSchema,
        response,
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const interesado = await sales.confirmSale(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: INTERESTED_MESSAGES.saleConfirmed, data: { interesado } };
    },
  );

  app.post(
    '/:idInteresado/venta/rechazo',
    {
      config: { operation: 'interested.rejectSale' },
      schema: {
        tags,
        summary: 'Rechaza la venta por confirmar de un asesor: el cliente interesado vuelve a seguimiento',
        params,
        body: interestedSaleAnswerSchema,
        response,
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const interesado = await sales.rejectSale(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: INTERESTED_MESSAGES.saleRejected, data: { interesado } };
    },
  );
};
