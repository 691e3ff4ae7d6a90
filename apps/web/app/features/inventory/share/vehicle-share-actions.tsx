import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { IconBrandFacebook, IconBrandWhatsapp, IconCopy, IconPhotoDown } from '@tabler/icons-react';

export interface VehicleShareActionsProps {
  readonly vehicle: AdminVehicle;
}

/** Share, copy, download-photos and Facebook actions of one inventory card (spec 001 §7). */
export function VehicleShareActions({ vehicle }: VehicleShareActionsProps) {
  void vehicle;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Compartir en WhatsApp">
        <ActionIcon variant="subtle" size="lg" aria-label="Compartir en WhatsApp">
          <IconBrandWhatsapp size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Copiar información">
        <ActionIcon variant="subtle" size="lg" aria-label="Copiar información">
          <IconCopy size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Descargar fotos">
        <ActionIcon variant="subtle" size="lg" aria-label="Descargar fotos">
          <IconPhotoDown size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Compartir en Facebook">
        <ActionIcon variant="subtle" size="lg" aria-label="Compartir en Facebook">
          <IconBrandFacebook size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export default VehicleShareActions;
