import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { IconTile } from '../../../components/icon-tile';

interface NoticeDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly message: string;
  readonly onClose: () => void;
}

/** The success dialog after a confirmed change (spec 001 §8 "Automovil Inactivado!", "Automovil Vendido!"). */
export function NoticeDialog({ opened, title, message, onClose }: NoticeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconTile color="green" variant="light" size="lg" radius="xl" aria-hidden="true">
            <IconCircleCheck size={22} />
          </IconTile>
          <Text role="status">{message}</Text>
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
