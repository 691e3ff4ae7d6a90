import { createHash } from 'node:crypto';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@motorplaza/domain/http/idempotency';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/client';
import { conflict, HttpError } from '../lib/http-error';
import { createIdempotencyStore, type IdempotencyClaim, type IdempotencyTimings } from './idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that creates a record: a request repeating an `Idempotency-Key` gets the first request's
     * answer instead of a second record (docs/decisions/0044-idempotent-forms-and-live-permissions.md).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (an idempotent route sent with a key). */
    idempotency: { claim: IdempotencyClaim; answer: { status: number; body: string } | null } | null;
  }
}

/** The optional header, documented on every idempotent route of the OpenAPI page. */
const keyHeaderSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, { message: IDEMPOTENCY_MESSAGES.invalidKey })
    .optional()
    .describe(
      'Opcional: una clave por llenado del formulario (un UUID). Un reenvío con la misma clave recibe la primera respuesta, con la cabecera Idempotent-Replayed, sin crear otro registro; con otros datos, 422.',
    ),
});

/** The same data in the same order of keys, whatever order the client sent them in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What was sent: the validated JSON body; for multipart uploads, which are read only by their handler,
 * their length (decision 0044: a fill's repeat is byte for byte the same upload).
 */
function fingerprint(request: FastifyRequest): string {
  const type = request.headers['content-type'] ?? '';
  const sent = type.startsWith('multipart/')
    ? `multipart|${request.headers['content-length'] ?? ''}`
    : `json|${JSON.stringify(canonical(request.body ?? null))}`;
  return createHash('sha256').update(sent).digest('base64url');
}

function claimOf(request: FastifyRequest, clave: string): IdempotencyClaim {
  return {
    // A staff member's keys are theirs on any network; a visitor's, their address's.
    scope: request.user ? `usuario:${request.user.sub}` : `ip:${request.ip}`.slice(0, 80),
    clave,
    ruta: `${request.method} ${request.url.split('?')[0]}`.slice(0, 300),
    huella: fingerprint(request),
  };
}

/**
 * One plugin for every route that creates a record; a route opts in with `config: { idempotent: true }`.
 * A request without the header runs as always (API clients of the spec send none).
 */
export default fp(async function idempotency(
  app: FastifyInstance,
  options: { db: Db; timings?: Partial<IdempotencyTimings> },
) {
  const store = createIdempotencyStore(options.db, { waitMs: 15_000, pollMs: 100, ...options.timings });

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema = { ...route.schema, headers: route.schema?.headers ?? keyHeaderSchema };
    const response = route.schema.response as Record<number, unknown> | undefined;
    if (response) response[422] ??= errorEnvelopeSchema;
  });

  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const clave = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || typeof clave !== 'string') return;
    const claim = claimOf(request, clave);
    const outcome = await store.claim(claim);
    switch (outcome.kind) {
      case 'claimed':
        request.idempotency = { claim, answer: null };
        return;
      case 'mismatch':
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
      case 'inProgress':
        throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
      case 'replay':
        return reply
          .code(outcome.status)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .send(JSON.parse(outcome.body));
    }
  });

  // The answer's data before serialization; the route's serializer turns the replay out alike.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.idempotency && reply.statusCode >= 200 && reply.statusCode < 300) {
      request.idempotency.answer = { status: reply.statusCode, body: JSON.stringify(payload) };
    }
    return payload;
  });

  // Kept before the answer leaves: a repeat that arrives after it finds the answer, never a gap.
  app.addHook('onSend', async (request, _reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    if (held.answer) await store.keep(held.claim, held.answer.status, held.answer.body);
    else await store.release(held.claim);
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const held = request.idempotency;
    if (held) await store.release(held.claim);
  });
});
