import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ServerContext } from '@motorplaza/domain/web/server-context';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';

const NONCE_HEADER = 'x-motorplaza-csp-nonce';

export type ContextFactory = (nonce: string) => ServerContext;

export type WebOptions = { context: ContextFactory } & (
  | { mode: 'production'; buildDir: string }
  | {
      /** `npm run dev`: Vite serves the modules and builds the server bundle on demand. */
      mode: 'development';
      build: () => Promise<ServerBuild>;
      middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    }
);

function nonceOf(reply: FastifyReply): string {
  return (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script ?? '';
}

/**
 * Hands the nonce to React Router, which builds its Request from `rawHeaders`: any copy the client
 * sent is removed first, so a client cannot choose the nonce.
 */
function setNonceHeader(raw: IncomingMessage, nonce: string): void {
  const kept: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    const name = raw.rawHeaders[i] ?? '';
    if (name.toLowerCase() !== NONCE_HEADER) kept.push(name, raw.rawHeaders[i + 1] ?? '');
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept, NONCE_HEADER, nonce);
  raw.headers[NONCE_HEADER] = nonce;
}

/** Hashed assets from build/client are cached for a year; other public files for an hour. */
async function productionBuild(app: FastifyInstance, buildDir: string): Promise<ServerBuild> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`Web build not found at ${serverEntry}: run "npm run build" first`);
  }
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
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
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/** Serves apps/web: static files, then every other path through React Router with the API's context. */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  // Static files belong to the public pages: give them the public policy of rendered pages.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, operation: route.config?.operation ?? 'web.render' };
  });
  const build = options.mode === 'production' ? await productionBuild(app, options.buildDir) : options.build;
  const listener = createRequestListener({
    build,
    mode: options.mode,
    getLoadContext: (request) =>
      options.context(request.headers.get(NONCE_HEADER) ?? '') as unknown as AppLoadContext,
  });

  await app.register(async (pages) => {
    // React Router reads the raw request itself: accept any content type without parsing it.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', { config: { operation: 'web.render' }, schema: { hide: true } }, (request, reply) => {
      setNonceHeader(request.raw, nonceOf(reply));
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | number | readonly string[]);
      }
      const render = () => void listener(request.raw, reply.raw);
      if (options.mode === 'development') options.middleware(request.raw, reply.raw, render);
      else render();
    });
  });
}
