import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  https: boolean;
}

type HeaderSet = readonly (readonly [string, string])[];

const CSP_HEADER = 'content-security-policy';
const NONCE = Symbol('cspNonce');
type WithNonce = FastifyReply & { [NONCE]?: string };

/**
 * The policy the web app passes: scripts only from this origin, or inline ones carrying the page's
 * nonce (React Router's hydration data) or, on a cached page, matching their hashes; inline styles
 * allowed because Mantine sets style attributes, which nonces cannot cover. Same directives, in the
 * same order, as the @fastify/helmet configuration this replaces.
 */
function contentSecurityPolicy(https: boolean, scriptSources: string): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    `script-src 'self'${scriptSources ? ` ${scriptSources}` : ''}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(https ? ['upgrade-insecure-requests'] : []),
    "connect-src 'self'",
  ].join(';');
}

/** Helmet 13's defaults as configured before (decision 0031 lists them); built once at start-up. */
function commonHeaders(https: boolean): HeaderSet {
  return [
    ['cross-origin-opener-policy', 'same-origin'],
    // Links shared to WhatsApp/Facebook open our pages from other sites.
    ['cross-origin-resource-policy', 'same-site'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * What a script, a stylesheet, a font or an image needs of those headers: not to be sniffed as another
 * type, not to be embedded by other sites, and HSTS. The rest (CSP, framing, opener, referrer…) rule
 * documents only; a browser ignores them on a subresource, so the build's files go without (decision 0036).
 */
export const SUBRESOURCE_HEADERS: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * The headers of every answer, built once. They are the same for JSON, files, media and pages: only
 * a page's script sources differ, and those are set by `cspNonce` or `useScriptHashes`. Until then
 * the policy lets no inline script run.
 */
export function securityHeaderSet(https: boolean): HeaderSet {
  return [[CSP_HEADER, contentSecurityPolicy(https, '')], ...commonHeaders(https)];
}

/**
 * The nonce of a page rendered for this request, made on first use, and the CSP that allows it.
 * Only rendered HTML asks for one: JSON, files and cached pages cost no random bytes.
 */
export function cspNonce(reply: FastifyReply): string {
  const holder = reply as WithNonce;
  let nonce = holder[NONCE];
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    holder[NONCE] = nonce;
    reply.header(CSP_HEADER, reply.server.pagePolicies.withNonce(nonce));
  }
  return nonce;
}

/** A cached page's CSP: its inline scripts' hashes instead of the nonce it was rendered with. */
export function useScriptHashes(reply: FastifyReply, hashes: readonly string[]): void {
  reply.header(CSP_HEADER, reply.server.pagePolicies.withHashes(hashes));
}

interface PagePolicies {
  withNonce(nonce: string): string;
  /** Built once per cached page (its hashes array lives as long as the page does). */
  withHashes(hashes: readonly string[]): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The CSP of pages, which alone run inline scripts (a nonce's or hashed ones). */
    pagePolicies: PagePolicies;
  }
}

function pagePolicies(https: boolean): PagePolicies {
  const hashed = new WeakMap<readonly string[], string>();
  return {
    withNonce: (nonce) => contentSecurityPolicy(https, `'nonce-${nonce}'`),
    withHashes(hashes) {
      let policy = hashed.get(hashes);
      if (policy === undefined) {
        policy = contentSecurityPolicy(https, hashes.join(' '));
        hashed.set(hashes, policy);
      }
      return policy;
    },
  };
}

/**
 * Security headers built once (decision 0031); a nonce only for the pages rendered per request. @fastify/helmet rebuilt its
 * middleware and a random nonce on every request, JSON and files included: a fifth of the CPU
 * spent serving cached bytes.
 */
export default fp(async function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = securityHeaderSet(options.https);
  app.decorate('pagePolicies', pagePolicies(options.https));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
});
