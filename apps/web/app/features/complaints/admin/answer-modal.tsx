import { Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  COMPLAINT_ADMIN_MESSAGES,
  COMPLAINT_ANSWER_MAX,
  type ComplaintDetail,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import {
  ANSWER_CHANNEL_LABELS,
  COMPLAINT_CHANNEL_LABELS,
  type ComplaintChannel,
} from '@motorplaza/domain/complaints/complaint-texts';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { useEffect, useState } from 'react';
import { DialogActions, saveFeedback } from '../../../components/form/dialog-actions';
import { useSaveComplaint } from '../api/save-complaint';

interface AnswerModalProps {
  readonly sheet: ComplaintDetail | null;
  readonly onClose: () => void;
}

/**
 * Part 4: the provider's observations and actions, e-mailed now with the answered sheet in PDF, or
 * recorded as a letter delivered on a given day.
 */
export function AnswerModal({ sheet, onClose }: AnswerModalProps) {
  const save = useSaveComplaint();
  const [respuesta, setRespuesta] = useState('');
  const [canal, setCanal] = useState<ComplaintChannel>('CORREO');
  const [fechaCarta, setFechaCarta] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const recipient = sheet ? (sheet.correo ?? sheet.apoderadoCorreo) : null;

  useEffect(() => {
    if (!sheet) return;
    setRespuesta('');
    setCanal(sheet.correo || sheet.apoderadoCorreo ? 'CORREO' : 'CARTA');
    setFechaCarta(todayInLima());
    setErrors({});
  }, [sheet]);

  function submit() {
    if (!sheet) return;
    const text = respuesta.trim();
    if (!text) {
      setErrors({ respuesta: COMPLAINT_ADMIN_MESSAGES.respuesta });
      return;
    }
    if (canal === 'CARTA' && !fechaCarta) {
      setErrors({ fechaCarta: COMPLAINT_ADMIN_MESSAGES.fechaCarta });
      return;
    }
    setErrors({});
    save.mutate(
      {
        kind: 'answer',
        id: sheet.idReclamo,
        body: {
          respuesta: text,
          canal,
          fechaCarta: canal === 'CARTA' ? fechaCarta : null,
          version: sheet.version,
        },
      },
      saveFeedback(onClose, setErrors),
    );
  }

  return (
    <Modal
      opened={sheet !== null}
      onClose={onClose}
      title={sheet ? `Responder la hoja Nº ${sheet.codigo}` : 'Responder'}
      size="lg"
      centered
      closeOnClickOutside={!save.isPending}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {sheet && (
        <Stack gap="md">
          <Text size="sm">
            El consumidor prefiere recibir la respuesta por{' '}
            {COMPLAINT_CHANNEL_LABELS[sheet.canalRespuesta].toLowerCase()}.
          </Text>
          <Textarea
            label="Observaciones y acciones adoptadas (respuesta)"
            required
            autosize
            minRows={5}
            maxLength={COMPLAINT_ANSWER_MAX}
            value={respuesta}
            onChange={(event) => setRespuesta(event.currentTarget.value)}
            error={errors.respuesta}
            data-autofocus
          />
          <Radio.Group
            label="Medio de comunicación"
            value={canal}
            onChange={(value) => setCanal(value as ComplaintChannel)}
            error={errors.canal}
          >
            <Stack gap={6} mt={6}>
              <Radio
                value="CORREO"
                disabled={!recipient}
                label={`${ANSWER_CHANNEL_LABELS.CORREO}${recipient ? ` a ${recipient}, con la hoja en PDF` : ' (el consumidor no dejó correo)'}`}
              />
              <Radio value="CARTA" label={`${ANSWER_CHANNEL_LABELS.CARTA} entregada en el domicilio`} />
            </Stack>
          </Radio.Group>
          {canal === 'CARTA' && (
            <TextInput
              type="date"
              label="Fecha de entrega de la carta"
              required
              max={todayInLima()}
              value={fechaCarta}
              onChange={(event) => setFechaCarta(event.currentTarget.value)}
              error={errors.fechaCarta}
            />
          )}
          <DialogActions
            error={errors.form}
            pending={save.isPending}
            confirmLabel={canal === 'CORREO' ? 'Enviar respuesta' : 'Registrar respuesta'}
            onCancel={onClose}
            onConfirm={submit}
          />
        </Stack>
      )}
    </Modal>
  );
}
