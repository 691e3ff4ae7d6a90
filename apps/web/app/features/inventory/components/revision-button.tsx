import { Alert, Button, Stack } from '@mantine/core';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { getRevisionUrl } from '../api/get-revision';

interface RevisionButtonProps {
  readonly placa: string | null;
  /** The address the detail already carries, when the API sent one. */
  readonly urlPdf: string | null;
}

const LABEL = 'Revisión Técnica - Ver documento PDF';
const icon = <IconFileTypePdf size={18} aria-hidden="true" />;

/**
 * Spec 001 §2.3: shown when swRevision; opens the review PDF in a new tab. Without an address in the
 * detail it asks the API by placa (§7), opening the tab first so no pop-up blocker stops it.
 */
export function RevisionButton({ placa, urlPdf }: RevisionButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (urlPdf) {
    return (
      <Button
        component="a"
        href={urlPdf}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="red"
        fullWidth
        leftSection={icon}
      >
        {LABEL}
      </Button>
    );
  }

  async function open() {
    if (!placa) {
      setError(VEHICLE_MESSAGES.revisionNotFound);
      return;
    }
    setError(null);
    setPending(true);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await getRevisionUrl(placa);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (failure) {
      tab?.close();
      setError(failure instanceof Error ? failure.message : VEHICLE_MESSAGES.revisionNotFound);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        color="red"
        fullWidth
        leftSection={icon}
        loading={pending}
        onClick={() => void open()}
      >
        {LABEL}
      </Button>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
