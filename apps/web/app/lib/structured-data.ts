import type { MetaDescriptor } from 'react-router';
import type { BreadcrumbList, ItemList, Thing, WithContext } from 'schema-dts';

/**
 * A schema.org block as a meta descriptor: React Router renders it as a
 * `<script type="application/ld+json">`, a data block the browser never runs (no nonce needed,
 * decision 0009). The builders are typed with schema-dts, so a property schema.org does not have on
 * that type, or a value of the wrong type, fails the typecheck.
 */
export function jsonLdMeta<T extends Thing>(data: WithContext<T>): MetaDescriptor {
  return { 'script:ld+json': data as Record<string, unknown> };
}

/** A page that a list or a trail points to: its name and absolute URL. */
export interface LinkedPage {
  readonly name: string;
  readonly url: string;
}

/**
 * Google's breadcrumb rules: every ListItem has position (from 1), name and item (the page's URL;
 * the last one, the page itself, keeps its URL too).
 */
export function breadcrumbList(trail: readonly LinkedPage[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      item: page.url,
    })),
  };
}

/**
 * Google's "summary page" list: ListItems with position and the URL of each detail page of this site
 * (and its name). `firstPosition` continues the numbering on later pages of a paged list.
 */
export function summaryItemList(
  name: string,
  pages: readonly LinkedPage[],
  firstPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: pages.length,
    itemListElement: pages.map((page, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: page.url,
      name: page.name,
    })),
  };
}
