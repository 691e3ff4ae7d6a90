import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';
import { derivedStatuses } from './route-statuses';

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

interface ParsingSchema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * The error body in the shape the route declares for that status: the envelope, or the envelope with
 * the spec's `error` beside it (the sign-in, spec 000 §3), so every answer fits its declared schema.
 */
function bodyFor<E extends { success: false; message: string }>(
  reply: FastifyReply,
  status: number,
  envelope: E,
) {
  const declared = (reply.routeOptions.schema?.response as Record<number, ParsingSchema> | undefined)?.[
    status
  ];
  if (!declared || declared.safeParse(envelope).success) return envelope;
  const withError = { ...envelope, error: envelope.message };
  return declared.safeParse(withError).success ? withError : envelope;
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the path): the same
 * Spanish envelope instead of Fastify's own English body with its internal code.
 */
export function frameworkErrors(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  sendEnvelope(reply, 400, HTTP_MESSAGES.badRequest);
}

/**
 * The envelope serialized by hand, for errors that are not the client's field mistakes: if the
 * failure was the route's own response not fitting its schema, the schema's serializer must not run
 * again on this body (Fastify would answer its internal code).
 */
function sendEnvelope(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ success: false, message });
}

/**
 * One error envelope for the whole API: `{ success: false, message, errors? }` in Spanish. Client
 * mistakes keep their 4xx status; anything else is a 500 whose details stay in the log.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  // Every status a route can answer is declared with its body (route-statuses.ts), so the OpenAPI
  // document lists it and the answer is checked against it.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (!response) return;
    for (const status of derivedStatuses(route)) response[status] ??= errorEnvelopeSchema;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A 503 of ours is a busy moment (the image pool's queue is full): the client may retry.
      if (error.statusCode === 503) reply.header('retry-after', '5');
      const envelope = { success: false as const, message: error.message, errors: error.errors };
      return reply.code(error.statusCode).send(bodyFor(reply, error.statusCode, envelope));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const envelope = { success: false as const, message: HTTP_MESSAGES.badRequest, errors };
      return reply.code(400).send(bodyFor(reply, 400, envelope));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The rate limiter's errors carry our own Spanish text; others get the status's message.
      const message = status === 429 && error.message ? error.message : STATUS_MESSAGES[status];
      const envelope = { success: false as const, message: message ?? HTTP_MESSAGES.badRequest };
      return reply.code(status).send(bodyFor(reply, status, envelope));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restarting, connections cut): the client may retry; the pool
      // reconnects by itself when it is back.
      request.log.warn({ err: error }, 'database unavailable');
      return sendEnvelope(reply.header('retry-after', '5'), 503, HTTP_MESSAGES.unavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, 500, HTTP_MESSAGES.internal);
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ success: false, message: HTTP_MESSAGES.notFound });
  });
});
