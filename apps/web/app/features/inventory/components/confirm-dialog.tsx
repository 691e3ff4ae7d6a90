import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly message: ReactNode;
  readonly confirmLabel: string;
  readonly confirmColor?: string;
  /** The confirmed action is running: the buttons wait and the dialog cannot be dismissed. */
  readonly pending?: boolean;
  /** The server's message when the action failed (the user may retry or cancel). */
  readonly error?: string | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/**
 * The confirmation of a change to the inventory (spec 001 §8 "¿Esta seguro?" dialogs): a titled
 * modal that asks, then reports a failure in place. Focus starts on Cancelar, the safe choice.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  confirmColor = 'brand',
  pending = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      returnFocus
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert" title="No se pudo completar la acción">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancelar
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
