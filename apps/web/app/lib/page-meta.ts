import { findWebRoute } from '@motorplaza/domain/access/web-routes';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import type { MetaDescriptor } from 'react-router';
import { type PreviewImage, sitePreviewImage } from './site-preview';

export interface PageMetaArgs {
  readonly location: { readonly pathname: string };
  readonly matches: ReadonlyArray<{ readonly id: string; readonly loaderData: unknown } | undefined>;
}

/** What a page selling one thing adds to its preview: Open Graph's `product` type and its tags. */
export interface ProductPreview {
  /** Whole amount in `currency`. */
  readonly amount: number;
  readonly currency: string;
  readonly availability: 'in stock' | 'out of stock';
  readonly condition?: 'new' | 'used';
  /** The dealership's own reference (the tag). */
  readonly retailerItemId?: string;
}

/** What a page with its own data (a vehicle) says instead of its route's defaults. */
export interface PageMetaOverrides {
  readonly title?: string;
  readonly description?: string;
  /** Path of the canonical URL, when it differs from the requested one. */
  readonly canonicalPath?: string;
  /** False keeps a page of an indexable route out of search engines (a sold car). */
  readonly index?: boolean;
  /** The page's own picture; without one, the dealership's (lib/site-preview). */
  readonly image?: PreviewImage;
  /** A page selling one thing is `og:type` product with its product tags; any other is website. */
  readonly product?: ProductPreview;
  /** Tags appended at the end, such as schema.org data (`script:ld+json`). */
  readonly extra?: readonly MetaDescriptor[];
}

function rootData(matches: PageMetaArgs['matches']): Record<string, unknown> {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {};
}

/** The site's public URL without a trailing slash, from the root loader. */
export function publicUrlOf(matches: PageMetaArgs['matches']): string {
  const url = rootData(matches).publicUrl;
  return typeof url === 'string' ? url.replace(/\/+$/, '') : '';
}

/** The site settings, from the root loader (undefined before it loaded). */
export function siteSettingsOf(matches: PageMetaArgs['matches']): SiteSettings | undefined {
  const settings = rootData(matches).settings;
  return typeof settings === 'object' && settings !== null && 'nombreEmpresa' in settings
    ? (settings as SiteSettings)
    : undefined;
}

/** The company name of the site settings, from the root loader. */
export function siteNameOf(matches: PageMetaArgs['matches']): string {
  const name = siteSettingsOf(matches)?.nombreEmpresa;
  return typeof name === 'string' ? name : 'MotorPlaza';
}

/** Open Graph's product tags (price, availability, condition), which its `product` type expects. */
function productTags(product: ProductPreview): MetaDescriptor[] {
  return [
    { property: 'product:price:amount', content: String(product.amount) },
    { property: 'product:price:currency', content: product.currency },
    { property: 'product:availability', content: product.availability },
    ...(product.condition ? [{ property: 'product:condition', content: product.condition }] : []),
    ...(product.retailerItemId
      ? [{ property: 'product:retailer_item_id', content: product.retailerItemId }]
      : []),
  ];
}

/**
 * Open Graph and Twitter tags, so WhatsApp, Facebook and X show a real preview of public pages: every
 * page has a 1200 × 630 JPEG picture (docs/decisions/0069-link-previews.md), and `og:type` follows
 * the tags present (product only with its product tags).
 */
function previewTags(
  title: string,
  description: string,
  url: string,
  publicUrl: string,
  siteName: string,
  overrides: PageMetaOverrides,
): MetaDescriptor[] {
  const image = overrides.image ?? sitePreviewImage(publicUrl, siteName);
  const { product } = overrides;
  return [
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'es_PE' },
    { property: 'og:type', content: product ? 'product' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    ...(product ? productTags(product) : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/**
 * Spec 000 §2: every navigation sets title, description, keywords, canonical URL and the
 * index/follow flag of its route (WEB_ROUTES). React Router replaces the previous page's tags.
 * Indexable pages also get link-preview tags; `overrides` lets a page describe its own content.
 */
export function pageMeta(
  { location, matches }: PageMetaArgs,
  overrides: PageMetaOverrides = {},
): MetaDescriptor[] {
  const route = findWebRoute(location.pathname);
  if (!route) return [];
  const title = overrides.title ?? route.title;
  const description = overrides.description ?? route.description;
  // A public page kept out of the index (a sold car, a page not built yet) still lets crawlers follow
  // its links to other pages.
  // /admin/interesados carries the index/follow spec 001 §2.6 gives it (it stays out of the sitemap).
  const robots = !route.index
    ? 'noindex, nofollow'
    : route.placeholder === true || overrides.index === false
      ? 'noindex, follow'
      : 'index, follow';
  const publicUrl = publicUrlOf(matches);
  const url = `${publicUrl}${overrides.canonicalPath ?? location.pathname}`;
  return [
    { title },
    { name: 'description', content: description },
    ...(route.keywords ? [{ name: 'keywords', content: route.keywords }] : []),
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(route.index && route.policy.access === 'public'
      ? previewTags(title, description, url, publicUrl, siteNameOf(matches), overrides)
      : []),
    ...(overrides.extra ?? []),
  ];
}
