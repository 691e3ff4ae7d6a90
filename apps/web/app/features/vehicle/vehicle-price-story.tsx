import { Table, Text, Title } from '@mantine/core';
import {
  MARKET_POSITION_BASIS,
  marketPositionHeadline,
  marketPositionRank,
} from '@motorplaza/domain/catalog/market-position';
import type { VehiclePriceStory } from '@motorplaza/domain/catalog/price-story';
import { formatDate, formatUsd } from '@motorplaza/domain/shared/format';
import classes from './vehicle-page.module.css';

function change(precio: number, anterior: number | undefined): string {
  if (anterior === undefined) return 'Precio de publicación';
  if (precio === anterior) return 'Sin cambio';
  return `${precio < anterior ? 'Bajó' : 'Subió'} ${formatUsd(Math.abs(precio - anterior))}`;
}

/**
 * 'Historial de precio' (every recorded listed price, dates and amounts, the current one first;
 * decision 0077) and 'Precio frente al mercado' with its count and basis (decision
 * 0082-market-position.md), which is left out when there are fewer than five comparables.
 */
export function VehiclePriceStorySections({ story }: { readonly story: VehiclePriceStory }) {
  const { historial, mercado } = story;
  return (
    <>
      {historial.length > 0 && (
        <section aria-labelledby="historial-precio">
          <Title order={2} size="h3" id="historial-precio" mb="md">
            Historial de precio
          </Title>
          <Table className={classes.priceHistory} verticalSpacing="xs" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fecha</Table.Th>
                <Table.Th scope="col">Precio</Table.Th>
                <Table.Th scope="col">Cambio</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {historial.map((point, index) => (
                <Table.Tr key={point.fecha}>
                  <Table.Td>{formatDate(point.fecha)}</Table.Td>
                  <Table.Td fw={index === 0 ? 700 : undefined}>
                    {formatUsd(point.precio)}
                    {index === 0 && ' (actual)'}
                  </Table.Td>
                  <Table.Td>{change(point.precio, historial[index + 1]?.precio)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt={6}>
            Precios publicados en la web desde que los registramos.
          </Text>
        </section>
      )}
      {mercado && (
        <section aria-labelledby="precio-mercado">
          <Title order={2} size="h3" id="precio-mercado" mb="xs">
            Precio frente al mercado
          </Title>
          <Text fw={700} size="lg">
            {marketPositionHeadline(mercado)}
          </Text>
          <Text size="sm">
            {marketPositionRank(mercado)} · mediana {formatUsd(mercado.mediana)}
          </Text>
          <Text size="xs" c="dimmed" mt={6}>
            {MARKET_POSITION_BASIS}
          </Text>
        </section>
      )}
    </>
  );
}
