import { ConfirmDialog } from '../confirm-dialog';

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
    <ConfirmDialog
      opened={opened}
      title="¿Descartar los cambios?"
      message="Lo que ingresaste en este formulario no se guardará."
      confirmLabel="Descartar"
      confirmColor="red"
      cancelLabel="Seguir editando"
      size="sm"
      zIndex={400}
      // The form's useCloseGuard answers Escape with "Seguir editando".
      closeOnEscape={false}
      onConfirm={onDiscard}
      onClose={onKeepEditing}
      onExited={onExited}
    />
  );
}
