import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { SaveOutcome } from '../hooks/use-save-vehicle';

interface SaveResultDialogProps {
  readonly result: SaveOutcome | null;
  readonly onClose: () => void;
  /** 409 only: discard the edits and load the vehicle again. */
  readonly onReload: () => void;
}

/** The dialogs after a save (spec 001 §8): "Confirmación" on success, "Error" otherwise. */
export function SaveResultDialog({ result, onClose, onReload }: SaveResultDialogProps) {
  const [confirmingReload, setConfirmingReload] = useState(false);
  const close = () => {
    setConfirmingReload(false);
    onClose();
  };
  const saved = result?.kind === 'saved';

  return (
    <Modal
      opened={result !== null}
      onClose={close}
      title={saved ? 'Confirmación' : 'Error'}
      centered
      size="sm"
      zIndex={400}
      closeOnClickOutside={false}
    >
      {result && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {saved ? (
              <IconCircleCheck
                size={32}
                color="var(--mantine-color-green-7)"
                aria-hidden="true"
                style={{ flex: 'none' }}
              />
            ) : (
              <IconAlertTriangle
                size={32}
                color="var(--mantine-color-red-7)"
                aria-hidden="true"
                style={{ flex: 'none' }}
              />
            )}
            <Text role={saved ? 'status' : 'alert'}>{saved ? VEHICLE_MESSAGES.saved : result.message}</Text>
          </Group>
          {confirmingReload && (
            <Text size="sm" role="alert">
              Se descartarán los cambios que hiciste en este formulario. ¿Recargar los datos guardados?
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {result.kind === 'conflict' && !confirmingReload && (
              <Button variant="default" onClick={() => setConfirmingReload(true)}>
                Recargar datos
              </Button>
            )}
            {confirmingReload ? (
              <>
                <Button variant="default" onClick={() => setConfirmingReload(false)}>
                  Cancelar
                </Button>
                <Button
                  onClick={() => {
                    setConfirmingReload(false);
                    onReload();
                  }}
                >
                  Sí, recargar
                </Button>
              </>
            ) : (
              <Button onClick={close} data-autofocus>
                Aceptar
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
