import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';
import classes from './form-modal.module.css';
import type { useCloseGuard } from './use-close-guard';

export interface FormModalProps {
  readonly opened: boolean;
  readonly title: string;
  /** 'xl' for the long forms (vehicles, users); 'md' for a few fields (accessories). */
  readonly size?: 'md' | 'xl';
  /** A save runs or its result shows: nothing closes. */
  readonly busy: boolean;
  /** The form's close guard: every way of closing asks it first ('¿Descartar los cambios?'). */
  readonly guard: ReturnType<typeof useCloseGuard>;
  readonly closeOnClickOutside: boolean;
  /** What the form needs could not be loaded: the message and a retry instead of the form. */
  readonly failure: Error | null;
  readonly onRetry: () => void;
  readonly loading: boolean;
  readonly loadingText: string;
  readonly children: ReactNode;
}

/**
 * The shell of every create/edit modal (vehicles, users, accessories): extra large (or medium), centred, full screen on phones,
 * scrolling inside, titled; the load failure with a retry, the loading state, then the form.
 */
export function FormModal({
  opened,
  title,
  size = 'xl',
  busy,
  guard,
  closeOnClickOutside,
  failure,
  onRetry,
  loading,
  loadingText,
  children,
}: FormModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal.Root
      opened={opened}
      onClose={guard.requestClose}
      size={size}
      // Through classNames: a className on Modal.Content would also land on the inner wrapper.
      classNames={{ content: classes.content }}
      centered
      fullScreen={phone && size === 'xl'}
      closeOnClickOutside={closeOnClickOutside && !busy}
      // useCloseGuard handles Escape, for the form and its discard question.
      closeOnEscape={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header className={classes.header}>
          <Modal.Title fw={700} fz="lg">
            {title}
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
            <Button variant="light" onClick={onRetry} w="fit-content">
              Intentar nuevamente
            </Button>
          </Stack>
        ) : loading ? (
          <Center p="xl" mih={240}>
            <Stack align="center" gap="sm" role="status">
              <Loader />
              <Text c="dimmed">{loadingText}</Text>
            </Stack>
          </Center>
        ) : (
          children
        )}
        <DiscardChangesDialog {...guard.question} />
      </Modal.Content>
    </Modal.Root>
  );
}
