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
import type { CatalogState } from '@motorplaza/domain/catalog/catalog-state';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { createAnswerCache } from './lib/answer-cache';
import { createFastPath } from './lib/fast-path';
import { loggedUrl } from './lib/logged-url';
import { safeError } from './lib/safe-error';
import { createMailDrainer, type MailDrainer, type MailDrainerOptions } from './mail/mail-drainer';
import { createMailTransport } from './mail/mail-transport';
import { createUnsubscribeLinks, type UnsubscribeLinks } from './mail/unsubscribe-links';
import { accessoryRoutes } from './modules/accessories/accessory.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import authenticate from './modules/auth/authenticate';
import type { TokenService } from './modules/auth/token.service';
import { catalogFastHandler, catalogRoutes } from './modules/catalog/catalog.routes';
import { type CatalogService, createCatalogService } from './modules/catalog/catalog.service';
import { clientRoutes } from './modules/clients/client.routes';
import { complaintRoutes } from './modules/complaints/complaint.routes';
import { createComplaintService } from './modules/complaints/complaint.service';
import { complaintAdminRoutes } from './modules/complaints/complaint-admin.routes';
import { createComplaintAdminService } from './modules/complaints/complaint-admin.service';
import { copyAttachments, recordComplaintMailSent } from './modules/complaints/complaint-mail';
import { holidayRoutes } from './modules/complaints/holiday.routes';
import { createHolidayService } from './modules/complaints/holiday.service';
import { marketingWithdrawalRoutes } from './modules/consent/marketing-withdrawal.routes';
import { createMarketingWithdrawalService } from './modules/consent/marketing-withdrawal.service';
import { marketingWithdrawalAdminRoutes } from './modules/consent/marketing-withdrawal-admin.routes';
import { marketingWithdrawalOneClickRoutes } from './modules/consent/marketing-withdrawal-one-click.routes';
import { healthRoutes } from './modules/health/health.routes';
import { carLeadsRoutes } from './modules/leads/car-leads.routes';
import { interestRoutes } from './modules/leads/interest.routes';
import { interestedRoutes } from './modules/leads/interested.routes';
import { createInterestedService } from './modules/leads/interested.service';
import { leadSaleRoutes } from './modules/leads/lead-sale.routes';
import { createLeadSaleService } from './modules/leads/lead-sale.service';
import { mediaRoutes } from './modules/media/media.routes';
import { movementRoutes } from './modules/movements/movement.routes';
import { offerConfirmRoutes } from './modules/offers/offer-confirm.routes';
import { createOfferConfirmService } from './modules/offers/offer-confirm.service';
import { createOfferConfirmLinks, type OfferConfirmLinks } from './modules/offers/offer-confirm-links';
import { startOfferSweep } from './modules/offers/offer-retention';
import { sellOfferRoutes } from './modules/offers/sell-offer.routes';
import { createSellOfferService } from './modules/offers/sell-offer.service';
import { sellOfferAdminRoutes } from './modules/offers/sell-offer-admin.routes';
import { createSellOfferAdminService } from './modules/offers/sell-offer-admin.service';
import { sellerOfferRoutes } from './modules/offers/seller-offer.routes';
import { createSellerOfferService } from './modules/offers/seller-offer.service';
import { reportRoutes } from './modules/reports/report.routes';
import { createReportService } from './modules/reports/report.service';
import { securityTxtRoutes } from './modules/seo/security-txt.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { userRoutes } from './modules/users/user.routes';
import { userAdminRoutes } from './modules/users/user-admin.routes';
import { vehicleReadRoutes } from './modules/vehicles/vehicle.routes';
import { createVehicleQueries } from './modules/vehicles/vehicle.service';
import { createVehicleSaveService } from './modules/vehicles/vehicle-save.service';
import { createVehicleStatusService } from './modules/vehicles/vehicle-status.service';
import { vehicleWriteRoutes } from './modules/vehicles/vehicle-write.routes';
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
  mail?: Partial<Omit<MailDrainerOptions, 'db' | 'log' | 'from'>>;
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
}

/**
 * For the pages' loaders: while the database is away a page answers 503 (React Router renders a
 * thrown Response with its status), not a 500.
 */
