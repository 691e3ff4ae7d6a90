import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formErrorsOf } from '../../lib/api-error';

interface DialogActionsProps {
  /** The save's general failure, above the buttons. */
  readonly error: string | undefined;
  readonly pending: boolean;
  readonly confirmLabel: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** The end of a small action dialog: the failure, Cancelar and the action (busy while it saves). */
export function DialogActions({ error, pending, confirmLabel, onCancel, onConfirm }: DialogActionsProps) {
  return (
    <>
      {error && (
        <Alert role="alert" color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * What a small dialog does after its save: the server's message as a notification and the dialog
 * closed, or the field and general messages shown in it.
 */
export function saveFeedback(onDone: () => void, setErrors: (errors: Record<string, string>) => void) {
  return {
    onSuccess: (response: { message: string }) => {
      notifications.show({ color: 'green', message: response.message });
      onDone();
    },
    onError: (error: unknown) => setErrors(formErrorsOf(error)),
  };
}
