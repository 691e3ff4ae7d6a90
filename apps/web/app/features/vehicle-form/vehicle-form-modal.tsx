import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormModal } from '../../components/form/form-modal';
import { useCloseGuard } from '../../components/form/use-close-guard';
import { getAdminVehicle, vehicleKeys } from '../../lib/admin-vehicles';
import { useVehicleOptions } from './api/get-vehicle-options';
import { VehicleForm } from './components/vehicle-form';
import type { VehicleDraft } from './vehicle-form-values';

export interface VehicleFormModalProps {
  /** Null creates a new vehicle ("Nuevo Automóvil"); a number edits that one ("Editar Automóvil"). */
  readonly idAuto: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Called after a successful save, once the confirmation was shown. */
  readonly onSaved: () => void;
  /** A new vehicle pre-filled from a sell-your-car offer. */
  readonly draft?: VehicleDraft | null;
}

/** The create/edit modal of spec 001 §2.2: loads the vehicle and the option lists, then shows the form. */
export default function VehicleFormModal({
  idAuto,
  opened,
  onClose,
  onSaved,
  draft = null,
}: VehicleFormModalProps) {
  const isNew = idAuto === null;
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
    <FormModal
      opened={opened}
      title={
        isNew
          ? draft
            ? `Nuevo Automóvil desde la oferta ${draft.codigo}`
            : 'Nuevo Automóvil'
          : 'Editar Automóvil'
      }
      busy={busy}
      guard={guard}
      // spec 001 §2.2: a new vehicle's modal is static (no backdrop or Escape close).
      closeOnClickOutside={!isNew}
      failure={failure}
      onRetry={retry}
      loading={loading || !options.data}
      loadingText={isNew ? 'Cargando formulario...' : 'Cargando datos del automóvil...'}
    >
      {options.data && (
        <VehicleForm
          key={`${idAuto ?? draft?.idOferta ?? 'nuevo'}:${generation}`}
          vehicle={isNew ? null : (vehicle.data ?? null)}
          draft={isNew ? draft : null}
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
    </FormModal>
  );
}
