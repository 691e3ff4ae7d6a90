import { Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  COMPLAINT_ADMIN_MESSAGES,
  COMPLAINT_REASON_MAX,
  type ComplaintDetail,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { COMPLAINT_KIND_DEFINITIONS } from '@motorplaza/domain/complaints/complaint-texts';
import { useEffect, useState } from 'react';
import { DialogActions, saveFeedback } from '../../../components/form/dialog-actions';
import { useSaveComplaint } from '../api/save-complaint';

/** A queja whose content is a reclamo, with the reason; the consumer's choice stays on the sheet. */
export function ReclassifyModal({
  sheet,
  onClose,
}: {
  readonly sheet: ComplaintDetail | null;
  readonly onClose: () => void;
}) {
  const save = useSaveComplaint();
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!sheet) return;
    setMotivo('');
    setErrors({});
  }, [sheet]);

  function submit() {
    if (!sheet) return;
    if (motivo.trim().length < 10) {
      setErrors({ motivo: COMPLAINT_ADMIN_MESSAGES.motivo });
      return;
    }
    save.mutate(
      { kind: 'reclassify', id: sheet.idReclamo, body: { motivo: motivo.trim(), version: sheet.version } },
      saveFeedback(onClose, setErrors),
    );
  }

  return (
    <Modal
      opened={sheet !== null}
      onClose={onClose}
      title={sheet ? `Reclasificar la hoja Nº ${sheet.codigo}` : 'Reclasificar'}
      centered
      closeOnClickOutside={!save.isPending}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Reclamo: {COMPLAINT_KIND_DEFINITIONS.RECLAMO} La hoja conserva lo que eligió el consumidor; el libro
          la atiende como reclamo.
        </Text>
        <Textarea
          label="Motivo de la reclasificación"
          required
          autosize
          minRows={3}
          maxLength={COMPLAINT_REASON_MAX}
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
          error={errors.motivo}
          data-autofocus
        />
        <DialogActions
          error={errors.form}
          pending={save.isPending}
          confirmLabel="Reclasificar como reclamo"
          onCancel={onClose}
          onConfirm={submit}
        />
      </Stack>
    </Modal>
  );
}
