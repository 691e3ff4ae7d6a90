import { Alert, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface DetailDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly size: 'lg' | 'xl';
  /** The message when the record could not be loaded. */
  readonly failure: string | null;
  readonly loading: boolean;
  readonly children: ReactNode;
}

/**
 * A list's read-only detail: a titled dialog, full screen on phones, showing the load failure, the
 * loader, then the record.
 */
export function DetailDialog({
  opened,
  onClose,
  title,
  size,
  failure,
  loading,
  children,
}: DetailDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {failure ? (
        <Alert role="alert" color="red" variant="light">
          {failure}
        </Alert>
      ) : loading ? (
        <Group justify="center" p="xl" role="status">
          <Loader aria-hidden="true" />
          <Text>Cargando...</Text>
        </Group>
      ) : (
        children
      )}
    </Modal>
  );
}
