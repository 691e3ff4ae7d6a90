import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';

export type NoticeTone = 'success' | 'info' | 'error';

interface NoticeDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly message: string;
  /** Success by default; an error is announced as an alert, the others as a status. */
  readonly tone?: NoticeTone;
  /** Closes by itself after this many milliseconds (spec 001 §8 "¡Actualizado!" after 2 s). */
  readonly autoCloseMs?: number;
  /** Above another modal (a form). */
  readonly zIndex?: number;
  /**
   * After the closing transition. A caller whose opener is gone (a card that left the list) moves
   * focus itself there; Mantine then does not return it.
   */
  readonly onExited?: () => void;
  readonly onClose: () => void;
}

const TONES = {
  success: { color: 'green', Icon: IconCircleCheck },
  info: { color: 'blue', Icon: IconInfoCircle },
  error: { color: 'red', Icon: IconAlertTriangle },
} as const;

/**
 * A titled message with "Aceptar": the success of a confirmed change (spec 001 §8 "Automovil
 * Inactivado!", "¡Actualizado!"), an "Información" notice or a refusal the server explained.
 */
export function NoticeDialog({
  opened,
  title,
  message,
  tone = 'success',
  autoCloseMs,
  zIndex,
  onExited,
  onClose,
}: NoticeDialogProps) {
  const { color, Icon } = TONES[tone];

  useEffect(() => {
    if (!opened || autoCloseMs === undefined) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [opened, autoCloseMs, onClose]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      zIndex={zIndex}
      returnFocus={onExited === undefined}
      onExitTransitionEnd={onExited}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden="true">
            <Icon size={22} />
          </ThemeIcon>
          <Text role={tone === 'error' ? 'alert' : 'status'}>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Aceptar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
