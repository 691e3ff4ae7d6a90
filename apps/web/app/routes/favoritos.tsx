import { FavouritesPage } from '../features/favourites/favourites-page';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/favoritos';

export const meta: Route.MetaFunction = pageMeta;

/** The same page for everyone (cached); the browser fills in its own saved cars. */
export default function Favoritos() {
  const { settings } = useRootData();
  return (
    <>
      <MantinePublicStyles />
      <FavouritesPage exchangeRate={settings.tipoCambio} />
    </>
  );
}
