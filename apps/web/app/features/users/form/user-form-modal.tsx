import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DiscardChangesDialog } from '../../../components/form/discard-changes-dialog';
import { useCloseGuard } from '../../../components/form/use-close-guard';
import { usePermissions } from '../api/get-permissions';
import { useUser } from '../api/get-user';
import { UserForm } from './user-form';
import classes from './user-form.module.css';

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
  const phone = useMediaQuery('(max-width: 48em)');
  const [busy, setBusy] = useState(false);
  const permissions = usePermissions(opened);
  const user = useUser(idUsuario, opened);
  const guard = useCloseGuard({ opened, busy, escapeCloses: true, onClose });
  // Editing starts from a fresh copy (a cached one may be an older version).
  const loading = permissions.isPending || (!isNew && !user.isFetchedAfterMount);
  const userFailure = isNew ? null : user.error;

  return (
    <Modal.Root
      opened={opened}
      onClose={guard.requestClose}
      size="xl"
      classNames={{ content: classes.content }}
      centered
      fullScreen={phone}
      closeOnClickOutside={!busy}
      // useCloseGuard handles Escape, for the form and its discard question.
      closeOnEscape={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header className={classes.header}>
          <Modal.Title fw={700} fz="lg">
            {isNew ? 'Nuevo Usuario' : 'Modificar Usuario'}
          </Modal.Title>
          <Modal.CloseButton aria-label="Cerrar" disabled={busy} />
        </Modal.Header>
        {userFailure ? (
          <Stack p="md" gap="md">
            <Alert
              role="alert"
              color="red"
              variant="light"
              title="No se pudieron cargar los datos"
              icon={<IconAlertCircle aria-hidden="true" />}
            >
              {userFailure.message}
            </Alert>
            <Button variant="light" onClick={() => void user.refetch()} w="fit-content">
              Intentar nuevamente
            </Button>
          </Stack>
        ) : loading ? (
          <Center p="xl" mih={240}>
            <Stack align="center" gap="sm" role="status">
              <Loader />
              <Text c="dimmed">{isNew ? 'Cargando formulario...' : 'Cargando datos del usuario...'}</Text>
            </Stack>
          </Center>
        ) : (
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
        )}
        <DiscardChangesDialog {...guard.question} />
      </Modal.Content>
    </Modal.Root>
  );
}
