import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataGeneration } from '../db/data-generation';
import { type EncodedBody, encodeBody, sendEncoded } from './encoded-body';
import { createKept } from './kept';

/** How many answers are kept (least recently used dropped first). */
const MAX_ENTRIES = 1_000;
/**
 * How long an answer is kept even when nothing is written: lists show values that age with the clock
 * (a complaint's days left, "hace 5 min"), so a kept page is never older than this.
 */
const MAX_AGE_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff lists' answers, kept per generation of the data (app.ts). */
    answers: AnswerCache;
  }
}

export interface AnswerCache {
  /**
   * Answers a staff list from the last computation for this user, route and validated query while the
   * data's generation has not moved (decision 0036); otherwise runs `compute` once for every request
   * that asks meanwhile, serializes it with the route's response schema and encodes it once.
   */
  send<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    compute: () => Promise<unknown>,
  ): Promise<Reply>;
}

export function createAnswerCache(
  generation: DataGeneration,
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
): AnswerCache {
  const bodies = createKept<string, EncodedBody>(generation, {
    maxEntries: options.maxEntries ?? MAX_ENTRIES,
    maxAgeMs: options.maxAgeMs ?? MAX_AGE_MS,
    now: options.now,
  });
  return {
    async send(request, reply, compute) {
      // The answer depends on who asks (role, permissions, "mine first"), the route and the query as
      // validated (defaults filled in, so `?page=1` and no page are one entry).
      const key = `${request.user?.sub ?? '-'}\u0000${request.routeOptions.url}\u0000${JSON.stringify(request.query)}`;
      const body = await bodies.get(key, () =>
        compute().then((payload) => encodeBody(reply.serialize(payload) as string)),
      );
      return sendEncoded(
        request,
        reply,
        body,
        'application/json; charset=utf-8',
        'private, no-store',
        'Accept-Encoding, Authorization',
      ) as typeof reply;
    },
  };
}
