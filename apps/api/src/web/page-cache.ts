import { createHash } from 'node:crypto';
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

/**
 * Pages by URL, at most `limit` (least recently used dropped first), all dropped when the
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
