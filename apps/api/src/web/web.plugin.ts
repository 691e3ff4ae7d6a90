import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ServerContext } from '@motorplaza/domain/web/server-context';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';

const NONCE_HEADER = 'x-motorplaza-csp-nonce';

export type ContextFactory = (nonce: string) => ServerContext;

function nonceOf(reply: FastifyReply): string {
  return (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script ?? '';
}

/**
 * Serves the production build of apps/web: hashed assets from build/client (cached for a year),
 * then every other path through React Router's request handler, with the API's context.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: { buildDir: string; context: ContextFactory },
) {
  const clientDir = path.join(options.buildDir, 'client');
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`Web build not found at ${serverEntry}: run "npm run build" first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  // Static files are public pages' assets: give them the public policy of rendered pages.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, operation: route.config?.operation ?? 'web.render' };
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const listener = createRequestListener({
    build,
    mode: 'production',
    getLoadContext: (request) =>
      options.context(request.headers.get(NONCE_HEADER) ?? '') as unknown as AppLoadContext,
  });

  await app.register(async (pages) => {
    // React Router reads the raw request itself: accept any content type without parsing it.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', { config: { operation: 'web.render' }, schema: { hide: true } }, (request, reply) => {
      // Always overwritten, so a client cannot choose the nonce.
      request.raw.headers[NONCE_HEADER] = nonceOf(reply);
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | number | readonly string[]);
      }
      void listener(request.raw, reply.raw);
    });
  });
}
