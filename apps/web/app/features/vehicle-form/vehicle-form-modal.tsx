import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DiscardChangesDialog } from '../../components/form/discard-changes-dialog';
import { useCloseGuard } from '../../components/form/use-close-guard';
import { getAdminVehicle, vehicleKeys } from '../../lib/admin-vehicles';
import { useVehicleOptions } from './api/get-vehicle-options';
import { VehicleForm } from './components/vehicle-form';
import classes from './vehicle-form-modal.module.css';

export interface VehicleFormModalProps {
  /** Null creates a new vehicle ("Nuevo Automóvil"); a number edits that one ("Editar Automóvil"). */
  readonly idAuto: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Called after a successful save, once the confirmation was shown. */
  readonly onSaved: () => void;
}

/** The create/edit modal of spec 001 §2.2: loads the vehicle and the option lists, then shows the form. */
export default function VehicleFormModal({ idAuto, opened, onClose, onSaved }: VehicleFormModalProps) {
  const isNew = idAuto === null;
  const phone = useMediaQuery('(max-width: 48em)');
  const [busy, setBusy] = useState(false);
  /** Bumped by "Recargar datos" after a conflict: the form mounts again with the fresh vehicle. */
  const [generation, setGeneration] = useState(0);
  const options = useVehicleOptions(opened);
  const vehicle = useQuery({
    queryKey: vehicleKeys.detail(idAuto ?? 0),
    queryFn: ({ signal }) => getAdminVehicle(idAuto ?? 0, signal),
    enabled: opened && !isNew,
    // The form edits the version it loaded: never a cached copy.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  // Editing starts from a fresh copy (a cached one may be an older version).
  const loading = options.isPending || (!isNew && !vehicle.isFetchedAfterMount);
  const failure = options.error ?? (isNew ? null : vehicle.error);
  const guard = useCloseGuard({ opened, busy, escapeCloses: !isNew, onClose });

  async function reload() {
    await vehicle.refetch();
    setGeneration((count) => count + 1);
  }

  function retry() {
    if (options.error) void options.refetch();
    if (!isNew && vehicle.error) void vehicle.refetch();
  }

  return (
    <Modal.Root
      opened={opened}
      onClose={guard.requestClose}
      size="xl"
      // Through classNames: a className on Modal.Content would also land on the inner wrapper.
      classNames={{ content: classes.content }}
      centered
      fullScreen={phone}
      // spec 001 §2.2: a new vehicle's modal is static (no backdrop or Escape close).
      closeOnClickOutside={!isNew && !busy}
      // useCloseGuard handles Escape, for the form and its discard question.
      closeOnEscape={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header className={classes.header}>
          <Modal.Title fw={700} fz="lg">
            {isNew ? 'Nuevo Automóvil' : 'Editar Automóvil'}
          </Modal.Title>
          <Modal.CloseButton aria-label="Cerrar" disabled={busy} />
        </Modal.Header>
        {failure ? (
          <Stack p="md" gap="md">
            <Alert
              role="alert"
              color="red"
              variant="light"
              title="No se pudieron cargar los datos"
              icon={<IconAlertCircle aria-hidden="true" />}
            >
              {failure.message}
            </Alert>
            <Button variant="light" onClick={retry} w="fit-content">
              Intentar nuevamente
            </Button>
          </Stack>
        ) : loading || !options.data ? (
          <Center p="xl" mih={240}>
            <Stack align="center" gap="sm" role="status">
              <Loader />
              <Text c="dimmed">{isNew ? 'Cargando formulario...' : 'Cargando datos del automóvil...'}</Text>
            </Stack>
          </Center>
        ) : (
          <VehicleForm
            key={`${idAuto ?? 'nuevo'}:${generation}`}
            vehicle={isNew ? null : (vehicle.data ?? null)}
            options={options.data}
            onCancel={guard.requestClose}
            onSaved={() => {
              onClose();
              onSaved();
            }}
            onReload={() => void reload()}
            onBusyChange={setBusy}
            onDirtyChange={guard.setDirty}
          />
        )}
        <DiscardChangesDialog {...guard.question} />
      </Modal.Content>
    </Modal.Root>
  );
}
