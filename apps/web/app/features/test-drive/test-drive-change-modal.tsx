import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import type { TestDriveLookup, TestDriveView } from '@motorplaza/domain/test-drives/test-drive.schema';
import { useState } from 'react';
import { FailureAlert, useFormFailure } from '../../components/form/form-outcome';
import { ApiError } from '../../lib/api-error';
import { SlotPicker } from '../sell/slot-picker';
import { useSchedule } from '../sell/use-schedule';
import { driveFailure } from './drive-failure';
import { cancelTestDrive, moveTestDrive } from './test-drive-api';
import { TEST_DRIVE_SLOT_TEXTS } from './test-drive-slot-texts';

interface ChangeProps {
  readonly kind: 'move' | 'cancel';
  readonly drive: TestDriveView;
  readonly who: TestDriveLookup;
  readonly onClose: () => void;
  readonly onChanged: (drive: TestDriveView, message: string) => void;
  /** The drive changed meanwhile (409 stale): the page reads it again. */
  readonly onStale: () => void;
}

/** 'Cambiar día y hora' (the car's free slots) or 'Cancelar prueba' (an optional reason), titled dialogs. */
export function TestDriveChangeModal({ kind, drive, who, onClose, onChanged, onStale }: ChangeProps) {
  const moving = kind === 'move';
  const schedule = useSchedule(
    moving && drive.idAuto !== null,
    `/pruebas-de-manejo/horarios/${drive.idAuto ?? 0}`,
  );
  const [sede, setSede] = useState<InspectionSite>(drive.sede);
  const [inicio, setInicio] = useState('');
  const [motivo, setMotivo] = useState('');
  const [busy, setBusy] = useState(false);
  const { failure, fail } = useFormFailure();

  async function confirm() {
    if (moving && !inicio) {
      fail('Elige el día y la hora nuevos.');
      return;
    }
    setBusy(true);
    try {
      const base = { ...who, version: drive.version };
      const result = moving
        ? await moveTestDrive({ ...base, sede, inicio })
        : await cancelTestDrive({ ...base, motivo: motivo || undefined });
      onChanged(result.drive, result.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && moving) schedule.reload();
      if (error instanceof ApiError && error.status === 409 && error.message.includes('cambió')) onStale();
      fail(driveFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={moving ? 'Cambiar día y hora' : 'Cancelar prueba de manejo'}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          Tu prueba: {drive.tienda}, {slotLabel(drive.inicio)}.
        </Text>
        {moving ? (
          <SlotPicker
            schedule={schedule}
            sede={sede}
            onSede={setSede}
            fecha={inicio}
            onFecha={setInicio}
            current={{ sede: drive.sede, inicio: drive.inicio }}
            texts={TEST_DRIVE_SLOT_TEXTS}
          />
        ) : (
          <Textarea
            label="Motivo (opcional)"
            autosize
            minRows={2}
            maxLength={300}
            value={motivo}
            onChange={(event) => setMotivo(event.currentTarget.value)}
          />
        )}
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button color={moving ? undefined : 'red'} loading={busy} onClick={confirm}>
            {moving ? 'Guardar el nuevo horario' : 'Sí, cancelar la prueba'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
