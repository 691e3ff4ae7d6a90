import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  FACEBOOK_MARKETPLACE_CREATE_URL,
  salesText,
  salesWhatsappUrl,
} from '@motorplaza/domain/catalog/sales-text';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { IconBrandFacebook, IconBrandWhatsapp, IconCopy, IconPhotoDown } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { type DialogMessage, MessageDialog } from '../../../components/message-dialog';
import { useRootData } from '../../../lib/root-data';
import { usePhotoDownload } from './use-photo-download';

export interface VehicleShareActionsProps {
  readonly vehicle: AdminVehicle;
}

// Spec 001 §8 and §9: the copy confirmation closes by itself after 1.8 s.
const COPIED: DialogMessage = {
  title: '¡Copiado!',
  text: VEHICLE_MESSAGES.copied,
  role: 'status',
  autoCloseMs: 1800,
};
const COPY_FAILED: DialogMessage = { title: 'Error', text: VEHICLE_MESSAGES.copyFailed, role: 'alert' };

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Share on WhatsApp, copy the sales text, download all photos and share on Facebook (spec 001 §2.1, §7). */
export function VehicleShareActions({ vehicle }: VehicleShareActionsProps) {
  const { settings, publicUrl } = useRootData();
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const closeMessage = useCallback(() => setMessage(null), []);
  const photos = usePhotoDownload(vehicle, setMessage);

  const text = () => salesText(vehicle, { publicUrl, company: settings });

  async function copy() {
    try {
      await navigator.clipboard.writeText(text());
      setMessage(COPIED);
    } catch {
      setMessage(COPY_FAILED);
    }
  }

  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Compartir en WhatsApp">
          <ActionIcon
            variant="subtle"
            color="teal"
            size="lg"
            aria-label="Compartir en WhatsApp"
            onClick={() => openInNewTab(salesWhatsappUrl(text()))}
          >
            <IconBrandWhatsapp size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Copiar información">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Copiar información" onClick={copy}>
            <IconCopy size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Descargar fotos">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Descargar fotos"
            loading={photos.downloading}
            onClick={photos.download}
          >
            <IconPhotoDown size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Compartir en Facebook">
          <ActionIcon
            variant="subtle"
            color="blue"
            size="lg"
            aria-label="Compartir en Facebook"
            onClick={() => openInNewTab(FACEBOOK_MARKETPLACE_CREATE_URL)}
          >
            <IconBrandFacebook size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      <MessageDialog message={message} onClose={closeMessage} />
    </>
  );
}

export default VehicleShareActions;
