import { Alert, Anchor, Breadcrumbs, Button, Container, Text, Title } from '@mantine/core';
import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { COMPARE_MESSAGES, compareUrl } from '@motorplaza/domain/catalog/compare';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { comparisonRows, cuotaAssumptions } from './compare-rows';
import { CompareTable } from './compare-table';

/** What the /comparar loader found: the cars to show, or why there is no table. */
export type ComparisonData =
  | { readonly kind: 'ok'; readonly cars: readonly PublicVehicle[]; readonly missing: number }
  | { readonly kind: 'invalid' | 'tooFew' }
  | { readonly kind: 'tooMany'; readonly ids: readonly number[] }
  | { readonly kind: 'gone'; readonly cars: readonly PublicVehicle[] };

function Problem({ data }: { readonly data: Exclude<ComparisonData, { kind: 'ok' }> }) {
  const title = {
    invalid: COMPARE_MESSAGES.invalid,
    tooFew: COMPARE_MESSAGES.tooFew,
    tooMany: COMPARE_MESSAGES.tooMany,
    gone: 'Estos autos ya no están disponibles para comparar.',
  }[data.kind];
  return (
    <Alert
      color="navy"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={title}
    >
      {data.kind === 'tooMany' ? (
        <Button component={Link} to={compareUrl(data.ids)} color="navy" mt="xs">
          Comparar los {data.ids.length} primeros
        </Button>
      ) : (
        <Text size="sm">
          Elige de 2 a 3 autos con «Comparar» en el catálogo o en tus{' '}
          <Anchor component={Link} to="/favoritos" underline="always">
            favoritos
          </Anchor>
          .
        </Text>
      )}
      <Button component={Link} to="/compra-tu-auto" variant="white" color="navy" mt="sm" ml="xs">
        Ver autos disponibles
      </Button>
    </Alert>
  );
}

/** `/comparar?autos=…`: server-rendered, shareable side-by-side table of two or three cars. */
export function ComparePage({
  data,
  settings,
}: {
  readonly data: ComparisonData;
  readonly settings: SiteSettings;
}) {
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <Breadcrumbs component="nav" aria-label="Ruta de navegación" mb="md">
        <Anchor component={Link} to="/inicio" size="sm">
          Inicio
        </Anchor>
        <Anchor component={Link} to="/favoritos" size="sm">
          Favoritos
        </Anchor>
        <Text size="sm" aria-current="page">
          Comparar
        </Text>
      </Breadcrumbs>
      <Title order={1} mb="md">
        Comparar autos
      </Title>
      {data.kind === 'ok' ? (
        <>
          {data.missing > 0 && (
            <Alert color="yellow" variant="light" radius="lg" mb="md" title={COMPARE_MESSAGES.missing}>
              {data.missing === 1 ? 'Un auto del enlace' : `${data.missing} autos del enlace`} ya no está
              {data.missing === 1 ? '' : 'n'} en nuestra web; comparamos los demás.
            </Alert>
          )}
          <CompareTable cars={data.cars} rows={comparisonRows(data.cars, settings)} />
          <Text size="xs" c="dimmed" mt="sm">
            {cuotaAssumptions(settings)}
          </Text>
        </>
      ) : (
        <Problem data={data} />
      )}
    </Container>
  );
}
