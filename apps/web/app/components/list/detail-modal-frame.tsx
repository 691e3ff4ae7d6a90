import { Alert, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface DetailModalFrameProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly size?: string;
  /** The load failed: this message instead of the content. */
  readonly error: string | null;
  /** The content, or null while it loads. */
  readonly children: ReactNode | null;
}

/** A staff list's read-only detail: full screen on phones, its error or a loader until the data arrives. */
export function DetailModalFrame({
  opened,
  onClose,
  title,
  size = 'lg',
  error,
  children,
}: DetailModalFrameProps) {
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
      {error ? (
        <Alert role="alert" color="red" variant="light">
          {error}
        </Alert>
      ) : children === null ? (
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
