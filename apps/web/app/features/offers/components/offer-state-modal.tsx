import { Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  OFFER_NOTE_MAX,
  OFFERS_MESSAGES,
  type SellOfferItem,
} from '@motorplaza/domain/offers/sell-offer-admin.schema';
import {
  SELL_OFFER_STATUS_LABELS,
  SELL_OFFER_TRANSITIONS,
  type SellOfferStatus,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../components/form/dialog-actions';
import { ApiError } from '../../../lib/api-error';
import { useSaveOfferState } from '../api/save-offer-state';

/** 'Cambiar estado': the next states the flow allows, an optional note, the version the screen read. */
export function OfferStateModal({
  offer,
  onClose,
}: {
  readonly offer: SellOfferItem | null;
  readonly onClose: () => void;
}) {
  const save = useSaveOfferState();
  const choices = offer ? SELL_OFFER_TRANSITIONS[offer.status] : [];
  const [estado, setEstado] = useState<SellOfferStatus | ''>('');
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!offer) return;
    setEstado(SELL_OFFER_TRANSITIONS[offer.status][0] ?? '');
    setNota('');
    setError(null);
  }, [offer]);

  function submit() {
    if (!offer || !estado) {
      setError(OFFERS_MESSAGES.estado);
      return;
    }
    save.mutate(
      { id: offer.id, body: { estado, version: offer.version, ...(nota.trim() ? { nota } : {}) } },
      {
        onSuccess: (response) => {
          notifications.show({ color: 'green', message: response.message });
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : OFFERS_MESSAGES.loadFailed),
      },
    );
  }

  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title="Cambiar estado de la oferta"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        {offer && (
          <Text size="sm">
            <strong>{offer.codigo ?? `#${offer.id}`}</strong> · {offer.marca} {offer.modelo} {offer.anio} ·
            Estado actual: {SELL_OFFER_STATUS_LABELS[offer.status]}
          </Text>
        )}
        <Radio.Group
          label="Nuevo estado"
          value={estado}
          onChange={(value) => setEstado(value as SellOfferStatus)}
        >
          <Group mt="xs">
            {choices.map((choice) => (
              <Radio key={choice} value={choice} label={SELL_OFFER_STATUS_LABELS[choice]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Nota (opcional)"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={OFFER_NOTE_MAX}
          value={nota}
          onChange={(event) => setNota(event.currentTarget.value)}
        />
        <DialogActions
          error={error ?? undefined}
          pending={save.isPending}
          confirmLabel="Guardar"
          onCancel={onClose}
          onConfirm={submit}
        />
      </Stack>
    </Modal>
  );
}
