import type { SessionUser } from '../access/session-user';
import type { CatalogPageData } from '../catalog/catalog-page';
import type { CatalogState } from '../catalog/catalog-state';
import type { CatalogVehicle, PublicVehicle } from '../catalog/catalog-vehicle.schema';
import type { PriceStoryVehicle, VehiclePriceStory } from '../catalog/price-story';
import type { SiteSettings } from '../settings/site-settings.schema';

/** The public catalogue as built once per inventory change; `version` changes with it. */
export interface CatalogSnapshot {
  vehicles: readonly CatalogVehicle[];
  version: string;
}

/**
 * What the API process hands to the web's server loaders (React Router's load context): the one
 * narrow in-process door the architecture allows. The browser gets the same data over HTTP.
 */
export interface ServerContext {
  getSiteSettings(): Promise<SiteSettings>;
  /** The verified user of the request's `jwt` cookie, or null (expired, forged or absent). */
  getSessionUser(cookieHeader: string | null): Promise<SessionUser | null>;
  /** Every available vehicle, public fields only (the same list as GET /api/v1/catalogo). */
  getCatalog(): Promise<CatalogSnapshot>;
  /** The catalogue screen of one state (its page of results and facets), computed from that list. */
  getCatalogPage(state: CatalogState): Promise<CatalogPageData>;
  /** One vehicle of any status for its public page, or null when unknown or archived. */
  getVehicle(idAuto: number): Promise<PublicVehicle | null>;
  /** The cars of a comparison in the order asked; null for one unknown, archived or never public. */
  getComparedVehicles(ids: readonly number[]): Promise<(PublicVehicle | null)[]>;
  /** A vehicle page's 'Historial de precio' and 'Precio frente al mercado'. */
  getPriceStory(vehicle: PriceStoryVehicle): Promise<VehiclePriceStory>;
  appVersion: string;
  publicUrl: string;
  /** Per-request nonce of the Content-Security-Policy, for React Router's inline scripts. */
  cspNonce: string;
}
