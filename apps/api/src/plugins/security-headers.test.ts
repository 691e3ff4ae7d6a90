import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDiskStorage } from '../storage/disk-storage';
import securityHeaders, { cspNonce, useScriptHashes } from './security-headers';

/**
 * The @fastify/helmet configuration this plugin replaced (decision 0031), loaded without its types
 * (they would redeclare `reply.cspNonce`): the reference every kind of answer is compared with.
 */
async function helmetAsBefore(app: FastifyInstance, https: boolean): Promise<void> {
  const specifier = '@fastify/helmet';
  const helmet = (await import(specifier)).default as FastifyPluginAsync<Record<string, unknown>>;
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as unknown as { cspNonce: string }).cspNonce = 'NONCE';
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req: unknown, res: { cspNonce: string }) => `'nonce-${res.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: https,
  });
}

const HASHES = ["'sha256-abc='", "'sha256-def='"];

/** One route per kind of answer: JSON, a file's bytes, a page rendered with a nonce, a cached page. */
function kinds(
  app: FastifyInstance,
  withNonce: (reply: never) => string,
  withHashes: (reply: never) => void,
) {
  app.get('/json', async () => ({ success: true }));
  app.get('/file.css', async (_request, reply) => reply.type('text/css').send(Buffer.from('a{}')));
  app.get('/rendered', async (_request, reply) => {
    const nonce = withNonce(reply as never);
    return reply.type('text/html').send(`<script nonce="${nonce}">1</script>`);
  });
  app.get('/cached', async (_request, reply) => {
    withHashes(reply as never);
    return reply.type('text/html').send('<script>1</script>');
  });
}

/** The security headers of an answer: everything but what describes the body or the connection. */
function securityHeadersOf(response: LightMyRequestResponse): Record<string, unknown> {
  const {
    'content-type': _type,
    'content-length': _length,
    date: _date,
    connection: _c,
    ...rest
  } = response.headers;
  return rest;
}

describe.each([false, true])('security headers (https: %s)', (https) => {
  let ours: FastifyInstance;
  let helmet: FastifyInstance;

  beforeAll(async () => {
    ours = Fastify();
    await ours.register(securityHeaders, { https });
    kinds(ours, cspNonce, (reply) => useScriptHashes(reply, HASHES));
    helmet = Fastify();
    await helmetAsBefore(helmet, https);
    kinds(
      helmet,
      () => 'NONCE',
      (reply: { getHeader(name: string): unknown; header(name: string, value: string): void }) => {
        // What web.plugin.ts did with helmet's header: the nonce replaced by the page's hashes.
        const csp = String(reply.getHeader('content-security-policy'));
        reply.header('content-security-policy', csp.replace(/'nonce-[^']*'/, HASHES.join(' ')));
      },
    );
  });
  afterAll(async () => {
    await ours.close();
    await helmet.close();
  });

  it.each(['/json', '/file.css', '/cached'])('gives %s the headers helmet gave', async (url) => {
    const [mine, reference] = await Promise.all([ours.inject(url), helmet.inject(url)]);
    const withoutNonce = securityHeadersOf(reference);
    if (url !== '/cached') {
      // A nonce on JSON or a file allowed nothing: those answers now carry the policy without it.
      withoutNonce['content-security-policy'] = String(withoutNonce['content-security-policy']).replace(
        " 'nonce-NONCE'",
        '',
      );
    }
    expect(securityHeadersOf(mine)).toEqual(withoutNonce);
  });

  it('gives a rendered page the nonce its scripts carry, and helmet’s headers around it', async () => {
    const [first, second, reference] = await Promise.all([
      ours.inject('/rendered'),
      ours.inject('/rendered'),
      helmet.inject('/rendered'),
    ]);
    const nonce = /nonce="([^"]+)"/.exec(first.body)?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.body).not.toContain(nonce);
    const expected = securityHeadersOf(reference);
    expected['content-security-policy'] = String(expected['content-security-policy']).replace('NONCE', nonce);
    expect(securityHeadersOf(first)).toEqual(expected);
  });

  it('lets no inline script run on an answer that took neither a nonce nor hashes', async () => {
    const response = await ours.inject('/json');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('security headers of the whole app', () => {
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'h3-headers-'));
    const storage = createDiskStorage(path.join(dataDir, 'media'));
    await storage.put('autos/1/foto.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    app = await createTestApp({ storage });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(['/api/v1/catalogo', '/api/v1/automoviles', '/media/autos/1/foto.webp', '/api/v1/no-existe'])(
    'sends the same headers on %s, without a nonce',
    async (url) => {
      const response = await app.server.inject(url);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
          "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';connect-src 'self'",
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );
});
