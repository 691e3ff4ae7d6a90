import { notifications } from '@mantine/notifications';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import type { MarketingWithdrawal } from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { handleWithdrawal } from '../api/handle-withdrawal';
import { withdrawalKeys } from '../api/withdrawal-keys';

interface HandleDialogProps {
  readonly solicitud: MarketingWithdrawal | null;
  readonly onClose: () => void;
  /** After a request was handled and the dialog has closed: its row's button is gone, so focus moves. */
  readonly onHandled: () => void;
}

/**
 * 'Marcar como atendida': the withdrawal already took effect in the system when it arrived; staff mark
 * it handled once it is applied outside too. A 409 (someone handled it first) shows in the dialog and
 * reloads the list.
 */
export function HandleDialog({ solicitud, onClose, onHandled }: HandleDialogProps) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);
  const handle = useMutation({ mutationFn: handleWithdrawal });

  function close() {
    setError(null);
    handle.reset();
    onClose();
  }

  function confirm() {
    if (!solicitud) return;
    setError(null);
    handle.mutate(solicitud, {
      onSuccess: (response) => {
        handled.current = true;
        notifications.show({ color: 'green', message: response.message });
        void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
        close();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 409) {
          void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
          setError(failure.message);
        } else setError(MARKETING_WITHDRAWAL_MESSAGES.handleFailed);
      },
    });
  }

  return (
    <ConfirmDialog
      opened={solicitud !== null}
      title="Marcar como atendida"
      message={
        solicitud && (
          <>
            La baja de <strong>{solicitud.correo}</strong> ya se aplicó en el sistema al recibirla. Márcala
            como atendida cuando también la hayas aplicado fuera de él (listas de WhatsApp o de campañas) y,
            si corresponde, hayas respondido a la persona.
          </>
        )
      }
      confirmLabel="Marcar como atendida"
      pending={handle.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
      onExited={() => {
        if (handled.current) onHandled();
        handled.current = false;
      }}
    />
  );
}
