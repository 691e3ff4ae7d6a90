import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNSUBSCRIBE_PATH } from '@motorplaza/domain/legal/unsubscribe-token';
import type { ServerContext } from '@motorplaza/domain/web/server-context';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { encodeBody, sendEncoded } from '../lib/encoded-body';
import {
  type FastPath,
  type HeaderList,
  type PrebuiltAnswer,
  prebuiltAnswer,
  writePrebuilt,
} from '../lib/fast-path';
import { cspNonce, useScriptHashes } from '../plugins/security-headers';
import { type CachedPage, canonicalPageUrl, createPageCache, inlineScriptHashes } from './page-cache';
import { staticFileRoutes } from './static-files';

const NONCE_HEADER = 'x-motorplaza-csp-nonce';

export type ContextFactory = (nonce: string) => ServerContext;

export type WebOptions = {
  context: ContextFactory;
  /** Changes whenever what public pages show changes (catalogue and settings versions). */
  pageGeneration?: () => Promise<string>;
  /** The same generation when it is known without waiting (catalogue built, settings loaded). */
  pageGenerationNow?: () => string | undefined;
  /** Answers kept bytes before Fastify (fast-path.ts), with these security headers (CSP without scripts). */
  fastPath?: { path: FastPath; securityHeaders: HeaderList };
} & (
  | { mode: 'production'; buildDir: string }
  | {
      /** `npm run dev`: Vite serves the modules and builds the server bundle on demand. */
      mode: 'development';
      build: () => Promise<ServerBuild>;
      middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    }
);

const PAGE_CACHE_LIMIT = 500;
const SKIPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'vary',
  'cache-control',
]);

/** Visitors' public pages (and their `.data` loader requests): staff see their own header. */
function isCacheable(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const url = request.url ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (url.startsWith('/admin')) return false;
  // The unsubscribe link's page is one per person (its token): never kept, never crowding others out.
  if (url.startsWith(UNSUBSCRIBE_PATH)) return false;
  return !/(?:^|;\s*)jwt=/.test(request.headers.cookie ?? '');
}

/**
 * A kept page's headers as `sendPage` gives them, built once per page: for the fast path, which
 * answers the next visitors of the page before Fastify.
 */
function fastPageHeaders(page: CachedPage, securityHeaders: HeaderList, policy: string): HeaderList {
  const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? 'text/html; charset=utf-8';
  return [
    ...securityHeaders.map(([name, value]) =>
      name === 'content-security-policy' ? ([name, policy] as const) : ([name, value] as const),
    ),
    ...page.headers.filter(([name]) => !SKIPPED_HEADERS.has(name)),
    ['vary', 'Accept-Encoding, Cookie'],
    ['cache-control', 'no-cache'],
    ['content-type', type],
  ];
}

function isKeepable(page: CachedPage): boolean {
  return page.status === 200 && !page.headers.some(([name]) => name === 'set-cookie');
}

/** Renders `pageUrl` (the request's canonical URL): the bytes kept are the same whichever variant came first. */
async function renderToBuffer(
  request: FastifyRequest,
  pageUrl: string,
  renderPage: ReturnType<typeof createRequestHandler>,
  context: ServerContext,
): Promise<CachedPage> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const url = `${request.protocol}://${request.host}${pageUrl}`;
  const response = await renderPage(new Request(url, { headers }), context as unknown as AppLoadContext);
  const html = await response.text();
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: await encodeBody(html),
    scriptHashes: inlineScriptHashes(html),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) if (!SKIPPED_HEADERS.has(name)) reply.header(name, value);
  useScriptHashes(reply, page.scriptHashes);
  const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? 'text/html; charset=utf-8';
  return sendEncoded(request, reply, page.body, type, 'no-cache', 'Accept-Encoding, Cookie');
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

