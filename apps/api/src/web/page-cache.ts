import { createHash } from 'node:crypto';
import { findWebRoute } from '@motorplaza/domain/access/web-routes';
import {
  catalogStateFromSearchParams,
  catalogStateToSearchParams,
} from '@motorplaza/domain/catalog/catalog-url';
import { COMPARE_PATH, canonicalCompareQuery } from '@motorplaza/domain/catalog/compare';
import { UNSUBSCRIBE_PATH } from '@motorplaza/domain/legal/unsubscribe-token';
import type { EncodedBody } from '../lib/encoded-body';

/** A rendered public page kept for visitors until the inventory or the site settings change. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: EncodedBody;
  /** CSP hashes of the page's inline scripts: a cached page cannot carry a fresh nonce. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 hashes of the inline scripts that run (not those with src, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

const CATALOG_PATH = '/compra-tu-auto';
/** React Router's loader requests: `/inicio.data`, and `/_root.data` for `/`. */
const DATA_SUFFIX = '.data';
/** Which route loaders a `.data` request runs (React Router's single fetch): part of its answer. */
const ROUTES_PARAM = '_routes';

/**
 * The URL a visitor's page is rendered from and cached under: the query reduced to what the page reads
 * on the server, so a crawler inventing query strings gets the page already built (decision 0030).
 * The catalogue keeps its state in canonical form (invalid or unknown parameters dropped, values in
 * one order), the comparison its sorted ids (decision 0081-favourites-and-compare.md); the other public pages read no query on the server (/inicio's returnUrl is read in the
 * browser) and lose it. Any other path (redirects, which keep the query, unknown paths, the
 * unsubscribe page) keeps its URL as is.
 */
export function canonicalPageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const data = path.endsWith(DATA_SUFFIX);
  const pagePath = data ? path.slice(0, -DATA_SUFFIX.length) : path;
  const route = findWebRoute(pagePath);
  if (route?.policy.access !== 'public' || route.path === UNSUBSCRIBE_PATH) return url;
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const query =
    route.path === CATALOG_PATH
      ? catalogStateToSearchParams(catalogStateFromSearchParams(params))
      : route.path === COMPARE_PATH
        ? canonicalCompareQuery(params)
        : new URLSearchParams();
  if (data) for (const routes of params.getAll(ROUTES_PARAM)) query.append(ROUTES_PARAM, routes);
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * Pages by URL (canonicalPageUrl), at most `limit` (least recently used dropped first), all dropped when the
 * generation (catalogue version + settings version) changes.
 */
export function createPageCache(limit: number) {
  const pages = new Map<string, CachedPage>();
  let generation = '';
  return {
    get(url: string, currentGeneration: string): CachedPage | undefined {
      if (currentGeneration !== generation) {
        pages.clear();
        generation = currentGeneration;
      }
      const page = pages.get(url);
      if (page) {
        pages.delete(url);
        pages.set(url, page);
      }
      return page;
    },
    set(url: string, page: CachedPage, pageGeneration: string): void {
      if (pageGeneration !== generation) return;
      pages.set(url, page);
      if (pages.size > limit) pages.delete(pages.keys().next().value as string);
    },
    get size(): number {
      return pages.size;
    },
  };
}
