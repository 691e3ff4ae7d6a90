import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface ShareMessage {
  readonly title: string;
  readonly text: string;
  /** 'status' for a confirmation, 'alert' for a failure. */
  readonly role: 'status' | 'alert';
  /** Closes by itself after this many milliseconds (spec 001 §9: the copy confirmation, 1800 ms). */
  readonly autoCloseMs?: number;
}

interface ShareMessageModalProps {
  readonly message: ShareMessage | null;
  readonly onClose: () => void;
}

/** The titled dialog of a share action's outcome ("¡Copiado!", "Error"). */
export function ShareMessageModal({ message, onClose }: ShareMessageModalProps) {
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
    <Modal opened={message !== null} onClose={onClose} title={shown?.title} centered size="sm">
      <Text role={shown?.role}>{shown?.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} variant={shown?.role === 'alert' ? 'filled' : 'light'}>
          Aceptar
        </Button>
      </Group>
    </Modal>
  );
}
