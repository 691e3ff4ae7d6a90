import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { FastPath } from './lib/fast-path';
import type { MailDrainer } from './mail/mail-drainer';
import type { UnsubscribeLinks } from './mail/unsubscribe-links';
import { accessoryRoutes } from './modules/accessories/accessory.routes';
import { registerAlertModule } from './modules/alerts/alert.module';
import type { AlertService } from './modules/alerts/alert.service';
import type { AlertLinks } from './modules/alerts/alert-links';
import { alertOneClickRoutes } from './modules/alerts/alert-one-click.routes';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthService } from './modules/auth/auth.service';
import type { TokenService } from './modules/auth/token.service';
import { catalogFastHandler, catalogRoutes } from './modules/catalog/catalog.routes';
import type { CatalogService } from './modules/catalog/catalog.service';
import { clientRoutes } from './modules/clients/client.routes';
import { registerComplaintModule } from './modules/complaints/complaint.module';
import { registerConsentModule } from './modules/consent/consent.module';
import type { MarketingWithdrawalService } from './modules/consent/marketing-withdrawal.service';
import { marketingWithdrawalOneClickRoutes } from './modules/consent/marketing-withdrawal-one-click.routes';
import { healthRoutes } from './modules/health/health.routes';
import { carLeadsRoutes } from './modules/leads/car-leads.routes';
import { registerLeadModule } from './modules/leads/lead.module';
import { carSalesWith } from './modules/leads/lead-sale';
import { mediaRoutes } from './modules/media/media.routes';
import { movementRoutes } from './modules/movements/movement.routes';
import { registerOfferModule } from './modules/offers/offer.module';
import type { OfferConfirmLinks } from './modules/offers/offer-confirm-links';
import { reportRoutes } from './modules/reports/report.routes';
import { createReportService } from './modules/reports/report.service';
import { securityTxtRoutes } from './modules/seo/security-txt.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import type { SettingsService } from './modules/settings/settings.service';
import { registerTestDriveModule } from './modules/test-drives/test-drive.module';
import { testDriveBookings } from './modules/test-drives/test-drive-release';
import { registerUserModule } from './modules/users/user.module';
import { registerVehicleModule } from './modules/vehicles/vehicle.module';
import type { VehicleQueries } from './modules/vehicles/vehicle.service';
import { securityHeaderSet } from './plugins/security-headers';
import type { Storage } from './storage/storage';

/** What the modules are built from: the app's dependencies and the services more than one module reads. */
export interface AppServices {
  db: Db;
  storage: Storage;
  tokens: TokenService;
  mail: MailDrainer;
  https: boolean;
  publicUrl: string;
  rateLimitAllow: readonly string[];
  now: (() => Date) | undefined;
  fastPath: FastPath;
  settings: SettingsService;
  auth: AuthService;
  catalog: CatalogService;
  vehicleQueries: VehicleQueries;
  withdrawals: MarketingWithdrawalService;
  unsubscribe: UnsubscribeLinks;
  offerConfirmLinks: OfferConfirmLinks;
  alerts: AlertService;
  alertLinks: AlertLinks;
}

type Registration = (scope: FastifyInstance, services: AppServices) => PromiseLike<unknown>;

/**
 * The API's modules under /api/v1, one entry each. The order is the routes' and so the order of the
 * paths in the OpenAPI document; the lead list of a car lives with the leads but is listed after the
 * inventory, where its path is.
 */
const API_MODULES: readonly Registration[] = [
  (api, { db }) => api.register(healthRoutes, { db }),
  (api, { auth, https }) => api.register(authRoutes, { prefix: '/auth', auth, secureCookies: https }),
  (api, { settings }) => api.register(settingsRoutes, { settings }),
  async (api, { catalog, fastPath, https }) => {
    await api.register(catalogRoutes, { catalog });
    fastPath.add(catalogFastHandler(catalog, securityHeaderSet(https)));
  },
  // A car leaving the sale frees its test drives (issue 26), on every path that changes its status.
  (api, deps) => registerLeadModule(api, { ...deps, bookings: testDriveBookings(deps) }),
  // 'Avísame cuando llegue' (issue 26), beside the catalogue it watches.
  registerAlertModule,
  registerOfferModule,
  registerTestDriveModule,
  registerUserModule,
  (api, { db }) => api.register(movementRoutes, { prefix: '/usuario/logs', db }),
  (api, deps) => registerVehicleModule(api, { ...deps, sales: carSalesWith(testDriveBookings(deps)) }),
  (api, { db }) => api.register(carLeadsRoutes, { prefix: '/automoviles', db }),
  (api, { db }) => api.register(clientRoutes, { prefix: '/clientes', db }),
  registerConsentModule,
  registerComplaintModule,
  // Vehicle pages show their accessories' names: a change drops the visitors' rendered pages too.
  (api, { db, catalog }) => api.register(accessoryRoutes, { prefix: '/accesorios', db, catalog }),
  // The status report is the inventory's own count (decision 0024), so both always agree.
  (api, { db, now, vehicleQueries }) =>
    api.register(reportRoutes, {
      prefix: '/reportes',
      reports: createReportService(db, { now }),
      vehicles: vehicleQueries,
    }),
];

/** The routes outside /api: media, the one-click unsubscribe and the files search engines read. */
const SITE_MODULES: readonly Registration[] = [
  (app, { storage }) => app.register(mediaRoutes, { prefix: '/media', storage }),
  // The marketing e-mails' one-click unsubscribe, POSTed to the link's own page address (RFC 8058).
  (app, { withdrawals, unsubscribe }) =>
    app.register(marketingWithdrawalOneClickRoutes, { withdrawals, links: unsubscribe }),
  // The alert e-mails' one-click unsubscribe, POSTed to the alerts page's address (RFC 8058).
  (app, { alerts, alertLinks }) => app.register(alertOneClickRoutes, { alerts, links: alertLinks }),
  (app, { db, catalog, publicUrl }) => app.register(seoRoutes, { db, catalog, publicUrl }),
  (app, { settings, publicUrl, now }) => app.register(securityTxtRoutes, { settings, publicUrl, now }),
];

async function registerAll(scope: FastifyInstance, modules: readonly Registration[], services: AppServices) {
  for (const register of modules) await register(scope, services);
}

export const registerApiModules = (api: FastifyInstance, services: AppServices) =>
  registerAll(api, API_MODULES, services);
export const registerSiteModules = (app: FastifyInstance, services: AppServices) =>
  registerAll(app, SITE_MODULES, services);
