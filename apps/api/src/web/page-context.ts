import type { CatalogState } from '@motorplaza/domain/catalog/catalog-state';
import type { PriceStoryVehicle } from '@motorplaza/domain/catalog/price-story';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { FastPath, HeaderList } from '../lib/fast-path';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { SettingsService } from '../modules/settings/settings.service';
import type { ContextFactory, WebOptions } from './web.plugin';

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

export interface PageSources {
  app: FastifyInstance;
  appVersion: string;
  publicUrl: string;
  settings: SettingsService;
  catalog: CatalogService;
}

/** What the web app's loaders read on the server: the site's settings, the catalogue and the session user. */
export function pageContext({ app, appVersion, publicUrl, settings, catalog }: PageSources): ContextFactory {
  return (cspNonce: string) => ({
    cspNonce,
    appVersion,
    publicUrl,
    getSiteSettings: () => unavailableAs503(settings.get()),
    getCatalog: () => unavailableAs503(catalog.snapshot()),
    getCatalogPage: (state: CatalogState) => unavailableAs503(catalog.page(state)),
    getVehicle: async (idAuto: number) => (await unavailableAs503(catalog.vehicle(idAuto))) ?? null,
    getComparedVehicles: (ids: readonly number[]) => unavailableAs503(catalog.compared(ids)),
    getPriceStory: (vehicle: PriceStoryVehicle) => unavailableAs503(catalog.priceStory(vehicle)),
    // The user as they are now, not as the token's claims were signed (decision 0044).
    getSessionUser: async (cookieHeader: string | null) => {
      const token = cookieHeader ? app.parseCookie(cookieHeader).jwt : undefined;
      return token ? app.sessionOfToken(token) : null;
    },
  });
}

/**
 * In production, visitors' pages are kept per generation and the kept bytes leave through the fast
 * path; development renders every time, so edits show at once.
 */
export function pageCaching(
  mode: WebOptions['mode'],
  { settings, catalog }: Pick<PageSources, 'settings' | 'catalog'>,
  fastPath: { path: FastPath; securityHeaders: HeaderList },
): Pick<WebOptions, 'pageGeneration' | 'pageGenerationNow' | 'fastPath'> {
  if (mode !== 'production') return {};
  // The catalogue's generation too: an invalidation that leaves the catalogue's JSON as it was (an
  // accessory's name, shown on vehicle pages) still drops the pages, here and in other processes.
  const pageGeneration = async () =>
    `${catalog.generation()}|${(await catalog.snapshot()).version}|${(await settings.get()).version}`;
  const pageGenerationNow = () => {
    const built = catalog.built();
    const kept = settings.current();
    return built && kept ? `${catalog.generation()}|${built.version}|${kept.version}` : undefined;
  };
  return { pageGeneration, pageGenerationNow, fastPath };
}
