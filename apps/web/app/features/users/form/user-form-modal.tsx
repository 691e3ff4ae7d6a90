import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal';
import { useCloseGuard } from '../../../components/form/use-close-guard';
import { usePermissions } from '../api/get-permissions';
import { useUser } from '../api/get-user';
import { UserForm } from './user-form';

export interface UserFormModalProps {
  /** Null creates a user ("Nuevo Usuario"); a number edits that one ("Modificar Usuario"). */
  readonly idUsuario: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** After a successful save, once its confirmation was closed. */
  readonly onSaved: () => void;
}

/** The user modal of spec 001 §2.8: extra large, centred, scrollable; loads the user and the permissions. */
export default function UserFormModal({ idUsuario, opened, onClose, onSaved }: UserFormModalProps) {
  const isNew = idUsuario === null;
  const [busy, setBusy] = useState(false);
  const permissions = usePermissions(opened);
  const user = useUser(idUsuario, opened);
  const guard = useCloseGuard({ opened, busy, escapeCloses: true, onClose });
  // Editing starts from a fresh copy (a cached one may be an older version).
  const loading = permissions.isPending || (!isNew && !user.isFetchedAfterMount);
  const userFailure = isNew ? null : user.error;

  return (
    <FormModal
      opened={opened}
      title={isNew ? 'Nuevo Usuario' : 'Modificar Usuario'}
      busy={busy}
      guard={guard}
      closeOnClickOutside
      failure={userFailure}
      onRetry={() => void user.refetch()}
      loading={loading}
      loadingText={isNew ? 'Cargando formulario...' : 'Cargando datos del usuario...'}
    >
      <UserForm
        key={idUsuario ?? 'nuevo'}
        user={isNew ? null : (user.data ?? null)}
        permissions={permissions.data ?? []}
        permissionsError={permissions.isError ? USER_ADMIN_MESSAGES.permissionsFailed : null}
        onCancel={guard.requestClose}
        onSaved={() => {
          onClose();
          onSaved();
        }}
        onBusyChange={setBusy}
        onDirtyChange={guard.setDirty}
      />
    </FormModal>
  );
}
