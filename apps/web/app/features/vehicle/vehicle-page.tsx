import { Anchor, Breadcrumbs, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { CatalogVehicle, PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import type { VehiclePriceStory } from '@motorplaza/domain/catalog/price-story';
import { vehiclePageUrl } from '@motorplaza/domain/catalog/share-text';
import {
  vehicleAvailability,
  vehicleFullName,
  vehicleHeadline,
} from '@motorplaza/domain/catalog/vehicle-listing';
import { creditYear } from '@motorplaza/domain/financing/credit-scenario';
import { DEFAULT_FINANCING, qualifiesForCredit } from '@motorplaza/domain/financing/financing-params';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { Link } from 'react-router';
import { CreditSimulator } from '../financing/credit-simulator';
import { TestDriveButton } from '../test-drive/test-drive-button';
import { InterestForm } from './interest-form';
import { SimilarVehicles } from './similar-vehicles';
import { VehicleEquipment } from './vehicle-equipment';
import { VehicleFacts } from './vehicle-facts';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleLocation } from './vehicle-location';
import classes from './vehicle-page.module.css';
import { orderedPhotos } from './vehicle-photos';
import { VehiclePriceStorySections } from './vehicle-price-story';
import { VehicleStatusBanner } from './vehicle-status-banner';
import { VehicleSummary } from './vehicle-summary';

interface VehiclePageProps {
  readonly vehicle: PublicVehicle;
  readonly similar: readonly CatalogVehicle[];
  readonly priceStory: VehiclePriceStory;
  readonly settings: SiteSettings;
  readonly publicUrl: string;
}

/**
 * `/info-auto/{id}`: gallery and summary side by side on large screens (stacked on a phone), then
 * the facts beside the 'Estoy interesado' form, then similar cars. A car that cannot be bought
 * leads with a banner and the similar cars, and takes no leads.
 */
export function VehiclePage({ vehicle, similar, priceStory, settings, publicUrl }: VehiclePageProps) {
  const availability = vehicleAvailability(vehicle.estadoDes);
  const available = availability === 'available';
  const url = vehiclePageUrl(publicUrl, vehicle.idAuto);
  const similarCars = <SimilarVehicles vehicles={similar} exchangeRate={settings.tipoCambio} />;
  // 'Simula tu crédito' (issue 26): cars on sale that meet the partner's model-year rule.
  const financing = settings.financiamiento ?? DEFAULT_FINANCING;
  const credit = available && qualifiesForCredit(financing, creditYear(vehicle), vehicle.precioCompra);

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <Breadcrumbs component="nav" aria-label="Ruta de navegación" mb="md" className={classes.breadcrumbs}>
        <Anchor component={Link} to="/inicio" size="sm">
          Inicio
        </Anchor>
        <Anchor component={Link} to="/compra-tu-auto" size="sm">
          Compra tu auto
        </Anchor>
        <Text size="sm" aria-current="page" truncate>
          {vehicleHeadline(vehicle)}
        </Text>
      </Breadcrumbs>

      {!available && (
        <>
          <VehicleStatusBanner availability={availability} />
          <div className={classes.similarFirst}>{similarCars}</div>
        </>
      )}

      <div className={classes.layout}>
        <div className={classes.gallery}>
          <VehicleGallery
            idAuto={vehicle.idAuto}
            name={vehicleFullName(vehicle)}
            photos={orderedPhotos(vehicle)}
          />
        </div>
        <div className={classes.summary}>
          <VehicleSummary
            vehicle={vehicle}
            settings={settings}
            url={url}
            publicUrl={publicUrl}
            available={available}
            credit={credit}
          />
        </div>
        <Stack gap={40} className={classes.details}>
          {credit && (
            <CreditSimulator
              idAuto={vehicle.idAuto}
              precioUsd={vehicle.precioCompra}
              tipoCambio={settings.tipoCambio}
              params={financing}
            />
          )}
          <VehicleFacts vehicle={vehicle} />
          <VehiclePriceStorySections story={priceStory} />
          <VehicleEquipment
            adicionales={vehicle.adicionales}
            servicios={vehicle.servicios}
            accesorios={vehicle.accesorios}
          />
          {available && <VehicleLocation swPiso={vehicle.swPiso} settings={settings} />}
        </Stack>
        {available && (
          <Paper
            component="section"
            withBorder
            radius="lg"
            p={{ base: 'lg', md: 'xl' }}
            shadow="xs"
            id="estoy-interesado"
            aria-labelledby="estoy-interesado-titulo"
            className={classes.form}
          >
            <Title order={2} size="h3" id="estoy-interesado-titulo" mb={4}>
              Estoy interesado
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              Déjanos tus datos y un asesor te llamará para resolver tus dudas o agendar tu visita.
            </Text>
            <InterestForm idAuto={vehicle.idAuto} />
            <Stack gap="xs" mt="xl">
              <Text size="sm" fw={600}>
                ¿Quieres manejarlo antes?
              </Text>
              <TestDriveButton idAuto={vehicle.idAuto} />
            </Stack>
          </Paper>
        )}
      </div>

      {available && <div className={classes.similarLast}>{similarCars}</div>}
    </Container>
  );
}
