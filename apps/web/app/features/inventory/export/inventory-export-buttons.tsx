import { Button, Group } from '@mantine/core';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';

export interface InventoryExportButtonsProps {
  readonly vehicles: readonly AdminVehicle[];
}

/** Excel, PDF and print exports of the listed vehicles (spec 001 §9). */
export function InventoryExportButtons({ vehicles }: InventoryExportButtonsProps) {
  const disabled = vehicles.length === 0;
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        disabled={disabled}
      >
        Excel
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
        disabled={disabled}
      >
        PDF
      </Button>
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden="true" />}
        disabled={disabled}
      >
        Imprimir
      </Button>
    </Group>
  );
}

export default InventoryExportButtons;
