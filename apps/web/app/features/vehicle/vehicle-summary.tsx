import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { whatsappShareUrl } from '@motorplaza/domain/catalog/share-text';
import { vehicleFullName, vehicleInquiryMessage } from '@motorplaza/domain/catalog/vehicle-listing';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { whatsappLink } from '@motorplaza/domain/settings/whatsapp';
import { formatKm } from '@motorplaza/domain/shared/format';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import { shareableTag } from '@motorplaza/domain/vehicles/vehicle-tag';
import { IconBrandWhatsapp, IconCreditCard, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import { CompareButton, FavouriteButton } from '../../components/saved-car-buttons';
import classes from './vehicle-page.module.css';
import { VehiclePrice } from './vehicle-price';
import { VehicleShare } from './vehicle-share';

interface VehicleSummaryProps {
  readonly vehicle: PublicVehicle;
  readonly settings: SiteSettings;
  readonly url: string;
  readonly publicUrl: string;
  readonly available: boolean;
  /** Whether the page offers 'Simula tu crédito' (the car qualifies for the partner's credit). */
  readonly credit: boolean;
}

/** Name, price and the ways to act: WhatsApp the dealership, ask to be contacted, share. */
export function VehicleSummary({
  vehicle,
  settings,
  url,
  publicUrl,
  available,
  credit,
}: VehicleSummaryProps) {
  const tag = shareableTag(vehicle.tag);
  const saved = {
    idAuto: vehicle.idAuto,
    nombre: `${vehicle.marca} ${vehicle.modelo} ${vehicle.anioFabricacion}`,
  };
  const facts = [
    vehicle.kilometraje === null ? null : formatKm(vehicle.kilometraje),
    vehicle.transmision,
    vehicle.combustible,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
      <Stack gap="md">
        <Group gap="xs">
          {vehicle.cinta && (
            <Badge color="brand" radius="sm">
              {vehicle.cinta}
            </Badge>
          )}
          <Badge
            variant="light"
            color="navy"
            radius="sm"
            tt="none"
            leftSection={<IconMapPin size={14} aria-hidden="true" />}
          >
            {storeLabel(vehicle.swPiso)}
          </Badge>
        </Group>
        <div>
          <Title order={1} className={classes.title}>
            {vehicleFullName(vehicle)}
          </Title>
          <Text c="dimmed" mt={6}>
            {facts.join(' · ')}
            {tag && (
              <>
                {facts.length > 0 && ' · '}
                Código {tag}
              </>
            )}
          </Text>
        </div>
        <VehiclePrice
          precio={vehicle.precioCompra}
          precioAnterior={vehicle.precioAnterior}
          tipoCambio={settings.tipoCambio}
        />
        {available && (
          <Stack gap="xs">
            <Button
              component="a"
              href={whatsappLink(settings.whatsapp, vehicleInquiryMessage(vehicle, url))}
              target="_blank"
              rel="noopener noreferrer"
              color="#0b6e4f"
              size="md"
              fullWidth
              leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
            >
              Consultar por WhatsApp
            </Button>
            <Button
              component="a"
              href="#estoy-interesado"
              variant="outline"
              color="navy"
              size="md"
              fullWidth
              leftSection={<IconUserCheck size={20} aria-hidden="true" />}
            >
              Quiero que me contacten
            </Button>
          </Stack>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form field group. */}
        <div className={classes.savedActions} role="group" aria-label="Guardar y comparar este auto">
          <FavouriteButton car={saved} variant="text" />
          <CompareButton car={saved} variant="text" />
        </div>
        <VehicleShare url={url} whatsappUrl={whatsappShareUrl(vehicle, publicUrl)} />
        {available && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCreditCard size={20} aria-hidden="true" className={classes.infoIcon} />
            {credit ? (
              <Text size="sm" c="dimmed">
                Financiamiento vehicular disponible:{' '}
                <Anchor href="#simula-tu-credito" underline="always">
                  simula tu crédito
                </Anchor>{' '}
                y solicita tu evaluación.
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Financiamiento vehicular disponible: consulta por tu crédito con un asesor.
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
