import { brandModelsOf } from '../features/sell/brand-models';
import { SellPage } from '../features/sell/sell-page';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/vende-tu-auto';

/** Server-rendered: the brands and models of the inventory, which the form suggests. */
export async function loader({ context }: Route.LoaderArgs) {
  const { vehicles } = await context.getCatalog();
  return { options: brandModelsOf(vehicles) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function VendeTuAuto({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <>
      <MantinePublicStyles />
      <SellPage options={loaderData.options} settings={settings} />
    </>
  );
}
