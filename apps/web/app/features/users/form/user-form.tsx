import { zodResolver } from '@hookform/resolvers/zod';
import { mediaUrl, userPhotoKey } from '@motorplaza/domain/photos/photo-files';
import {
  type AdminUser,
  USER_ADMIN_MESSAGES,
  type UserCreate,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import { useLayoutEffect, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ModalForm } from '../../../components/form/modal-form';
import { MessageDialog } from '../../../components/message-dialog';
import { useCommonPasswords } from '../../../lib/use-common-passwords';
import type { PermissionOption } from '../api/get-permissions';
import { PersonalSection } from './personal-section';
import { PhotoSection } from './photo-section';
import { type SaveOutcome, useSaveUser } from './use-save-user';
import { emptyUserForm, USER_FIELD_ORDER, type UserFormInput, userToForm } from './user-form-values';
import { WorkSection } from './work-section';

type UserFormOutput = UserCreate | UserUpdate;

interface UserFormProps {
  /** Null for a new user. */
  readonly user: AdminUser | null;
  readonly permissions: readonly PermissionOption[];
  readonly permissionsError: string | null;
  readonly onCancel: () => void;
  /** After the confirmation of a successful save was closed. */
  readonly onSaved: () => void;
  /** Told while a save runs or its result is shown, so the modal cannot be closed meanwhile. */
  readonly onBusyChange: (busy: boolean) => void;
  /** Told whether anything differs from what the form loaded. */
  readonly onDirtyChange: (dirty: boolean) => void;
}

/** The user form of spec 001 §2.8 and §5: three sections, validated by the API's own schema. */
export function UserForm({
  user,
  permissions,
  permissionsError,
  onCancel,
  onSaved,
  onBusyChange,
  onDirtyChange,
}: UserFormProps) {
  const isNew = user === null;
  useCommonPasswords();
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(isNew ? userCreateSchema : userUpdateSchema) as unknown as Resolver<
      UserFormInput,
      unknown,
      UserFormOutput
    >,
    mode: 'onTouched',
    defaultValues: user ? userToForm(user) : emptyUserForm(),
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { isDirty, errors },
  } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<SaveOutcome | null>(null);
  const { save, saving } = useSaveUser(isNew);

  const dirty = isDirty || photo !== null || photoRemoved;
  // A layout effect: the modal must know before the next key arrives (an Escape right after typing).
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const storedUrl = user?.foto && !photoRemoved ? mediaUrl(userPhotoKey(user.idUsuario, user.foto)) : null;

  function focusFirstError(errors: FieldErrors<UserFormInput>) {
    const first = USER_FIELD_ORDER.find((name) => errors[name]);
    if (first) setFocus(first);
  }

  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      onBusyChange(true);
      const outcome = await save(values, photo, photoRemoved);
      if (!outcome) return;
      if (outcome.kind === 'failed') {
        const fields = USER_FIELD_ORDER.filter((name) => outcome.fieldErrors[name]);
        for (const name of fields) setError(name, { message: outcome.fieldErrors[name] });
      }
      setResult(outcome);
    },
    (errors) => {
      // spec 001 §5: an invalid submit shows every field's message and one line above the buttons.
      setInvalid(true);
      focusFirstError(errors);
    },
  );

  function closeResult() {
    const outcome = result;
    setResult(null);
    onBusyChange(false);
    if (outcome?.kind === 'saved') onSaved();
    else focusFirstError(form.formState.errors);
  }

  return (
    <FormProvider {...form}>
      <ModalForm
        onSubmit={submit}
        showInvalid={invalid && Object.keys(errors).length > 0}
        saving={saving}
        onCancel={onCancel}
      >
        <PersonalSection />
        <WorkSection isNew={isNew} permissions={permissions} permissionsError={permissionsError} />
        <PhotoSection
          storedUrl={storedUrl}
          file={photo}
          disabled={saving}
          onFileChange={setPhoto}
          onRemove={() => {
            setPhoto(null);
            if (user?.foto) setPhotoRemoved(true);
          }}
        />
      </ModalForm>
      <MessageDialog
        message={
          result === null
            ? null
            : result.kind === 'saved'
              ? {
                  title: isNew ? USER_ADMIN_MESSAGES.createdTitle : USER_ADMIN_MESSAGES.updatedTitle,
                  text: isNew ? USER_ADMIN_MESSAGES.created : USER_ADMIN_MESSAGES.updated,
                  role: 'status',
                }
              : { title: 'Error', text: result.message, role: 'alert' }
        }
        zIndex={400}
        onClose={closeResult}
      />
    </FormProvider>
  );
}
