import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import {
  marketingWithdrawalAnswerSchema,
  marketingWithdrawalLinkSchema,
  marketingWithdrawalRequestSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../movements/request-context';
import type { MarketingWithdrawalService } from './marketing-withdrawal.service';

const tags = ['Consentimientos'];
// Against abuse: a visitor's address may leave a few requests every ten minutes.
const rateLimit = { max: 5, timeWindow: '10 minutes', errorResponseBuilder: throttled };
const response = {
  200: marketingWithdrawalAnswerSchema,
  400: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The public ways to withdraw marketing consent (docs/decisions/0029). */
export const marketingWithdrawalRoutes: FastifyPluginAsyncZod<{
  withdrawals: MarketingWithdrawalService;
}> = async (app, { withdrawals }) => {
  app.post(
    '/',
    {
      config: { operation: 'marketingWithdrawal.create', idempotent: true, rateLimit },
      schema: {
        tags,
        summary:
          'Dejar de recibir publicidad desde la política de privacidad (público; la misma respuesta para cualquier correo)',
        body: marketingWithdrawalRequestSchema,
        response,
      },
    },
    async (request) => {
      await withdrawals.byForm(request.body, requestContext(request));
      return { success: true as const, message: MARKETING_WITHDRAWAL_MESSAGES.received };
    },
  );

  app.post(
    '/enlace',
    {
      config: { operation: 'marketingWithdrawal.link', rateLimit },
      schema: {
        tags,
        summary: 'Dejar de recibir publicidad con el enlace firmado de un correo (público)',
        body: marketingWithdrawalLinkSchema,
        response,
      },
    },
    async (request) => {
      await withdrawals.byLink(request.body.token, requestContext(request));
      return { success: true as const, message: MARKETING_WITHDRAWAL_MESSAGES.linkDone };
    },
  );
};

function throttled(_request: unknown, context: { statusCode: number }) {
  return { statusCode: context.statusCode, message: MARKETING_WITHDRAWAL_MESSAGES.throttled };
}
