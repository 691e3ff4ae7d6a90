import { ACCESSORY_MESSAGES, type Accessory } from '@motorplaza/domain/accessories/accessory.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DialogMessage, MessageDialog } from '../../../components/message-dialog';
import { ApiError } from '../../../lib/api-error';
import { accessoryKeys } from '../api/accessory-keys';
import { deleteAccessory } from '../api/delete-accessory';

interface AccessoryDeleteDialogProps {
  /** The accessory asked about; null when no question is open. */
  readonly accessory: Accessory | null;
  readonly onClose: () => void;
  /** After the result was read: the row may be gone, so the caller places the focus. */
  readonly onFinished: () => void;
}

function failureText(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : ACCESSORY_MESSAGES.deleteFailed;
}

/**
 * '¿Está seguro?' then DELETE; the server says whether the accessory was removed or, being on a
 * vehicle, inactivated, and the result dialog tells which (decision 0021).
 */
export function AccessoryDeleteDialog({ accessory, onClose, onFinished }: AccessoryDeleteDialogProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DialogMessage | null>(null);

  async function confirm() {
    if (!accessory) return;
    setPending(true);
    setError(null);
    try {
      const { message, resultado } = await deleteAccessory(accessory.idAccesorio);
      void queryClient.invalidateQueries({ queryKey: accessoryKeys.all });
      setResult({
        title:
          resultado === 'eliminado' ? ACCESSORY_MESSAGES.deletedTitle : ACCESSORY_MESSAGES.deactivatedTitle,
        text: message,
        role: 'status',
      });
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <ConfirmDialog
        opened={accessory !== null}
        title={ACCESSORY_MESSAGES.deleteConfirm}
        message={
          <>
            {ACCESSORY_MESSAGES.deleteText} <strong>{accessory?.nombre}</strong>.{' '}
            {ACCESSORY_MESSAGES.deleteInUse}
          </>
        }
        confirmLabel={ACCESSORY_MESSAGES.deleteButton}
        confirmColor="red.8"
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setError(null);
          onClose();
        }}
      />
      <MessageDialog message={result} onClose={() => setResult(null)} onExited={onFinished} />
    </>
  );
}
