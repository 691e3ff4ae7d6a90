import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  INTERESTED_MESSAGES,
  type Interested,
  LEAD_NOTE_MAX,
} from '@motorplaza/domain/leads/interested.schema';
import {
  LEAD_LOSS_REASON_LABELS,
  LEAD_OUTCOME_LABELS,
  LEAD_OUTCOMES,
  MANUAL_LOSS_REASONS,
} from '@motorplaza/domain/leads/lead-pipeline';
import { LEAD_SALE_TEXTS, sellsDirectly } from '@motorplaza/domain/leads/lead-sale-rules';
import { VEHICLE_SELL_TEXTS } from '@motorplaza/domain/vehicles/vehicle-messages';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DialogActions, saveFeedback } from '../../../components/form/dialog-actions';
import { useSubmission } from '../../../lib/submission';
import { useSessionUser } from '../../../lib/use-session-user';
import { useStaff } from '../api/get-staff';
import { type InterestedWrite, useSaveInterested } from '../api/save-interested';

export type FollowUpKind = 'contact' | 'assign' | 'close' | 'note';

const TITLES: Record<FollowUpKind, string> = {
  contact: 'Registrar contacto',
  assign: 'Asignar asesor',
  close: 'Registrar cierre',
  note: 'Agregar nota',
};

interface FollowUpModalProps {
  readonly kind: FollowUpKind | null;
  readonly lead: Interested | null;
  readonly onClose: () => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The follow-up beyond the spec (decision 0023): a contact, a (re)assignment, the closing, a note. */
export function FollowUpModal({ kind, lead, onClose }: FollowUpModalProps) {
  const opened = kind !== null && lead !== null;
  const staff = useStaff(opened && kind === 'assign');
  const save = useSaveInterested();
  const submission = useSubmission();
  const [choice, setChoice] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [nota, setNota] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A manager's sale asks the spec's sell confirmation, naming the car, before it is sent (decision 0040). */
  const [askingSale, setAskingSale] = useState(false);
  const user = useSessionUser();
  const direct = user !== null && sellsDirectly(user.rol);

  useEffect(() => {
    if (!opened) return;
    setChoice(kind === 'contact' ? 'TELEFONO' : kind === 'close' ? 'VENDIDO' : null);
    setReason(null);
    setNota('');
    setErrors({});
    setAskingSale(false);
  }, [opened, kind]);

  if (!kind || !lead) return null;
  const asesores = (staff.data ?? [])
    .filter((user) => user.rol === 'ASESOR1' || user.rol === 'ASESOR2')
    .map((user) => ({ value: String(user.idUsuario), label: user.nombresCompletos }));

  function write(): InterestedWrite | null {
    if (!lead || !kind) return null;
    const version = lead.version;
    const text = nota.trim() || undefined;
    switch (kind) {
      case 'contact':
        return {
          kind,
          id: lead.idInteresado,
          body: { canal: choice as 'WHATSAPP' | 'TELEFONO', nota: text, version },
        };
      case 'assign':
        if (!choice) {
          setErrors({ idUsuarioAsignado: 'Elige el asesor' });
          return null;
        }
        return { kind, id: lead.idInteresado, body: { idUsuarioAsignado: Number(choice), version } };
      case 'close':
        if (choice === 'PERDIDO' && !reason) {
          setErrors({ motivoPerdida: INTERESTED_MESSAGES.motivoRequired });
          return null;
        }
        return {
          kind,
          id: lead.idInteresado,
          body: {
            resultado: choice as 'VENDIDO' | 'PERDIDO',
            motivoPerdida: choice === 'PERDIDO' ? (reason as never) : null,
            nota: text,
            version,
          },
        };
      case 'note':
        if (!text) {
          setErrors({ nota: INTERESTED_MESSAGES.notaRequired });
          return null;
        }
        return { kind, id: lead.idInteresado, body: { nota: text, version } };
    }
  }

  const selling = kind === 'close' && choice === 'VENDIDO';

  function submit() {
    // A second click while saving sends nothing; a contact or a note carries its fill's key (decision 0044).
    if (submission.running()) return;
    setErrors({});
    const request = write();
    if (!request) return;
    if (selling && direct && !askingSale) {
      setAskingSale(true);
      return;
    }
    const feedback = saveFeedback(onClose, setErrors);
    void submission
      .run((idempotencyKey) =>
        save.mutateAsync(
          request.kind === 'contact' || request.kind === 'note' ? { ...request, idempotencyKey } : request,
        ),
      )
      .then(feedback.onSuccess, feedback.onError)
      .finally(() => setAskingSale(false));
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TITLES[kind]}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        {kind === 'contact' && (
          <Select
            label="Canal"
            data={options(CONTACT_CHANNELS, CONTACT_CHANNEL_LABELS)}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
          />
        )}
        {kind === 'assign' && (
          <Select
            label="Asesor"
            placeholder={staff.isPending ? 'Cargando usuarios...' : 'Selecciona un asesor'}
            data={asesores}
            value={choice}
            onChange={setChoice}
            error={errors.idUsuarioAsignado ?? (staff.isError ? INTERESTED_MESSAGES.staffFailed : undefined)}
          />
        )}
        {kind === 'close' && (
          <>
            <Select
              label="Resultado"
              data={options(LEAD_OUTCOMES, LEAD_OUTCOME_LABELS)}
              value={choice}
              onChange={setChoice}
              allowDeselect={false}
            />
            {choice === 'PERDIDO' && (
              <Select
                label="Motivo de la pérdida"
                placeholder="Selecciona el motivo"
                data={options(MANUAL_LOSS_REASONS, LEAD_LOSS_REASON_LABELS)}
                value={reason}
                onChange={setReason}
                error={errors.motivoPerdida}
              />
            )}
            {selling && (
              <Text size="sm">
                {direct
                  ? `${VEHICLE_SELL_TEXTS.message}: ${lead.automovil}.`
                  : `${LEAD_SALE_TEXTS.askMessage} Mientras tanto se verá como «${LEAD_SALE_TEXTS.pendingSale}».`}
              </Text>
            )}
          </>
        )}
        {kind !== 'assign' && (
          <Textarea
            label={kind === 'note' ? 'Nota' : 'Nota (opcional)'}
            value={nota}
            onChange={(event) => setNota(event.currentTarget.value)}
            maxLength={LEAD_NOTE_MAX}
            autosize
            minRows={3}
            error={errors.nota}
          />
        )}
        <DialogActions
          error={askingSale ? undefined : errors.form}
          pending={save.isPending}
          confirmLabel={selling && !direct ? LEAD_SALE_TEXTS.askConfirm : 'Guardar'}
          onCancel={onClose}
          onConfirm={submit}
        />
      </Stack>
      <ConfirmDialog
        opened={askingSale}
        title={VEHICLE_SELL_TEXTS.title}
        message={
          <>
            {VEHICLE_SELL_TEXTS.message}
            <br />
            <strong>{lead.automovil}</strong>
          </>
        }
        confirmLabel={VEHICLE_SELL_TEXTS.confirmLabel}
        zIndex={400}
        pending={save.isPending}
        error={errors.form ?? null}
        onConfirm={submit}
        onClose={() => setAskingSale(false)}
      />
    </Modal>
  );
}
