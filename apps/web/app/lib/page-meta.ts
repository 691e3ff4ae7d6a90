import { findWebRoute } from '@motorplaza/domain/access/web-routes';
import type { MetaDescriptor } from 'react-router';

interface PageMetaArgs {
  readonly location: { readonly pathname: string };
  readonly matches: ReadonlyArray<{ readonly id: string; readonly loaderData: unknown } | undefined>;
}

function publicUrlOf(matches: PageMetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const url = typeof root === 'object' && root !== null && 'publicUrl' in root ? root.publicUrl : '';
  return typeof url === 'string' ? url.replace(/\/+$/, '') : '';
}

/**
 * Spec 000 §2: every navigation sets title, description, keywords, canonical URL and the
 * index/follow flag of its route (WEB_ROUTES). React Router replaces the previous page's tags.
 */
export function pageMeta({ location, matches }: PageMetaArgs): MetaDescriptor[] {
  const route = findWebRoute(location.pathname);
  if (!route) return [];
  return [
    { title: route.title },
    { name: 'description', content: route.description },
    ...(route.keywords ? [{ name: 'keywords', content: route.keywords }] : []),
    { name: 'robots', content: route.index ? 'index, follow' : 'noindex, nofollow' },
    { tagName: 'link', rel: 'canonical', href: `${publicUrlOf(matches)}${location.pathname}` },
  ];
}
