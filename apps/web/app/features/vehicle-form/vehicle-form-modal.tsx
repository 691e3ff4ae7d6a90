import { Modal } from '@mantine/core';

export interface VehicleFormModalProps {
  /** Null creates a new vehicle ("Nuevo Automóvil"); a number edits that one ("Editar Automóvil"). */
  readonly idAuto: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Called after a successful save, once the confirmation was shown. */
  readonly onSaved: () => void;
}

/** The create/edit modal of spec 001 §2.2 (placeholder until the form lands). */
export default function VehicleFormModal({ idAuto, opened, onClose }: VehicleFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={idAuto === null ? 'Nuevo Automóvil' : 'Editar Automóvil'}
      size="xl"
    >
      {null}
    </Modal>
  );
}
