import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_SALE_TEXTS } from '@motorplaza/domain/leads/lead-sale-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveInterested } from '../api/save-interested';

/** A manager's one-click 'Confirmar venta' of an asesor's sale (decision 0040). */
export function useConfirmSale() {
  const save = useSaveInterested();
  return {
    pending: save.isPending,
    confirm: (lead: Interested, onDone?: () => void) =>
      save.mutate(
        { kind: 'confirmSale', id: lead.idInteresado, body: { version: lead.version } },
        {
          onSuccess: (response) => {
            notifications.show({ color: 'green', message: response.message });
            onDone?.();
          },
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        },
      ),
  };
}

/** The detail's answer to a sale awaiting confirmation: confirm in one click, or reject after asking. */
export function SaleAnswerButtons({ lead }: { readonly lead: Interested }) {
  const sale = useConfirmSale();
  const reject = useSaveInterested();
  const [asking, setAsking] = useState(false);

  return (
    <>
      <Button variant="light" color="red" onClick={() => setAsking(true)} aria-haspopup="dialog">
        {LEAD_SALE_TEXTS.reject}
      </Button>
      <Button color="orange.9" loading={sale.pending} onClick={() => sale.confirm(lead)}>
        {LEAD_SALE_TEXTS.confirm}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={LEAD_SALE_TEXTS.rejectTitle}
        message={LEAD_SALE_TEXTS.rejectMessage}
        confirmLabel={LEAD_SALE_TEXTS.reject}
        confirmColor="red"
        zIndex={400}
        pending={reject.isPending}
        error={reject.error?.message ?? null}
        onConfirm={() =>
          reject.mutate(
            { kind: 'rejectSale', id: lead.idInteresado, body: { version: lead.version } },
            {
              onSuccess: (response) => {
                notifications.show({ color: 'green', message: response.message });
                setAsking(false);
              },
            },
          )
        }
        onClose={() => {
          reject.reset();
          setAsking(false);
        }}
      />
    </>
  );
}
