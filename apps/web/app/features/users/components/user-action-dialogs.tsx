import type { AdminUser } from '@motorplaza/domain/users/user-admin.schema';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { userFullName } from '@motorplaza/domain/users/user-display';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DialogMessage, MessageDialog } from '../../../components/message-dialog';
import { type UserStateAction, useUserStateAction } from '../api/change-user-state';

/** A change the user asked for on a card, a row or the selection bar. */
export type UserStateRequest =
  | { readonly kind: 'toggle'; readonly user: AdminUser }
  | { readonly kind: 'delete'; readonly user: AdminUser }
  | { readonly kind: 'bulk'; readonly users: readonly AdminUser[]; readonly estado: boolean };

interface Texts {
  readonly message: string;
  readonly name?: string;
  readonly confirmLabel: string;
  readonly confirmColor: string;
}

/** Spec 001 §8: "Está seguro?" for a toggle; "Se Inactivara el usuario" / "Si, eliminar!" for delete. */
export function confirmTexts(request: UserStateRequest): Texts {
  switch (request.kind) {
    case 'toggle': {
      const activate = !request.user.estado;
      return {
        message: activate ? 'Se activará el usuario' : 'Se desactivará el usuario',
        name: userFullName(request.user),
        confirmLabel: activate ? 'Sí, activar' : 'Sí, desactivar',
        confirmColor: activate ? 'brand' : 'red.8',
      };
    }
    case 'delete':
      return {
        message: USER_ADMIN_MESSAGES.deleteConfirm,
        name: userFullName(request.user),
        confirmLabel: USER_ADMIN_MESSAGES.deleteButton,
        confirmColor: 'red.8',
      };
    case 'bulk': {
      const count = request.users.length;
      const verb = request.estado ? 'activar' : 'desactivar';
      return {
        message: count === 1 ? `Se ${verb}á 1 usuario.` : `Se ${verb}án ${count} usuarios.`,
        confirmLabel: request.estado ? `Sí, activar (${count})` : `Sí, desactivar (${count})`,
        confirmColor: request.estado ? 'brand' : 'red.8',
      };
    }
  }
}

function toAction(request: UserStateRequest): UserStateAction {
  switch (request.kind) {
    case 'toggle':
      return { kind: 'toggle', idUsuario: request.user.idUsuario, estado: !request.user.estado };
    case 'delete':
      return { kind: 'delete', idUsuario: request.user.idUsuario };
    case 'bulk':
      return { kind: 'bulk', ids: request.users.map((user) => user.idUsuario), estado: request.estado };
  }
}

/** spec 001 §8: "¡Actualizado!" closes by itself after 2 s. */
const DONE_CLOSE_MS = 2000;

interface UserActionDialogsProps {
  readonly request: UserStateRequest | null;
  readonly onClose: () => void;
  /** After the server accepted the change (the selection is cleared). */
  readonly onDone: () => void;
  /**
   * After the result dialog closed: the card or button that asked may have left the list, so the
   * screen moves focus to the list itself.
   */
  readonly onFinished: () => void;
}

/**
 * Asks "Está seguro?", runs the one call, then shows "¡Actualizado!" with the server's message, or the
 * server's refusal (the last administrator, one's own user) in an error dialog.
 */
export function UserActionDialogs({ request, onClose, onDone, onFinished }: UserActionDialogsProps) {
  const mutation = useUserStateAction();
  const [notice, setNotice] = useState<DialogMessage | null>(null);
  // Keeps the texts on screen while the dialog animates out after `request` became null.
  const [shown, setShown] = useState<UserStateRequest | null>(request);
  if (request !== null && request !== shown) setShown(request);
  const texts = shown ? confirmTexts(shown) : null;

  async function confirm() {
    if (!request) return;
    try {
      const message = await mutation.mutateAsync(toAction(request));
      setNotice({
        title: USER_ADMIN_MESSAGES.toggled,
        text: message ?? 'El estado del usuario se actualizó.',
        role: 'status',
        autoCloseMs: DONE_CLOSE_MS,
      });
      onDone();
    } catch (error) {
      // The server's refusal in its own words (the last administrator, one's own user).
      setNotice({
        title: 'Error',
        text: error instanceof Error ? error.message : USER_ADMIN_MESSAGES.saveFailed,
        role: 'alert',
      });
    }
    mutation.reset();
    onClose();
  }

  const closeNotice = useCallback(() => setNotice(null), []);

  return (
    <>
      <ConfirmDialog
        opened={request !== null}
        title={USER_ADMIN_MESSAGES.toggleConfirm}
        message={
          <>
            {texts?.message}
            {texts?.name && (
              <>
                <br />
                <strong>{texts.name}</strong>
              </>
            )}
          </>
        }
        confirmLabel={texts?.confirmLabel ?? ''}
        confirmColor={texts?.confirmColor}
        pending={mutation.isPending}
        onConfirm={() => void confirm()}
        onClose={onClose}
      />
      <MessageDialog message={notice} onClose={closeNotice} onExited={onFinished} />
    </>
  );
}
