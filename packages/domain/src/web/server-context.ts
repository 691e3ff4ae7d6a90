import type { SessionUser } from '../access/session-user';
import type { SiteSettings } from '../settings/site-settings.schema';

/**
 * What the API process hands to the web's server loaders (React Router's load context): the one
 * narrow in-process door the architecture allows. The browser gets the same data over HTTP.
 */
export interface ServerContext {
  getSiteSettings(): Promise<SiteSettings>;
  /** The verified user of the request's `jwt` cookie, or null (expired, forged or absent). */
  getSessionUser(cookieHeader: string | null): Promise<SessionUser | null>;
  appVersion: string;
  /** Per-request nonce of the Content-Security-Policy, for React Router's inline scripts. */
  cspNonce: string;
  publicUrl: string;
}
