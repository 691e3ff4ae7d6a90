import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import {
  marketingWithdrawalAnswerSchema,
  marketingWithdrawalLinkSchema,
  marketingWithdrawalOneClickBodySchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { UNSUBSCRIBE_PATH } from '@motorplaza/domain/legal/unsubscribe-token';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormFields } from '../../lib/form-fields';
import type { UnsubscribeLinks } from '../../mail/unsubscribe-links';
import { requestContext } from '../movements/request-context';
import type { MarketingWithdrawalService } from './marketing-withdrawal.service';

/**
 * The one-click unsubscribe of marketing e-mails (RFC 8058; docs/decisions/
 * 0070-list-unsubscribe-one-click.md). Their `List-Unsubscribe` names the page of the footer's link,
 * `/baja-de-publicidad?token=…`: a browser's GET shows that page (the web app, which asks for one
 * click), and the mail provider's POST of `List-Unsubscribe=One-Click` to the same address withdraws
 * without any page. The signed token is the only authority: no cookie, no Origin (the provider's
 * server sends none, a webmail's browser a foreign one), so the cross-site guard lets this route be.
 */
export const marketingWithdrawalOneClickRoutes: FastifyPluginAsyncZod<{
  withdrawals: MarketingWithdrawalService;
  links: UnsubscribeLinks;
}> = async (app, { withdrawals, links }) => {
  acceptFormFields(app, MARKETING_WITHDRAWAL_MESSAGES.oneClickOnly);
  // Mail providers post from a few shared servers for many people: the limit counts each signed
  // address (a provider's retries for one person); anything unsigned counts against its sender.
  const keyGenerator = (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    const correo = typeof token === 'string' ? links.verify(token) : null;
    return correo ? `un-clic:${correo}` : request.ip;
  };
  app.post(
    UNSUBSCRIBE_PATH,
    {
      config: {
        operation: 'marketingWithdrawal.oneClick',
        crossSiteAllowed: true,
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          keyGenerator,
          errorResponseBuilder: (_request, context) => ({
            statusCode: context.statusCode,
            message: MARKETING_WITHDRAWAL_MESSAGES.throttled,
          }),
        },
      },
      schema: {
        tags: ['Consentimientos'],
        summary:
          'Baja de publicidad en un clic desde el programa de correo (RFC 8058; público, el token firmado del enlace es la autorización)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        querystring: marketingWithdrawalLinkSchema,
        body: marketingWithdrawalOneClickBodySchema,
        response: {
          200: marketingWithdrawalAnswerSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await withdrawals.byLink(request.query.token, requestContext(request), 'UN_CLIC');
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: MARKETING_WITHDRAWAL_MESSAGES.linkDone };
    },
  );
};
