import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import {
  ACCESSORY_MESSAGES,
  type Accessory,
  type AccessoryFormValues,
  accessoryFormSchema,
} from '@motorplaza/domain/accessories/accessory.schema';
import { USER_FORM_MESSAGES } from '@motorplaza/domain/auth/profile.schema';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormModal } from '../../../components/form/form-modal';
import { useCloseGuard } from '../../../components/form/use-close-guard';
import { type DialogMessage, MessageDialog } from '../../../components/message-dialog';
import { ApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { accessoryKeys } from '../api/accessory-keys';
import { useAccessoryOptions } from '../api/get-accessory-options';
import { saveAccessory } from '../api/save-accessory';
import classes from './accessory-form.module.css';

type FormOutput = ReturnType<typeof accessoryFormSchema.parse>;

const L = COLUMN_LENGTHS.accesorio;

/** The server's own message, when its answer carried one. */
function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    const body = error.body;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message;
  }
  return ACCESSORY_MESSAGES.saveFailed;
}

export interface AccessoryFormModalProps {
  /** Null creates one; an accessory (as the list shows it, with its version) edits it. */
  readonly accessory: Accessory | null;
  /** Changes on every opening, so the form starts from the accessory as it is now. */
  readonly session: number;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** 'Nuevo Accesorio' / 'Editar Accesorio' (spec 001 §2.4, §3 "Accessory"; decision 0021). */
export default function AccessoryFormModal({ accessory, session, opened, onClose }: AccessoryFormModalProps) {
  const [busy, setBusy] = useState(false);
  const options = useAccessoryOptions(opened);
  const guard = useCloseGuard({ opened, busy, escapeCloses: true, onClose });
  return (
    <FormModal
      opened={opened}
      title={accessory ? ACCESSORY_MESSAGES.editTitle : ACCESSORY_MESSAGES.newTitle}
      size="md"
      busy={busy}
      guard={guard}
      closeOnClickOutside
      failure={null}
      onRetry={() => undefined}
      loading={false}
      loadingText=""
    >
      <AccessoryForm
        key={session}
        accessory={accessory}
        tipos={options.data?.tipos ?? []}
        onBusyChange={setBusy}
        onDirtyChange={guard.setDirty}
        onCancel={guard.requestClose}
        onSaved={onClose}
      />
    </FormModal>
  );
}

interface AccessoryFormProps {
  readonly accessory: Accessory | null;
  readonly tipos: readonly string[];
  readonly onBusyChange: (busy: boolean) => void;
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
}

/** Nombre, Tipo (a known type or a new one) and Activo, checked by the API's own schema. */
function AccessoryForm({
  accessory,
  tipos,
  onBusyChange,
  onDirtyChange,
  onCancel,
  onSaved,
}: AccessoryFormProps) {
  const isNew = accessory === null;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<(DialogMessage & { saved: boolean }) | null>(null);
  const form = useForm<AccessoryFormValues, unknown, FormOutput>({
    resolver: zodResolver(accessoryFormSchema) as unknown as Resolver<
      AccessoryFormValues,
      unknown,
      FormOutput
    >,
    mode: 'onTouched',
    defaultValues: accessory
      ? {
          nombre: accessory.nombre,
          tipo: accessory.tipo,
          estado: accessory.estado,
          version: accessory.version,
        }
      : { nombre: '', tipo: '', estado: true },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  // A layout effect: the modal must know before the next key arrives (an Escape right after typing).
  useLayoutEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submission = useSubmission();
  const submit = handleSubmit(
    async (values) => {
      // A second click or Enter while saving sends nothing; a new accessory carries its fill's key.
      if (submission.running()) return;
      setSaving(true);
      onBusyChange(true);
      try {
        await submission.run((idempotencyKey) =>
          accessory
            ? saveAccessory({
                kind: 'update',
                idAccesorio: accessory.idAccesorio,
                values: { ...values, version: accessory.version },
              })
            : saveAccessory({ kind: 'create', values, idempotencyKey }),
        );
        void queryClient.invalidateQueries({ queryKey: accessoryKeys.all });
        setResult({
          saved: true,
          role: 'status',
          title: isNew ? ACCESSORY_MESSAGES.createdTitle : ACCESSORY_MESSAGES.updatedTitle,
          text: isNew ? ACCESSORY_MESSAGES.created : ACCESSORY_MESSAGES.updated,
        });
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        if (fieldErrors.nombre) setError('nombre', { message: fieldErrors.nombre });
        // A stale version: the list reloads, so opening the accessory again edits the current one.
        if (error instanceof ApiError && error.status === 409 && !fieldErrors.nombre)
          void queryClient.invalidateQueries({ queryKey: accessoryKeys.all });
        setResult({ saved: false, role: 'alert', title: 'Error', text: serverMessage(error) });
      } finally {
        setSaving(false);
      }
    },
    (invalid) => setFocus(invalid.nombre ? 'nombre' : 'tipo'),
  );

  function closeResult() {
    const saved = result?.saved ?? false;
    setResult(null);
    onBusyChange(false);
    if (saved) {
      onDirtyChange(false);
      onSaved();
    } else if (form.formState.errors.nombre) setFocus('nombre');
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Stack gap="md" p="md">
        <TextInput
          label="Nombre"
          withAsterisk
          maxLength={L.nombre}
          data-autofocus
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <Autocomplete
              label="Tipo"
              withAsterisk
              description="Elige un tipo o escribe uno nuevo"
              maxLength={L.tipo}
              data={[...tipos]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errors.tipo?.message}
              comboboxProps={{ zIndex: 400 }}
            />
          )}
        />
        <Controller
          control={control}
          name="estado"
          render={({ field }) => (
            <Switch
              label="Activo"
              description="Solo los accesorios activos se ofrecen en el formulario de vehículos"
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        {isSubmitted && Object.keys(errors).length > 0 && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {USER_FORM_MESSAGES.invalidForm}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" className={classes.footer}>
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </Button>
      </Group>
      <MessageDialog message={result} zIndex={400} onClose={closeResult} />
    </form>
  );
}
