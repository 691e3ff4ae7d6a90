import { similarVehicles } from '@motorplaza/domain/catalog/similar-vehicles';
import { parseVehicleId } from '@motorplaza/domain/catalog/vehicle-listing';
import { data, isRouteErrorResponse } from 'react-router';
import { vehicleMetaOverrides } from '../features/vehicle/vehicle-meta';
import { VehicleNotFound } from '../features/vehicle/vehicle-not-found';
import { VehiclePage } from '../features/vehicle/vehicle-page';
import { pageMeta, publicUrlOf, siteNameOf } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/info-auto';

/**
 * Server-rendered: the car of any status (null when unknown or archived), similar available cars and
 * its price story (history and market position), all kept in the page cache until the inventory changes.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const idAuto = parseVehicleId(params.id);
  const vehicle = idAuto === null ? null : await context.getVehicle(idAuto);
  if (!vehicle) throw data({ idAuto: params.id }, { status: 404 });
  const [{ vehicles }, priceStory] = await Promise.all([
    context.getCatalog(),
    context.getPriceStory(vehicle),
  ]);
  return { vehicle, similar: similarVehicles(vehicle, vehicles), priceStory };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) {
    return pageMeta(args, { title: `Vehículo no encontrado | ${siteNameOf(args.matches)}`, index: false });
  }
  const { vehicle } = args.loaderData;
  return pageMeta(args, vehicleMetaOverrides(vehicle, publicUrlOf(args.matches), siteNameOf(args.matches)));
};

export default function InfoAuto({ loaderData }: Route.ComponentProps) {
  const { settings, publicUrl } = useRootData();
  return (
    <>
      <MantinePublicStyles />
      <VehiclePage
        // The page is rebuilt for each id (spec 000 §2): no gallery position or form carries over.
        key={loaderData.vehicle.idAuto}
        vehicle={loaderData.vehicle}
        similar={loaderData.similar}
        priceStory={loaderData.priceStory}
        settings={settings}
        publicUrl={publicUrl.replace(/\/+$/, '')}
      />
    </>
  );
}

/** Unknown ids stay inside the site's header and footer, with a real 404 status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <VehicleNotFound notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
