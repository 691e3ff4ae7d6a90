import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface DialogMessage {
  readonly title: string;
  readonly text: string;
  /** 'status' for a confirmation, 'alert' for a failure. */
  readonly role: 'status' | 'alert';
  /** Closes by itself after this many milliseconds (spec 001 §9: the copy confirmation, 1800 ms). */
  readonly autoCloseMs?: number;
}

interface MessageDialogProps {
  readonly message: DialogMessage | null;
  readonly onClose: () => void;
  /** Above another modal (a form). */
  readonly zIndex?: number;
  /**
   * After the closing transition. A caller whose opener is gone (a card that left the list) moves
   * focus there itself, and Mantine then does not return it.
   */
  readonly onExited?: () => void;
}

/** A titled dialog with one message and 'Aceptar' ("¡Copiado!", "Error", "Información"). */
export function MessageDialog({ message, onClose, zIndex, onExited }: MessageDialogProps) {
  // The last message stays on screen while the dialog fades out.
  const last = useRef(message);
  if (message) last.current = message;
  const shown = message ?? last.current;
  const autoCloseMs = message?.autoCloseMs;
  useEffect(() => {
    if (autoCloseMs === undefined) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs, onClose]);

  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={shown?.title}
      centered
      size="sm"
      zIndex={zIndex}
      returnFocus={onExited === undefined}
      onExitTransitionEnd={onExited}
    >
      <Text role={shown?.role}>{shown?.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} variant={shown?.role === 'alert' ? 'filled' : 'light'}>
          Aceptar
        </Button>
      </Group>
    </Modal>
  );
}
