import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { COMPARE_MIN, compareUrl, parseCompareIds } from '@motorplaza/domain/catalog/compare';
import { data } from 'react-router';
import { ComparePage, type ComparisonData } from '../features/compare/compare-page';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/comparar';

/**
 * Rendered on the server from the URL alone, so a shared link shows the same table (and the page
 * cache keeps it under its canonical URL). A link that names no valid comparison answers 400, one
 * whose cars are gone 404, each with its Spanish message: never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseCompareIds(new URL(request.url).searchParams.get('autos'));
  if (parsed.kind !== 'ok') return data<ComparisonData>(parsed, { status: 400 });
  const found = await context.getComparedVehicles(parsed.ids);
  const cars = found.filter((car): car is PublicVehicle => car !== null);
  if (cars.length < COMPARE_MIN) return data<ComparisonData>({ kind: 'gone', cars }, { status: 404 });
  return data<ComparisonData>({ kind: 'ok', cars, missing: found.length - cars.length });
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  const ids = loaded?.kind === 'ok' ? loaded.cars.map((car) => car.idAuto) : null;
  return pageMeta(args, ids ? { canonicalPath: compareUrl(ids) } : {});
};

export default function Comparar({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <>
      <MantinePublicStyles />
      <ComparePage data={loaderData} settings={settings} />
    </>
  );
}
