import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SellerLookup, SellerOfferView } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import { useState } from 'react';
import { FailureAlert, useFormFailure } from '../../../components/form/form-outcome';
import { ApiError } from '../../../lib/api-error';
import { SlotPicker } from '../slot-picker';
import { useSchedule } from '../use-schedule';
import { lookupFailure } from './lookup-failure';
import { moveInspection } from './seller-offer-api';

interface MoveInspectionModalProps {
  readonly opened: boolean;
  readonly offer: SellerOfferView;
  readonly who: SellerLookup;
  readonly onClose: () => void;
  readonly onMoved: (offer: SellerOfferView, message: string) => void;
  /** The offer changed meanwhile (409 stale): read it again. */
  readonly onStale: () => void;
}

/**
 * 'Cambiar horario': another free slot of either store; a slot that filled meanwhile is a 409. Mounted
 * per opening, so each starts from the offer's store with no hour chosen.
 */
export function MoveInspectionModal({
  opened,
  offer,
  who,
  onClose,
  onMoved,
  onStale,
}: MoveInspectionModalProps) {
  const schedule = useSchedule(opened);
  const [sede, setSede] = useState<InspectionSite | undefined>(offer.sedeInspeccion ?? undefined);
  const [fecha, setFecha] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const { failure, fail, clear } = useFormFailure();

  async function submit() {
    if (!sede || !fecha) {
      setMissing(true);
      return;
    }
    clear();
    setSending(true);
    try {
      const { offer: moved, message } = await moveInspection({
        ...who,
        sedeInspeccion: sede,
        fechaInspeccion: fecha,
        version: offer.version,
      });
      onMoved(moved, message);
    } catch (error) {
      fail(lookupFailure(error));
      if (error instanceof ApiError && error.status === 409) {
        // A full slot: the schedule is read again and the choice cleared, so a free one is picked.
        if (error.fieldErrors.fechaInspeccion) {
          setFecha('');
          schedule.reload();
        } else onStale();
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Cambiar el horario de la inspección" size="lg">
      <Stack gap="md">
        {offer.fechaInspeccion && offer.tienda && (
          <Text size="sm">
            Ahora: {offer.tienda}, {slotLabel(offer.fechaInspeccion, { year: true })}.
          </Text>
        )}
        <SlotPicker
          schedule={schedule}
          sede={sede}
          onSede={setSede}
          fecha={fecha}
          onFecha={(value) => {
            setFecha(value);
            if (value) setMissing(false);
          }}
          current={
            offer.sedeInspeccion && offer.fechaInspeccion
              ? { sede: offer.sedeInspeccion, inicio: offer.fechaInspeccion }
              : null
          }
          fechaError={missing ? SELL_MESSAGES.fechaInspeccion : undefined}
        />
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button onClick={submit} loading={sending}>
            Confirmar nuevo horario
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
