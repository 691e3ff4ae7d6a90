import { Alert, Button, Text } from '@mantine/core';
import { VEHICLE_PAGE_MESSAGES, type VehicleAvailability } from '@motorplaza/domain/catalog/vehicle-listing';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A sold or withdrawn car says so before anything else, and points to the cars on sale. */
export function VehicleStatusBanner({ availability }: { readonly availability: VehicleAvailability }) {
  if (availability === 'available') return null;
  return (
    <Alert
      variant="filled"
      color={availability === 'sold' ? 'brand' : 'navy'}
      radius="lg"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={availability === 'sold' ? VEHICLE_PAGE_MESSAGES.sold : VEHICLE_PAGE_MESSAGES.unavailable}
      mb="xl"
    >
      <Text size="sm" mb="sm">
        {VEHICLE_PAGE_MESSAGES.similarLead}
      </Text>
      <Button component={Link} to="/compra-tu-auto" variant="white" color="navy" size="sm">
        Ver autos disponibles
      </Button>
    </Alert>
  );
}
