import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDataGeneration } from '../db/data-generation';
import { createAnswerCache } from './answer-cache';

let app: FastifyInstance;
let computed: string[];
let clock: { value: number };
const generation = createDataGeneration();

beforeEach(async () => {
  computed = [];
  clock = { value: 0 };
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const answers = createAnswerCache(generation, { maxEntries: 3, maxAgeMs: 10_000, now: () => clock.value });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-user'];
    request.user = who ? ({ sub: Number(who) } as never) : null;
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/lista',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: z.object({ page: z.number(), n: z.number() }) },
      },
    },
    async (request, reply) => {
      await answers.send(request, reply, async () => {
        computed.push(`${request.user?.sub ?? '-'}:${request.query.page}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (request.query.page === 13) throw new Error('no');
        // `secret` is not in the response schema: the kept bytes are the serialized answer, never more.
        return { page: request.query.page, n: computed.length, secret: 'x' };
      });
    },
  );
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, user = '1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'x-user': user, ...headers } });

describe('createAnswerCache', () => {
  it('computes once for requests that ask together, and answers the kept bytes after', async () => {
    const answers = await Promise.all([get('/lista'), get('/lista?page=1'), get('/lista')]);
    expect(computed).toEqual(['1:1']);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ page: 1, n: 1 });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.vary).toBe('Accept-Encoding, Authorization');
    }
    const brotli = await get('/lista', '1', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(computed).toEqual(['1:1']);
  });

  it('keeps one answer per user and per query', async () => {
    await get('/lista?page=2');
    await get('/lista?page=2', '2');
    await get('/lista?page=3');
    await get('/lista?page=2');
    expect(computed).toEqual(['1:2', '2:2', '1:3']);
  });

  it('computes again once the generation moves, even when it moved during the computation', async () => {
    await get('/lista?page=4');
    generation.bump();
    const during = get('/lista?page=4');
    await new Promise((resolve) => setTimeout(resolve, 5));
    generation.bump();
    await during;
    await get('/lista?page=4');
    expect(computed).toEqual(['1:4', '1:4', '1:4']);
    await get('/lista?page=4');
    expect(computed).toHaveLength(3);
  });

  it('computes again when the answer is older than its age limit', async () => {
    await get('/lista?page=5');
    clock.value += 9_999;
    await get('/lista?page=5');
    clock.value += 1;
    await get('/lista?page=5');
    expect(computed).toEqual(['1:5', '1:5']);
  });

  it('keeps no failure, and drops the least recently used answer beyond its size', async () => {
    expect((await get('/lista?page=13')).statusCode).toBe(500);
    expect((await get('/lista?page=13')).statusCode).toBe(500);
    expect(computed).toEqual(['1:13', '1:13']);
    computed = [];
    for (const page of [6, 7, 8, 6, 9, 6, 7]) await get(`/lista?page=${page}`);
    // 6, 7, 8 kept; 6 used; 9 drops 7 (least recently used); 6 is still kept; 7 is computed again.
    expect(computed).toEqual(['1:6', '1:7', '1:8', '1:9', '1:7']);
  });
});
