import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write whose only authority is a signed token it carries, meant to come from elsewhere: the
     * mail provider's one-click unsubscribe (RFC 8058), which no page of ours sends.
     */
    crossSiteAllowed?: boolean;
  }
}

export interface SameOriginOptions {
  /** The site's public address (PUBLIC_URL): its origin may always write. */
  publicUrl: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a write comes from another site's page, as the browser tells (docs/decisions/0052-
 * cross-site-writes-refused.md). Fetch Metadata first: `Sec-Fetch-Site: same-origin` (or `none`, a
 * user's own action) passes whatever `Origin` says, since the site's `Referrer-Policy: no-referrer`
 * makes browsers send `Origin: null` on its own posts; `cross-site` is refused. Otherwise (older
 * browsers, plain HTTP) an `Origin` must be the site's: PUBLIC_URL's or the request's own host. A
 * request with neither header (curl, servers, the mail providers' one-click unsubscribe) is no
 * browser's cross-site request and passes. A route marked `crossSiteAllowed` (the one-click
 * unsubscribe, whose signed token is its only authority) is never refused: a webmail in a browser
 * posts it from its own site.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (!WRITES.has(request.method) || request.routeOptions.config.crossSiteAllowed) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return site !== undefined; // same-site (or unknown) without Origin
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Refuses writes sent from another site's page with 403 and the Spanish envelope, before the body is
 * read or a limit counted: a page elsewhere cannot make its visitors' browsers file offers, leads or
 * complaint sheets, nor act with a staff member's cookies.
 */
export default fp(async function sameOrigin(app: FastifyInstance, options: SameOriginOptions) {
  const publicOrigin = originOf(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteWrite(request, publicOrigin)) return;
    return reply
      .code(403)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ success: false, message: HTTP_MESSAGES.crossSite });
  });
});
