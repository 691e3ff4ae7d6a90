import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INTERESTED_MESSAGES, type Interested } from '@motorplaza/domain/leads/interested.schema';
import { useEffect, useState } from 'react';
import { useStaff } from '../api/get-staff';
import { useSaveInterested } from '../api/save-interested';

interface StateModalProps {
  readonly lead: Interested | null;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * 'Registrar Atención' (spec 001 §2.6, §4, §5, §8): the state chosen — attended or back to pending — is
 * the one sent and stored (decision 0023), with the attending user from GET /usuario/list.
 */
export function StateModal({ lead, opened, onClose }: StateModalProps) {
  const staff = useStaff(opened);
  const save = useSaveInterested();
  const [estado, setEstado] = useState<'true' | 'false'>('true');
  const [user, setUser] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setEstado(lead?.estado ? 'false' : 'true');
    setUser(lead?.idUsuarioAtencion ? String(lead.idUsuarioAtencion) : null);
    setError(null);
  }, [opened, lead]);

  // Spec 001 §5: the four checks, in its order.
  function validate(): { id: number; version: number; idUsuario: number; name: string } | string {
    if (!lead) return INTERESTED_MESSAGES.noClient;
    if (!user) return INTERESTED_MESSAGES.noUser;
    const chosen = staff.data?.find((candidate) => String(candidate.idUsuario) === user);
    if (!chosen) return INTERESTED_MESSAGES.userNotFound;
    if (!lead.idInteresado) return INTERESTED_MESSAGES.missingData;
    return {
      id: lead.idInteresado,
      version: lead.version,
      idUsuario: chosen.idUsuario,
      name: chosen.nombresCompletos,
    };
  }

  function submit() {
    const checked = validate();
    if (typeof checked === 'string') {
      setError(checked);
      return;
    }
    setError(null);
    const attended = estado === 'true';
    save.mutate(
      {
        kind: 'state',
        id: checked.id,
        body: { estado: attended, idUsuarioAtencion: checked.idUsuario, version: checked.version },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: attended
              ? INTERESTED_MESSAGES.attended(checked.name)
              : INTERESTED_MESSAGES.pending(checked.name),
          });
          onClose();
        },
        onError: () => setError(INTERESTED_MESSAGES.updateFailed),
      },
    );
  }

  const options = (staff.data ?? []).map((candidate) => ({
    value: String(candidate.idUsuario),
    label: candidate.nombresCompletos,
  }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registrar Atención"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        {lead && (
          <Text size="sm">
            <strong>{lead.nombreCompleto}</strong> · {lead.automovil}
          </Text>
        )}
        <Radio.Group label="Estado" value={estado} onChange={(value) => setEstado(value as 'true' | 'false')}>
          <Group mt="xs">
            <Radio value="true" label="Atendido" />
            <Radio value="false" label="Pendiente" />
          </Group>
        </Radio.Group>
        <Select
          label="Usuario que atiende"
          placeholder={staff.isPending ? 'Cargando usuarios...' : 'Selecciona un usuario'}
          data={options}
          value={user}
          onChange={setUser}
          searchable
          nothingFoundMessage="Sin coincidencias"
          disabled={staff.isError}
          comboboxProps={{ withinPortal: true }}
        />
        {staff.isError && (
          <Alert role="alert" color="red" variant="light">
            {INTERESTED_MESSAGES.staffFailed}
          </Alert>
        )}
        {error && (
          <Alert role="alert" color="red" variant="light">
            {error}
          </Alert>
        )}
        {save.isPending && (
          <Text role="status" size="sm">
            {INTERESTED_MESSAGES.updating}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
