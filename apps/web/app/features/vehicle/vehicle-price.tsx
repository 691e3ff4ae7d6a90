import { Group, Stack, Text } from '@mantine/core';
import { formatPen, formatUsd } from '@motorplaza/domain/shared/format';
import classes from './vehicle-page.module.css';

interface VehiclePriceProps {
  readonly precio: number;
  readonly precioAnterior: number | null;
  readonly tipoCambio: number;
}

/**
 * US$ without decimals (spec 000 §9) with the soles equivalent beside it: Peruvian consumer law asks
 * for both currencies when a price is published in dollars. A price cut shows the old price struck.
 */
export function VehiclePrice({ precio, precioAnterior, tipoCambio }: VehiclePriceProps) {
  const reduced = precioAnterior !== null && precioAnterior > precio;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="dimmed">
        {reduced ? 'Precio rebajado' : 'Precio'}
      </Text>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text component="p" className={classes.price}>
          {formatUsd(precio)}
        </Text>
        {reduced && (
          <Text component="s" size="lg" c="dimmed" td="line-through">
            <span className="visually-hidden">Precio anterior: </span>
            {formatUsd(precioAnterior)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Equivale a {formatPen(precio * tipoCambio)} (tipo de cambio referencial S/ {tipoCambio.toFixed(2)})
      </Text>
    </Stack>
  );
}
