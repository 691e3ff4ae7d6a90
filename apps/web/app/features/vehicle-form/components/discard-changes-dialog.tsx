import { Button, Group, Modal, Text } from '@mantine/core';

interface DiscardChangesDialogProps {
  readonly opened: boolean;
  readonly onKeepEditing: () => void;
  readonly onDiscard: () => void;
  /** After the dialog's closing transition. */
  readonly onExited: () => void;
}

/**
 * Asked before a form with changes closes (Cancelar, ×, Escape or the backdrop): nothing typed is lost
 * by a slip. Focus starts on "Seguir editando", the safe choice (docs/decisions/0014).
 */
export function DiscardChangesDialog({
  opened,
  onKeepEditing,
  onDiscard,
  onExited,
}: DiscardChangesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title="¿Descartar los cambios?"
      centered
      size="sm"
      // Above the form modal and its dropdowns.
      zIndex={400}
      returnFocus
      // The form's useCloseGuard answers Escape with "Seguir editando".
      closeOnEscape={false}
      onExitTransitionEnd={onExited}
    >
      <Text>Lo que ingresaste en este formulario no se guardará.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeepEditing} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={onDiscard}>
          Descartar
        </Button>
      </Group>
    </Modal>
  );
}
