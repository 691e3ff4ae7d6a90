import {
  USER_ADMIN_MESSAGES,
  type UserCreate,
  type UserUpdate,
} from '@motorplaza/domain/users/user-admin.schema';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { saveUser } from '../api/save-user';
import { compressUserPhoto, prepareUserPhoto } from './user-photo';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly isNew: boolean }
  | {
      readonly kind: 'failed';
      readonly message: string;
      /** The server's per-field messages (a DNI or correo already in use). */
      readonly fieldErrors: Readonly<Record<string, string>>;
    };

/** The server's own message, when its answer carried one. */
function serverMessage(error: ApiError): string | null {
  const body = error.body;
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;
}

/**
 * Saves the form (spec 001 §4 "Form saving"): the photo is compressed and renamed, then POST or PUT.
 * Failures carry the spec 001 §8 message: the server's, else "Error al crear/actualizar el usuario";
 * anything that is not an answer of the server, "Ocurrió un error al guardar el usuario".
 */
export function useSaveUser(isNew: boolean) {
  const [saving, setSaving] = useState(false);
  const submission = useSubmission();

  /** Null when a save is already running: a second click or Enter saves nothing (decision 0044). */
  async function save(
    values: UserCreate | UserUpdate,
    photo: File | null,
    quitarFoto: boolean,
  ): Promise<SaveOutcome | null> {
    if (submission.running()) return null;
    setSaving(true);
    try {
      await submission.run(async (idempotencyKey) => {
        const file = photo ? await prepareUserPhoto(photo, compressUserPhoto) : null;
        if (isNew)
          await saveUser({ kind: 'create', usuario: values as UserCreate, photo: file, idempotencyKey });
        else {
          const usuario = { ...(values as UserUpdate), ...(quitarFoto && !file ? { quitarFoto: true } : {}) };
          await saveUser({ kind: 'update', usuario, photo: file });
        }
      });
      return { kind: 'saved', isNew };
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        const fallback = isNew ? USER_ADMIN_MESSAGES.createFailed : USER_ADMIN_MESSAGES.updateFailed;
        return { kind: 'failed', message: serverMessage(error) ?? fallback, fieldErrors: error.fieldErrors };
      }
      console.error(error);
      return { kind: 'failed', message: USER_ADMIN_MESSAGES.saveFailed, fieldErrors: {} };
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
