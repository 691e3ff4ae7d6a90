import { type CatalogPageData, catalogPage } from '@motorplaza/domain/catalog/catalog-page';
import { catalogStateFromSearchParams } from '@motorplaza/domain/catalog/catalog-url';
import { Suspense, useEffect, useMemo } from 'react';
import { Await, type ShouldRevalidateFunctionArgs, useAsyncError, useLocation } from 'react-router';
import { catalogItemList } from '../features/catalog/catalog-json-ld';
import { CatalogLoading } from '../features/catalog/components/catalog-loading';
import { CatalogPage } from '../features/catalog/components/catalog-page';
import { getCatalog, hasCatalogIndex, isCatalogShown, recentCatalog } from '../features/catalog/get-catalog';
import { pageMeta, publicUrlOf } from '../lib/page-meta';
import { jsonLdMeta } from '../lib/structured-data';
import type { Route } from './+types/compra-tu-auto';

/** The server's page also lists its cars as schema.org data (an ItemList of their pages). */
export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  const list =
    page && !(page instanceof Promise) ? catalogItemList(page.view, publicUrlOf(args.matches)) : null;
  return pageMeta(args, list ? { extra: [jsonLdMeta(list)] } : {});
};

function stateOf(request: Request) {
  return catalogStateFromSearchParams(new URL(request.url).searchParams);
}

/**
 * The server renders the view the URL names from its in-memory list: the page of results and the
 * facets, never the whole list (decision 0030), so the first paint already shows the right cars.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page: CatalogPageData = await context.getCatalogPage(stateOf(request));
  return { page };
}

/**
 * With the list in the browser the view is computed here. A change made on the screen before the list
 * arrived asks the server for its view. Coming from another page, the browser asks the API for the
 * list itself (spec 000 §7) and the screen shows 'Cargando automóviles...' meanwhile.
 */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<{ page: CatalogPageData | Promise<CatalogPageData> }> {
  const state = stateOf(request);
  const vehicles = recentCatalog();
  if (vehicles) return { page: catalogPage(vehicles, state) };
  if (isCatalogShown()) return serverLoader();
  return { page: getCatalog().then((loaded) => catalogPage(loaded, state)) };
}

/** Search, filters, sort and page only change the query: with the list loaded, the rules run here. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return !hasCatalogIndex();
  }
  return defaultShouldRevalidate;
}

/** Spec 000 §4/§8: a failed load is logged, loading stops and the empty state shows. */
function LoadFailed() {
  const error = useAsyncError();
  const { search } = useLocation();
  useEffect(() => console.error('No se pudo cargar el catálogo', error), [error]);
  const empty = useMemo(
    () => catalogPage([], catalogStateFromSearchParams(new URLSearchParams(search))),
    [search],
  );
  return <CatalogPage page={empty} />;
}

export default function CompraTuAuto({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // The server's page (and a list already in the browser) render at once: no fallback before the footer.
  if (!(page instanceof Promise)) return <CatalogPage page={page} />;
  return (
    <Suspense fallback={<CatalogLoading />}>
      <Await resolve={page} errorElement={<LoadFailed />}>
        {(loaded) => <CatalogPage page={loaded} />}
      </Await>
    </Suspense>
  );
}
