import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthenticated,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  409: HTTP_MESSAGES.conflict,
  413: HTTP_MESSAGES.tooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
  429: HTTP_MESSAGES.tooManyRequests,
};

/** Turns zod issues into `{ campo: mensaje }`, the first message of each field. */
function fieldErrors(
  validation: readonly { instancePath: string; message?: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? HTTP_MESSAGES.badRequest;
  }
  return errors;
}

/**
 * One error envelope for the whole API: `{ success: false, message, errors? }` in Spanish. Client
 * mistakes keep their 4xx status; anything else is a 500 whose details stay in the log.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ success: false, message: HTTP_MESSAGES.badRequest, errors: fieldErrors(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The rate limiter's errors carry our own Spanish text; others get the status's message.
      const message = status === 429 && error.message ? error.message : STATUS_MESSAGES[status];
      return reply.code(status).send({ success: false, message: message ?? HTTP_MESSAGES.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: HTTP_MESSAGES.internal });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ success: false, message: HTTP_MESSAGES.notFound });
  });
});
