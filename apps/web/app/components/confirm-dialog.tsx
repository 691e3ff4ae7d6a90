import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly message: ReactNode;
  /** A choice the action needs (e.g. a sale's buyer), below the message. */
  readonly children?: ReactNode;
  readonly confirmLabel: string;
  readonly confirmColor?: string;
  /** The safe choice, focused first. */
  readonly cancelLabel?: string;
  readonly size?: 'sm' | 'md';
  /** Above another modal (a form) and its dropdowns. */
  readonly zIndex?: number;
  /** False where the caller answers Escape itself (a dialog over a form that also hears it). */
  readonly closeOnEscape?: boolean;
  /** After the closing transition, when focus has returned. */
  readonly onExited?: () => void;
  /** The confirmed action is running: the buttons wait and the dialog cannot be dismissed. */
  readonly pending?: boolean;
  /** The server's message when the action failed (the user may retry or cancel). */
  readonly error?: string | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/**
 * Every "are you sure?" of the product (spec 001 §8 "¿Esta seguro?" dialogs, discarding a form): a
 * titled modal that asks, then reports a failure in place. Focus starts on the safe choice.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  confirmColor = 'brand',
  cancelLabel = 'Cancelar',
  size = 'md',
  zIndex,
  closeOnEscape = true,
  onExited,
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
      size={size}
      zIndex={zIndex}
      closeOnClickOutside={!pending}
      closeOnEscape={closeOnEscape && !pending}
      onExitTransitionEnd={onExited}
      withCloseButton={!pending}
      returnFocus
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert" title="No se pudo completar la acción">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