function unavailableAs503<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw new Response(null, { status: 503 });
    throw error;
  });
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
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            serializers: {
              err: safeError,
              // Query strings carry what people search for (a DNI, a name, a plate),
              // and paths carry them too (/clientes/dni/87654321): the route's pattern only (issue 23).
              req: (request) => ({
                method: request.method,
                url: loggedUrl(request),
                remoteAddress: request.ip,
              }),
            },
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.contrasena',
              ],
              censor: '[oculto]',
            },
          },
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
  // Outgoing mail leaves from the outbox in the background (decision 0025). It stops on close,
  // before the database does (the server's close runs these hooks first).
  const mailTransport = deps.mail?.transport ?? createMailTransport(config.mail);
  const mail = createMailDrainer({
    db: database.db,
    from: config.mail.from,
    log: app.log.child({ module: 'mail' }),
    ...deps.mail,
    transport: mailTransport,
    renderAttachments: (reference) => copyAttachments(database.db, reference),
    // The complaints book records when its copies and answers left (docs/decisions/0028).
    onSent: async (sent) => {
      await recordComplaintMailSent(database.db, sent);
      await deps.mail?.onSent?.(sent);
    },
  });
  app.addHook('onReady', async () => {
    app.log.info({ transport: mailTransport.description }, 'mail outbox drainer started');
    mail.start();
  });
  app.addHook('onClose', async () => mail.stop());
  // Unconfirmed offers expire and old offer photos go, on every instance (issue 23).
  let offerSweep: ReturnType<typeof startOfferSweep> | undefined;
  app.addHook('onReady', async () => {
    offerSweep = startOfferSweep({
      db: database.db,
      storage,
      log: app.log.child({ module: 'offer-sweep' }),
      everyMs: 60_000,
    });
  });
  app.addHook('onClose', async () => offerSweep?.stop());
  // Several processes on one PostgreSQL drop each other's cached catalogue, pages and settings
  // through LISTEN/NOTIFY (decision 0033); the listener closes with the database.
  app.addHook('onReady', async () => {
    await database.notices.start(app.log.child({ module: 'cache-notices' }));
  });
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

  // 3. Routes.
  const settings = createSettingsService(database.db, database.notices);
  const auth = createAuthService(database.db, tokens);
  const catalog = createCatalogService(database.db, database.notices);
  const interested = createInterestedService(database.db, catalog);
  const leadSales = createLeadSaleService(database.db, catalog, () => mail.wake());
  const unsubscribe = createUnsubscribeLinks(deps.unsubscribeSecret, config.publicUrl);
  const offerConfirmLinks = createOfferConfirmLinks(deps.unsubscribeSecret, config.publicUrl);
  const withdrawals = createMarketingWithdrawalService(database.db, unsubscribe);
  const vehicleQueries = createVehicleQueries(database.db, { generation: catalog.generation });
  const complaints = createComplaintService({
    db: database.db,
    settings,
    tokens,
    wakeMail: () => mail.wake(),
    publicUrl: config.publicUrl,
  });
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
  await app.register(
    async (api) => {
      await api.register(noStore);
      await api.register(healthRoutes, { db: database.db });
      await api.register(authRoutes, { prefix: '/auth', auth, secureCookies: https });
      await api.register(settingsRoutes, { settings });
      await api.register(catalogRoutes, { catalog });
      fastPath.add(catalogFastHandler(catalog, securityHeaderSet(https)));
      await api.register(interestRoutes, { interested });
      await api.register(interestedRoutes, { prefix: '/interesados', db: database.db, interested });
      // A lead closed as sold sells its car (decision 0040).
      await api.register(leadSaleRoutes, { prefix: '/interesados', sales: leadSales });
      // Sell your car (decision 0027): each new offer e-mails the team through the outbox.
      await api.register(sellOfferRoutes, {
        offers: createSellOfferService({
          db: database.db,
          storage,
          settings,
          mail,
          publicUrl: config.publicUrl,
          confirmLinks: offerConfirmLinks,
          rateLimitAllow: config.rateLimitAllow,
        }),
      });
      // The seller confirms a held offer through the e-mail's link (issue 23).
      await api.register(offerConfirmRoutes, {
        confirmations: createOfferConfirmService({
          db: database.db,
          settings,
          mail,
          publicUrl: config.publicUrl,
          confirmLinks: offerConfirmLinks,
        }),
      });
      // The seller's look-up, move and cancel (decision 0043).
      await api.register(sellerOfferRoutes, {
        sellers: createSellerOfferService({
          db: database.db,
          settings,
          mail,
          publicUrl: config.publicUrl,
        }),
      });
      await api.register(sellOfferAdminRoutes, {
        prefix: '/ofertas',
        db: database.db,
        storage,
        admin: createSellOfferAdminService(database.db),
      });
      await api.register(userRoutes, { prefix: '/usuario', db: database.db, auth, secureCookies: https });
      await api.register(userAdminRoutes, { prefix: '/usuario', db: database.db, storage });
      await api.register(movementRoutes, { prefix: '/usuario/logs', db: database.db });
      await api.register(vehicleReadRoutes, { prefix: '/automoviles', queries: vehicleQueries });
      // Every inventory change calls catalog.invalidate(), so the public catalogue follows at once.
      await api.register(vehicleWriteRoutes, {
        prefix: '/automoviles',
        saving: createVehicleSaveService(database.db, storage, catalog),
        statuses: createVehicleStatusService(database.db, catalog, () => mail.wake()),
      });
      await api.register(carLeadsRoutes, { prefix: '/automoviles', db: database.db });
      await api.register(clientRoutes, { prefix: '/clientes', db: database.db });
      await api.register(marketingWithdrawalRoutes, { prefix: '/bajas-publicidad', withdrawals });
      await api.register(marketingWithdrawalAdminRoutes, {
        prefix: '/bajas-publicidad',
        db: database.db,
        withdrawals,
      });
      await api.register(complaintRoutes, { prefix: '/reclamos', complaints });
      await api.register(complaintAdminRoutes, {
        prefix: '/libro-reclamaciones',
        admin: createComplaintAdminService(database.db, () => mail.wake()),
        complaints,
      });
      await api.register(holidayRoutes, { prefix: '/feriados', holidays: createHolidayService(database.db) });
      // Vehicle pages show their accessories' names: a change drops the visitors' rendered pages too.
      await api.register(accessoryRoutes, { prefix: '/accesorios', db: database.db, catalog });
      // The status report is the inventory's own count (decision 0024), so both always agree.
      await api.register(reportRoutes, {
        prefix: '/reportes',
        reports: createReportService(database.db, { now: deps.now }),
        vehicles: vehicleQueries,
      });
      api.all(
        '/*',
        { config: { operation: 'api.notFound' }, schema: { hide: true } },
        async (request, reply) => refuseUnserved(allowedMethods, request, reply),
      );
    },
    { prefix: '/api/v1' },
  );
  app.all(
    '/api/*',
    { config: { operation: 'api.notFound' }, schema: { hide: true } },
    async (request, reply) => refuseUnserved(allowedMethods, request, reply),
  );
  await app.register(mediaRoutes, { prefix: '/media', storage });
  // The marketing e-mails' one-click unsubscribe, POSTed to the link's own page address (RFC 8058).
  await app.register(marketingWithdrawalOneClickRoutes, { withdrawals, links: unsubscribe });
  await app.register(seoRoutes, { db: database.db, catalog, publicUrl: config.publicUrl });
  await app.register(securityTxtRoutes, { settings, publicUrl: config.publicUrl, now: deps.now });

  // 4. The web app for every other path.
  const web = deps.web;
  if (web) {
    const context = (cspNonce: string) => ({
      cspNonce,
      appVersion: deps.appVersion,
      publicUrl: config.publicUrl,
      getSiteSettings: () => unavailableAs503(settings.get()),
      getCatalog: () => unavailableAs503(catalog.snapshot()),
      getCatalogPage: (state: CatalogState) => unavailableAs503(catalog.page(state)),
      getVehicle: async (idAuto: number) => (await unavailableAs503(catalog.vehicle(idAuto))) ?? null,
      // The user as they are now, not as the token's claims were signed (decision 0044).
      getSessionUser: async (cookieHeader: string | null) => {
        const token = cookieHeader ? app.parseCookie(cookieHeader).jwt : undefined;
        return token ? app.sessionOfToken(token) : null;
      },
    });
    // The catalogue's generation too: an invalidation that leaves the catalogue's JSON as it was (an
    // accessory's name, shown on vehicle pages) still drops the pages, here and in other processes.
    const pageGeneration = async () =>
      `${catalog.generation()}|${(await catalog.snapshot()).version}|${(await settings.get()).version}`;
    // Development renders every time, so edits show at once.
    const pageGenerationNow = () => {
      const built = catalog.built();
      const kept = settings.current();
      return built && kept ? `${catalog.generation()}|${built.version}|${kept.version}` : undefined;
    };
    const cached =
      web.mode === 'production'
        ? {
            pageGeneration,
            pageGenerationNow,
            fastPath: { path: fastPath, securityHeaders: securityHeaderSet(https) },
          }
        : {};
    await app.register(async (scope) => webPlugin(scope, { ...web, context, ...cached }));
  }
  return { server: app, settings, catalog, mail, unsubscribe, offerConfirmLinks };
}
