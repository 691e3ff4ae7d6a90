import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OperationId } from '@motorplaza/domain/access/api-policies';
import { COMMON_PASSWORDS } from '@motorplaza/domain/auth/common-passwords';
import { registerCommonPasswords } from '@motorplaza/domain/auth/password-policy';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type BackgroundDeps, startBackgroundWork } from './app-background';
import { loggerOptions } from './app-logger';
import { type AppServices, registerApiModules, registerSiteModules } from './app-routes';
import type { Config } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database } from './db/client';
import { createAnswerCache } from './lib/answer-cache';
import { createFastPath } from './lib/fast-path';
import type { MailDrainer } from './mail/mail-drainer';
import { createUnsubscribeLinks, type UnsubscribeLinks } from './mail/unsubscribe-links';
import { createAlertService } from './modules/alerts/alert.service';
import { type AlertLinks, createAlertLinks } from './modules/alerts/alert-links';
import { createAuthService } from './modules/auth/auth.service';
import authenticate from './modules/auth/authenticate';
import type { TokenService } from './modules/auth/token.service';
import { type CatalogService, createCatalogService } from './modules/catalog/catalog.service';
import { createMarketingWithdrawalService } from './modules/consent/marketing-withdrawal.service';
import { createOfferConfirmLinks, type OfferConfirmLinks } from './modules/offers/offer-confirm-links';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { createVehicleQueries } from './modules/vehicles/vehicle.service';
import accessControl from './plugins/access-control';
import { apiDescriptionOptions } from './plugins/api-description';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import idempotency from './plugins/idempotency';
import { createAllowedMethods, digitsOnlyIds, refuseUnserved } from './plugins/method-not-allowed';
import noStore from './plugins/no-store';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import sameOrigin from './plugins/same-origin';
import securityHeaders, { securityHeaderSet } from './plugins/security-headers';
import type { Storage } from './storage/storage';
import { pageCaching, pageContext } from './web/page-context';
import { type WebOptions, webPlugin } from './web/web.plugin';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation whose policy (packages/domain access/api-policies) guards this route. */
    operation?: OperationId;
  }
  interface FastifyInstance {
    registeredRoutes: RouteOptions[];
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  storage: Storage;
  tokens: TokenService;
  /** Signs the unsubscribe links of marketing e-mails (decision 0029). */
  unsubscribeSecret: Uint8Array;
  appVersion: string;
  /** How to serve the web app; null for an API-only instance (tests). */
  web: DistributiveOmit<WebOptions, 'context'> | null;
  logger?: boolean;
  /** Where JSON log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The clock of the answers that depend on today (the reports' months); tests pin it. */
  now?: () => Date;
  /** The outbox drainer's transport and timings (tests); default from `config.mail`. */
  mail?: BackgroundDeps['mail'];
  /** How often the catalogue alerts' background work runs (tests run it by hand). */
  alertWorkMs?: number;
}

export interface App {
  server: FastifyInstance;
  /** The e-mail outbox's sender (decision 0025); runs from `ready` to `close`. */
  mail: MailDrainer;
  settings: SettingsService;
  catalog: CatalogService;
  /** The signed one-click links that every marketing e-mail carries (decision 0029). */
  unsubscribe: UnsubscribeLinks;
  /** The signed links that confirm a public offer (issue 23). */
  offerConfirmLinks: OfferConfirmLinks;
  /** The signed links of the catalogue alerts (issue 26). */
  alertLinks: AlertLinks;
}

