import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { Suspense, useEffect } from 'react';
import { Await, type ShouldRevalidateFunctionArgs, useAsyncError } from 'react-router';
import { CatalogLoading } from '../features/catalog/components/catalog-loading';
import { CatalogPage } from '../features/catalog/components/catalog-page';
import { getCatalog } from '../features/catalog/get-catalog';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/compra-tu-auto';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * The server renders the view the URL names with the whole public list (built once per inventory
 * change by the API), so the first paint already shows the right cars.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { vehicles } = await context.getCatalog();
  return { vehicles };
}

/**
 * Coming from another page, the browser asks the API for the list itself (spec 000 §7) and the screen
 * shows 'Cargando automóviles...' meanwhile; the list then stays in this page for every search.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { vehicles: getCatalog(request.signal) };
}

/** Search, filters, sort and page only change the query: the rules run here, nothing is reloaded. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}

const NO_VEHICLES: readonly CatalogVehicle[] = [];

/** Spec 000 §4/§8: a failed load is logged, loading stops and the empty state shows. */
function LoadFailed() {
  const error = useAsyncError();
  useEffect(() => console.error('No se pudo cargar el catálogo', error), [error]);
  return <CatalogPage vehicles={NO_VEHICLES} />;
}

export default function CompraTuAuto({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<CatalogLoading />}>
      <Await resolve={loaderData.vehicles} errorElement={<LoadFailed />}>
        {(vehicles) => <CatalogPage vehicles={vehicles} />}
      </Await>
    </Suspense>
  );
}
