import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import {
  marketingWithdrawalAllResponseSchema,
  marketingWithdrawalHandleSchema,
  marketingWithdrawalPageQuerySchema,
  marketingWithdrawalPageResponseSchema,
  marketingWithdrawalSavedResponseSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import { listAllRequests, pageRequests } from './marketing-withdrawal.repository';
import type { MarketingWithdrawalService } from './marketing-withdrawal.service';

const tags = ['Consentimientos'];

/** 'Bajas de publicidad' of the back-office: ADMIN and EJECUTIVO with GESTIONAR_INTERESADOS (API_POLICIES). */
export const marketingWithdrawalAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  withdrawals: MarketingWithdrawalService;
}> = async (app, { db, withdrawals }) => {
  app.get(
    '/',
    {
      config: { operation: 'marketingWithdrawal.page' },
      schema: {
        tags,
        summary: 'Página de solicitudes de baja de publicidad: búsqueda por correo, estado y conteos',
        querystring: marketingWithdrawalPageQuerySchema,
        response: { 200: marketingWithdrawalPageResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total, counts } = await pageRequests(db, query);
      return {
        success: true as const,
        data: { solicitudes: rows, total, page: query.page, pageSize: query.pageSize, counts },
      };
    },
  );

  app.get(
    '/all',
    {
      config: { operation: 'marketingWithdrawal.all' },
      schema: {
        tags,
        summary: 'Todas las solicitudes de baja de publicidad (para exportar la lista)',
        response: { 200: marketingWithdrawalAllResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { solicitudes: await listAllRequests(db) } }),
  );

  app.put(
    '/:idSolicitud/atencion',
    {
      config: { operation: 'marketingWithdrawal.handle' },
      schema: {
        tags,
        summary:
          'Marca una solicitud de baja como atendida (409 si alguien la cambió antes o ya estaba atendida)',
        params: z.object({ idSolicitud: idParamSchema }),
        body: marketingWithdrawalHandleSchema,
        response: {
          200: marketingWithdrawalSavedResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const solicitud = await withdrawals.handle(
        request.params.idSolicitud,
        request.body.version,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: MARKETING_WITHDRAWAL_MESSAGES.handled, data: { solicitud } };
    },
  );
};