/** Builds the whole application; plugins load in a fixed order (external, own, routes, web). */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database, storage, tokens } = deps;
  // New passwords are checked against the shipped common-password list (issue 23).
  registerCommonPasswords(COMMON_PASSWORDS);
  const https = config.publicUrl.startsWith('https://');
  // Bytes already built (web build files, catalogue JSON, kept pages) leave before Fastify (decision 0031).
  const fastPath = createFastPath();
  const app = Fastify({
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!fastPath.handle(request, response)) handler(request, response);
      });
      // Fastify's own default for the servers it creates.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    logger: loggerOptions(config, deps),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Unique across restarts and instances: the movements log keeps it (decision 0018), so a log
    // line and an audit entry can be matched long after the process that wrote them.
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    // Loading the web build (React Router's server bundle) can take more than Fastify's default 10 s
    // on a busy machine; a slow start is better than a failed one.
    pluginTimeout: 60_000,
    frameworkErrors,
    bodyLimit: 1024 * 1024,
  });
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool reconnects on the next query'),
  );
  // Graceful shutdown: in-flight requests finish; their keep-alive connections then close too.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    fastPath.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const alertLinks = createAlertLinks(deps.unsubscribeSecret, config.publicUrl);
  const mail = startBackgroundWork(app, deps, alertLinks);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. External plugins.
  await app.register(securityHeaders, { https });
  // Dynamic answers only (staff lists, reports): cached bytes are encoded once (lib/encoded-body.ts)
  // and the web build's files at build time, both with `compress: false`. Brotli at quality 4 and
  // always through zlib's streams on the thread pool, never synchronously on the event loop.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 0,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // On PostgreSQL the counts are in the database, shared by every instance; PGlite has one process
  // (docs/decisions/0051-rate-limits-in-the-database.md).
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
    ...(config.rateLimitAllow.length > 0 ? { allowList: config.rateLimitAllow } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: HTTP_MESSAGES.tooManyRequests,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 5_000_000, files: 26, fields: 60 } });
  // The description is generated from the routes: schemas, security and statuses (api-description.ts).
  await app.register(swagger, apiDescriptionOptions(deps.appVersion));

  // 2. Our own plugins: errors, who is calling, what they may do.
  await app.register(errorHandler);
  // Writes sent from other sites' pages are refused before anything is read or counted.
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  // The session user is kept until the data changes (decision 0036).
  await app.register(authenticate, { tokens, db: database.db, generation: database.generation });
  await app.register(accessControl);
  // One submission, one record: the routes that create records replay a repeated key's first answer.
  await app.register(idempotency, { db: database.db });
  // Staff lists answered from their last computation until the data changes (decision 0036).
  app.decorate('answers', createAnswerCache(database.generation));

  // 3. Routes: each module registers its own (app-routes.ts).
  const settings = createSettingsService(database.db, database.notices);
  const catalog = createCatalogService(database.db, database.notices);
  const unsubscribe = createUnsubscribeLinks(deps.unsubscribeSecret, config.publicUrl);
  const offerConfirmLinks = createOfferConfirmLinks(deps.unsubscribeSecret, config.publicUrl);
  const services: AppServices = {
    db: database.db,
    storage,
    tokens,
    mail,
    https,
    publicUrl: config.publicUrl,
    rateLimitAllow: config.rateLimitAllow,
    now: deps.now,
    fastPath,
    settings,
    auth: createAuthService(database.db, tokens),
    catalog,
    vehicleQueries: createVehicleQueries(database.db, { generation: catalog.generation }),
    withdrawals: createMarketingWithdrawalService(database.db, unsubscribe),
    unsubscribe,
    offerConfirmLinks,
    alerts: createAlertService({ db: database.db, links: alertLinks, mail }),
    alertLinks,
  };
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, operation: 'docs.read' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  });
  // A known path asked with a method it does not serve answers 405 with Allow (method-not-allowed.ts),
  // and ids are digits in the router, so a word in their place is such a path.
  app.addHook('onRoute', digitsOnlyIds);
  const allowedMethods = createAllowedMethods(app);
  // Fresh options for each catch-all: Fastify and its hooks may write to a route's options.
  const unserved = () => ({ config: { operation: 'api.notFound' as const }, schema: { hide: true } });
  await app.register(
    async (api) => {
      await api.register(noStore);
      await registerApiModules(api, services);
      api.all('/*', unserved(), async (request, reply) => refuseUnserved(allowedMethods, request, reply));
    },
    { prefix: '/api/v1' },
  );
  app.all('/api/*', unserved(), async (request, reply) => refuseUnserved(allowedMethods, request, reply));
  await registerSiteModules(app, services);

  // 4. The web app for every other path.
  const web = deps.web;
  if (web) {
    const context = pageContext({
      app,
      appVersion: deps.appVersion,
      publicUrl: config.publicUrl,
      settings,
      catalog,
    });
    const cached = pageCaching(web.mode, services, {
      path: fastPath,
      securityHeaders: securityHeaderSet(https),
    });
    await app.register(async (scope) => webPlugin(scope, { ...web, context, ...cached }));
  }
  return { server: app, settings, catalog, mail, unsubscribe, offerConfirmLinks, alertLinks };
}
