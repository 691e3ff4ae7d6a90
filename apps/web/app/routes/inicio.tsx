import { Container } from '@mantine/core';
import { brandsInStock, latestArrivals } from '@motorplaza/domain/home/home-inventory';
import { ComplaintsBookNotice } from '../components/complaints-book-notice';
import { dealerJsonLd } from '../features/home/dealer-json-ld';
import { HomeBrands } from '../features/home/home-brands';
import { HomeHero } from '../features/home/home-hero';
import { HomeLatestArrivals } from '../features/home/home-latest-arrivals';
import { HomeOffices } from '../features/home/home-offices';
import { HomeServices } from '../features/home/home-services';
import { pageMeta, publicUrlOf, siteSettingsOf } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { sitePreviewImage } from '../lib/site-preview';
import { jsonLdMeta } from '../lib/structured-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/inicio';

/** Server-rendered from the available cars: the newest arrivals and the brands in stock. */
export async function loader({ context }: Route.LoaderArgs) {
  const { vehicles } = await context.getCatalog();
  return {
    latest: latestArrivals(vehicles),
    brands: brandsInStock(vehicles),
    total: vehicles.length,
  };
}

/** The home page also describes the dealership and its stores as schema.org data. */
export const meta: Route.MetaFunction = (args) => {
  const settings = siteSettingsOf(args.matches);
  if (!settings) return pageMeta(args);
  const publicUrl = publicUrlOf(args.matches);
  const image = sitePreviewImage(publicUrl, settings.nombreEmpresa).url;
  return pageMeta(args, { extra: [jsonLdMeta(dealerJsonLd(settings, publicUrl, image))] });
};

export default function Inicio({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const { latest, brands, total } = loaderData;
  return (
    <>
      <MantinePublicStyles />
      <HomeHero total={total} brands={brands.length} />
      <HomeLatestArrivals vehicles={latest} total={total} exchangeRate={settings.tipoCambio} />
      <HomeBrands brands={brands} />
      <HomeServices />
      <Container size="xl" pb={{ base: 40, md: 64 }}>
        <ComplaintsBookNotice tone="light" />
      </Container>
      <HomeOffices />
    </>
  );
}
