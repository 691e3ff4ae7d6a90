import { Paper, Text, Title } from '@mantine/core';
import { ColumnsGrid } from '../../components/columns-grid';
import classes from './home.module.css';

interface HomeStockCardProps {
  readonly total: number;
  readonly brands: number;
  readonly offices: number;
}

/** The hero's side card: what is in stock today, from the live inventory. */
export function HomeStockCard({ total, brands, offices }: HomeStockCardProps) {
  const figures = [
    { value: total, label: total === 1 ? 'auto disponible' : 'autos disponibles' },
    { value: brands, label: brands === 1 ? 'marca' : 'marcas' },
    { value: offices, label: offices === 1 ? 'tienda en Lima' : 'tiendas en Lima' },
  ];
  return (
    <Paper radius="lg" p="xl" className={classes.stockCard}>
      <Title order={2} size="h3" mb="lg">
        Hoy en nuestro inventario
      </Title>
      <ColumnsGrid component="dl" cols={3} spacing="md" m={0}>
        {figures.map(({ value, label }) => (
          // The figure shows above its label (CSS), while the list keeps term before value.
          <div key={label} className={classes.figure}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <dd className={classes.figureValue}>{value}</dd>
          </div>
        ))}
      </ColumnsGrid>
      <Text size="sm" mt="lg" c="dimmed">
        Autos revisados, con asesoría personalizada y financiamiento vehicular.
      </Text>
    </Paper>
  );
}
