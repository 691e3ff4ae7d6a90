import { Title } from '@mantine/core';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { CarCard } from '../../components/car-card';
import { ColumnsGrid } from '../../components/columns-grid';

interface SimilarVehiclesProps {
  readonly vehicles: readonly CatalogVehicle[];
  readonly exchangeRate: number;
}

/** Up to four available cars of the same body type or brand, near in price. */
export function SimilarVehicles({ vehicles, exchangeRate }: SimilarVehiclesProps) {
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="autos-similares">
      <Title order={2} id="autos-similares" mb="md">
        Autos similares
      </Title>
      <ColumnsGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {vehicles.map((vehicle) => (
          <CarCard key={vehicle.idAuto} vehicle={vehicle} exchangeRate={exchangeRate} />
        ))}
      </ColumnsGrid>
    </section>
  );
}
