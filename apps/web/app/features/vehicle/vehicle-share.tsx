import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandWhatsapp, IconCheck, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface VehicleShareProps {
  readonly url: string;
  /** wa.me link with the catalogue's share text (catalog/share-text). */
  readonly whatsappUrl: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copiar enlace',
  copied: 'Enlace copiado',
  failed: 'No se pudo copiar el enlace',
};

/** Share the car with friends: WhatsApp, Facebook, or the link on the clipboard with a confirmation. */
export function VehicleShare({ url, whatsappUrl }: VehicleShareProps) {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600}>
        Compartir:
      </Text>
      <Tooltip label="Compartir por WhatsApp">
        <ActionIcon
          component="a"
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size={40}
          radius="xl"
          aria-label="Compartir por WhatsApp"
        >
          <IconBrandWhatsapp size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Compartir en Facebook">
        <ActionIcon
          component="a"
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size={40}
          radius="xl"
          aria-label="Compartir en Facebook"
        >
          <IconBrandFacebook size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={COPY_LABELS[copy]} opened={copy === 'idle' ? undefined : true}>
        <ActionIcon
          variant={copy === 'copied' ? 'light' : 'default'}
          color={copy === 'copied' ? 'teal' : undefined}
          size={40}
          radius="xl"
          aria-label={COPY_LABELS.idle}
          onClick={copyLink}
        >
          {copy === 'copied' ? (
            <IconCheck size={20} aria-hidden="true" />
          ) : (
            <IconLink size={20} aria-hidden="true" />
          )}
        </ActionIcon>
      </Tooltip>
      <span role="status" className="visually-hidden">
        {copy === 'idle' ? '' : COPY_LABELS[copy]}
      </span>
    </Group>
  );
}
