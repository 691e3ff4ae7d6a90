import {
  ALERT_MESSAGES,
  ALERT_TOKEN_RULE,
  ALERTS_PATH,
  alertMessageResponseSchema,
  alertTokenQuerySchema,
} from '@motorplaza/domain/alerts/alert.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { marketingWithdrawalOneClickBodySchema } from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormFields } from '../../lib/form-fields';
import { requestContext } from '../movements/request-context';
import type { AlertService } from './alert.service';
import type { AlertLinks } from './alert-links';

/**
 * The one-click unsubscribe of the alert e-mails (RFC 8058), as the marketing one (decision 0070):
 * their `List-Unsubscribe` names the alerts page, `/alertas?token=…`; a browser's GET shows the page,
 * the mail program's POST of `List-Unsubscribe=One-Click` to the same address deletes every alert of
 * the e-mail. The signed token is the only authority, so the cross-site guard lets this route be.
 */
export const alertOneClickRoutes: FastifyPluginAsyncZod<{ alerts: AlertService; links: AlertLinks }> = async (
  app,
  { alerts, links },
) => {
  acceptFormFields(app, 'Solo se acepta List-Unsubscribe=One-Click.');
  const keyGenerator = (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    const correo = typeof token === 'string' ? links.verifyPage(token) : null;
    return correo ? `alerta-un-clic:${correo}` : request.ip;
  };
  app.post(
    ALERTS_PATH,
    {
      config: {
        operation: 'alert.oneClick',
        crossSiteAllowed: true,
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          keyGenerator,
          errorResponseBuilder: (_request, context) => ({
            statusCode: context.statusCode,
            message: ALERT_MESSAGES.throttled,
          }),
        },
      },
      schema: {
        // A web page's address (its GET is the page), as the marketing one-click: out of /api/docs.
        hide: true,
        tags: ['Alertas del catálogo'],
        summary: 'Baja de todas las alertas en un clic desde el programa de correo (RFC 8058)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        description: ALERT_TOKEN_RULE,
        querystring: alertTokenQuerySchema,
        body: marketingWithdrawalOneClickBodySchema,
        response: { 200: alertMessageResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await alerts.removeAll(request.query.token, requestContext(request), 'baja');
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: ALERT_MESSAGES.allDeleted };
    },
  );
};
