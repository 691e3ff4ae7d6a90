import {
  ALERT_MESSAGES,
  ALERT_TOKEN_RULE,
  alertConfirmResponseSchema,
  alertConfirmSchema,
  alertCreateSchema,
  alertListResponseSchema,
  alertMessageResponseSchema,
  alertTokenQuerySchema,
} from '@motorplaza/domain/alerts/alert.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../movements/request-context';
import type { AlertService } from './alert.service';

const TAGS = ['Alertas del catálogo'];

function throttled(_request: unknown, context: { statusCode: number }) {
  return { statusCode: context.statusCode, message: ALERT_MESSAGES.throttled };
}

/** Answers about one person's alerts are theirs: never kept by a cache. */
const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** /alertas: 'Avísame cuando llegue' (issue 26). Public; the signed links are the authority. */
export const alertRoutes: FastifyPluginAsyncZod<{ alerts: AlertService }> = async (app, { alerts }) => {
  app.post(
    '/alertas',
    {
      config: {
        operation: 'alert.create',
        idempotent: true,
        rateLimit: { max: 5, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: TAGS,
        summary:
          "'Avísame cuando llegue' desde una vista del catálogo: alerta por confirmar y correo con el enlace (público, con límite)",
        body: alertCreateSchema,
        response: {
          201: alertMessageResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await alerts.create(request.body, requestContext(request));
      return reply.code(201).send({ success: true as const, message: ALERT_MESSAGES.created });
    },
  );

  app.post(
    '/alertas/confirmar',
    {
      config: {
        operation: 'alert.confirm',
        rateLimit: { max: 10, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: TAGS,
        summary: 'Activa una alerta con el enlace del correo (doble confirmación; público, con límite)',
        body: alertConfirmSchema,
        response: {
          200: alertConfirmResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      private_(reply);
      const { message, alerta } = await alerts.confirm(request.body.token, requestContext(request));
      return { success: true as const, message, data: { alerta } };
    },
  );

  app.get(
    '/alertas',
    {
      config: {
        operation: 'alert.list',
        rateLimit: { max: 30, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: TAGS,
        summary: 'Las alertas del correo del enlace firmado (público, con límite)',
        description: ALERT_TOKEN_RULE,
        querystring: alertTokenQuerySchema,
        response: { 200: alertListResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      private_(reply);
      return { success: true as const, data: await alerts.list(request.query.token) };
    },
  );

  app.delete(
    '/alertas/:idAlerta',
    {
      config: {
        operation: 'alert.delete',
        rateLimit: { max: 30, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: TAGS,
        summary: 'Elimina una alerta del correo del enlace firmado (público, con límite)',
        params: z.object({ idAlerta: idParamSchema }),
        description: ALERT_TOKEN_RULE,
        querystring: alertTokenQuerySchema,
        response: {
          200: alertMessageResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      private_(reply);
      await alerts.remove(request.query.token, request.params.idAlerta, requestContext(request));
      return { success: true as const, message: ALERT_MESSAGES.deleted };
    },
  );

  app.delete(
    '/alertas',
    {
      config: {
        operation: 'alert.deleteAll',
        rateLimit: { max: 30, timeWindow: '10 minutes', errorResponseBuilder: throttled },
      },
      schema: {
        tags: TAGS,
        summary: 'Elimina todas las alertas del correo del enlace firmado (público, con límite)',
        description: ALERT_TOKEN_RULE,
        querystring: alertTokenQuerySchema,
        response: { 200: alertMessageResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      private_(reply);
      await alerts.removeAll(request.query.token, requestContext(request), 'eliminacion');
      return { success: true as const, message: ALERT_MESSAGES.allDeleted };
    },
  );
};
