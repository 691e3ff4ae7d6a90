import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CarCard } from '../../components/car-card';
import { ColumnsGrid } from '../../components/columns-grid';

interface HomeLatestArrivalsProps {
  readonly vehicles: readonly CatalogVehicle[];
  readonly total: number;
  readonly exchangeRate: number;
}

/** The newest cars in stock, with the way into the whole catalogue. */
export function HomeLatestArrivals({ vehicles, total, exchangeRate }: HomeLatestArrivalsProps) {
  if (vehicles.length === 0) return null;
  return (
    <Container component="section" size="xl" py={{ base: 40, md: 64 }} aria-labelledby="recien-llegados">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={2} id="recien-llegados">
            Recién llegados
          </Title>
          <Text c="dimmed">Los últimos autos que ingresaron a nuestras tiendas.</Text>
        </div>
        <Button
          component={Link}
          to="/compra-tu-auto"
          variant="subtle"
          color="navy"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Ver los {total} autos
        </Button>
      </Group>
      <ColumnsGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {vehicles.map((vehicle) => (
          <CarCard key={vehicle.idAuto} vehicle={vehicle} exchangeRate={exchangeRate} />
        ))}
      </ColumnsGrid>
    </Container>
  );
}