/** build/client from memory with its precompressed copies (static-files.ts), and the server bundle. */
async function productionBuild(
  app: FastifyInstance,
  buildDir: string,
  fast: WebOptions['fastPath'],
): Promise<ServerBuild> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`Web build not found at ${serverEntry}: run "npm run build" first`);
  }
  await staticFileRoutes(app, {
    root: path.join(buildDir, 'client'),
    fastPath: fast?.path,
    securityHeaders: fast?.securityHeaders ?? [],
  });
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/** Serves apps/web: static files, then every other path through React Router with the API's context. */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  // Static files belong to the public pages: give them the public policy of rendered pages.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, operation: route.config?.operation ?? 'web.render' };
  });
  const build =
    options.mode === 'production'
      ? await productionBuild(app, options.buildDir, options.fastPath)
      : options.build;
  const listener = createRequestListener({
    build,
    mode: options.mode,
    getLoadContext: (request) =>
      options.context(request.headers.get(NONCE_HEADER) ?? '') as unknown as AppLoadContext,
  });

  const renderPage = createRequestHandler(build, options.mode);
  const cache = createPageCache(PAGE_CACHE_LIMIT);
  const pageGeneration = options.pageGeneration;
  /** Renders under way, by generation and canonical URL. */
  const renderings = new Map<string, Promise<CachedPage>>();
  const { fastPath, pageGenerationNow } = options;
  if (fastPath && pageGenerationNow) {
    const answers = new WeakMap<CachedPage, PrebuiltAnswer>();
    // The canonical URL of the raw ones seen lately: parsing a query per request would cost more than
    // sending the page. Cleared whole when full (crawlers inventing URLs cannot grow it).
    const canonical = new Map<string, string>();
    const canonicalOf = (url: string) => {
      let found = canonical.get(url);
      if (found === undefined) {
        if (canonical.size >= 2_000) canonical.clear();
        found = canonicalPageUrl(url);
        canonical.set(url, found);
      }
      return found;
    };
    fastPath.path.add((request, response) => {
      if (!isCacheable(request)) return false;
      const generation = pageGenerationNow();
      if (generation === undefined) return false;
      const page = cache.get(canonicalOf(request.url ?? '/'), generation);
      if (!page) return false;
      let answer = answers.get(page);
      if (!answer) {
        const policy = app.pagePolicies.withHashes(page.scriptHashes);
        answer = prebuiltAnswer(fastPageHeaders(page, fastPath.securityHeaders, policy), page.body);
        answers.set(page, answer);
      }
      writePrebuilt(request, response, answer);
      return true;
    });
  }

  await app.register(async (pages) => {
    // React Router reads the raw request itself: accept any content type without parsing it.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all(
      '/*',
      { config: { operation: 'web.render' }, schema: { hide: true } },
      async (request, reply) => {
        if (pageGeneration && isCacheable(request)) {
          const generation = await pageGeneration();
          const pageUrl = canonicalPageUrl(request.url);
          let page = cache.get(pageUrl, generation);
          if (!page) {
            // Visitors asking for the same page while it renders wait for that one render: after an
            // inventory change, 50 connections on one page cost one render, not 50 on the event loop.
            const key = `${generation}\n${pageUrl}`;
            let rendering = renderings.get(key);
            if (!rendering) {
              rendering = renderToBuffer(request, pageUrl, renderPage, options.context(cspNonce(reply)));
              renderings.set(key, rendering);
              void rendering.finally(() => renderings.delete(key)).catch(() => undefined);
            }
            page = await rendering;
            if (isKeepable(page)) cache.set(pageUrl, page, generation);
          }
          return sendPage(request, reply, page);
        }
        setNonceHeader(request.raw, cspNonce(reply));
        reply.hijack();
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value as string | number | readonly string[]);
        }
        const render = () => void listener(request.raw, reply.raw);
        if (options.mode === 'development') options.middleware(request.raw, reply.raw, render);
        else render();
        return reply;
      },
    );
  });
}
