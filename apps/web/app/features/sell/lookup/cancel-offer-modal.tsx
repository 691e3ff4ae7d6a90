import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  SELLER_REASON_MAX,
  type SellerLookup,
  type SellerOfferView,
} from '@motorplaza/domain/offers/seller-offer.schema';
import { useState } from 'react';
import { FailureAlert, useFormFailure } from '../../../components/form/form-outcome';
import { ApiError } from '../../../lib/api-error';
import { lookupFailure } from './lookup-failure';
import { cancelOffer } from './seller-offer-api';

interface CancelOfferModalProps {
  readonly opened: boolean;
  readonly offer: SellerOfferView;
  readonly who: SellerLookup;
  readonly onClose: () => void;
  readonly onCancelled: (offer: SellerOfferView, message: string) => void;
  readonly onStale: () => void;
}

/** 'Cancelar oferta': asks once, with an optional reason; the inspection's place is freed. */
export function CancelOfferModal({
  opened,
  offer,
  who,
  onClose,
  onCancelled,
  onStale,
}: CancelOfferModalProps) {
  const [motivo, setMotivo] = useState('');
  const [sending, setSending] = useState(false);
  const { failure, fail, clear } = useFormFailure();

  async function submit() {
    clear();
    setSending(true);
    try {
      const result = await cancelOffer({ ...who, motivo, version: offer.version });
      onCancelled(result.offer, result.message);
    } catch (error) {
      fail(lookupFailure(error));
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="¿Cancelar tu oferta?">
      <Stack gap="md">
        <Text size="sm">
          Cancelaremos la oferta {offer.codigo} y liberaremos tu horario de inspección. Te enviaremos la
          confirmación a tu correo.
        </Text>
        <Textarea
          label="Motivo (opcional)"
          description="Nos ayuda a mejorar."
          autosize
          minRows={2}
          maxRows={4}
          maxLength={SELLER_REASON_MAX}
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
        />
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button color="red.8" onClick={submit} loading={sending}>
            Sí, cancelar la oferta
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
