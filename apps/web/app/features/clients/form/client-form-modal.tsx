import { zodResolver } from '@hookform/resolvers/zod';
import { Switch, TextInput } from '@mantine/core';
import {
  CLIENT_MESSAGES,
  type ClientForm,
  type ClientFormInput,
  clientFormSchema,
  type RegisteredClient,
} from '@motorplaza/domain/clients/client.schema';
import { useLayoutEffect, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { CELULAR_INPUT_PROPS } from '../../../components/form/celular-input-props';
import { FormModal } from '../../../components/form/form-modal';
import { ERROR_PROPS, ModalForm, REQUIRED } from '../../../components/form/modal-form';
import { useCloseGuard } from '../../../components/form/use-close-guard';
import { MessageDialog } from '../../../components/message-dialog';
import { ApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { useClient } from '../api/get-client';
import { saveClient } from '../api/save-client';

type Values = { [K in keyof ClientFormInput]-?: NonNullable<ClientFormInput[K]> };
const FIELD_ORDER = ['nombres', 'apellidos', 'dni', 'ruc', 'correo', 'celular', 'direccion'] as const;

function toValues(client: RegisteredClient | null): Values {
  return {
    nombres: client?.nombres ?? '',
    apellidos: client?.apellidos ?? '',
    dni: client?.dni ?? '',
    ruc: client?.ruc ?? '',
    correo: client?.correo ?? '',
    celular: client?.celular ?? '',
    direccion: client?.direccion ?? '',
    estado: client?.estado ?? true,
  };
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string };

interface ClientFormProps {
  readonly client: RegisteredClient | null;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
  readonly onBusyChange: (busy: boolean) => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}

/** The client form (decision 0022): the API's own schema, the server's field errors (a DNI in use). */
function ClientFormFields({ client, onCancel, onSaved, onBusyChange, onDirtyChange }: ClientFormProps) {
  const isNew = client === null;
  const form = useForm<Values, unknown, ClientForm>({
    resolver: zodResolver(clientFormSchema) as unknown as Resolver<Values, unknown, ClientForm>,
    mode: 'onTouched',
    defaultValues: toValues(client),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = form;
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<Outcome | null>(null);

  useLayoutEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  function focusFirstError(found: FieldErrors<Values>) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) setFocus(first);
  }

  const submission = useSubmission();
  const submit = handleSubmit(
    async (values) => {
      // A second click or Enter while saving sends nothing (decision 0044).
      if (submission.running()) return;
      setInvalid(false);
      setSaving(true);
      onBusyChange(true);
      try {
        await submission.run((key) =>
          saveClient(
            client?.idCliente ?? null,
            client ? { ...values, version: client.version } : values,
            key,
          ),
        );
        setResult({ kind: 'saved' });
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        for (const name of FIELD_ORDER) {
          const message = fieldErrors[name];
          if (message) setError(name, { message });
        }
        setResult({
          kind: 'failed',
          message: error instanceof ApiError && error.status > 0 ? error.message : CLIENT_MESSAGES.saveFailed,
        });
      } finally {
        setSaving(false);
      }
    },
    (found) => {
      setInvalid(true);
      focusFirstError(found);
    },
  );

  function closeResult() {
    const outcome = result;
    setResult(null);
    onBusyChange(false);
    if (outcome?.kind === 'saved') onSaved();
    else focusFirstError(form.formState.errors);
  }

  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    error: errors[name]?.message,
    errorProps: ERROR_PROPS,
    autoComplete: 'off',
    ...register(name),
  });

  return (
    <>
      <ModalForm
        onSubmit={submit}
        showInvalid={invalid && Object.keys(errors).length > 0}
        saving={saving}
        onCancel={onCancel}
      >
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label="Nombres" {...REQUIRED} {...field('nombres')} />
          <TextInput label="Apellidos" {...REQUIRED} {...field('apellidos')} />
          <TextInput label="DNI" {...REQUIRED} inputMode="numeric" maxLength={8} {...field('dni')} />
          <TextInput label="RUC" inputMode="numeric" maxLength={11} {...field('ruc')} />
          <TextInput label="Correo" type="email" {...field('correo')} />
          <TextInput label="Celular" {...CELULAR_INPUT_PROPS} {...field('celular')} />
        </ColumnsGrid>
        <TextInput label="Dirección" mt="sm" {...field('direccion')} />
        <Controller
          control={control}
          name="estado"
          render={({ field: { value, onChange, ...rest } }) => (
            <Switch
              mt="md"
              label="Cliente activo"
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
              {...rest}
            />
          )}
        />
      </ModalForm>
      <MessageDialog
        message={
          result === null
            ? null
            : result.kind === 'saved'
              ? {
                  title: isNew ? 'Registro exitoso' : 'Actualización exitosa',
                  text: isNew ? CLIENT_MESSAGES.created : CLIENT_MESSAGES.updated,
                  role: 'status',
                }
              : { title: 'Error', text: result.message, role: 'alert' }
        }
        zIndex={400}
        onClose={closeResult}
      />
    </>
  );
}

export interface ClientFormModalProps {
  /** Null creates a client ('Nuevo Cliente'); a number edits that one ('Modificar Cliente'). */
  readonly idCliente: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** 'Añadir Cliente' and the row's edit, on the shared form-modal shell. */
export default function ClientFormModal({ idCliente, opened, onClose, onSaved }: ClientFormModalProps) {
  const isNew = idCliente === null;
  const [busy, setBusy] = useState(false);
  const detail = useClient(idCliente, opened);
  const guard = useCloseGuard({ opened, busy, escapeCloses: true, onClose });
  return (
    <FormModal
      opened={opened}
      title={isNew ? 'Nuevo Cliente' : 'Modificar Cliente'}
      busy={busy}
      guard={guard}
      closeOnClickOutside
      failure={isNew ? null : detail.error}
      onRetry={() => void detail.refetch()}
      loading={!isNew && !detail.isFetchedAfterMount}
      loadingText="Cargando datos del cliente..."
    >
      <ClientFormFields
        key={idCliente ?? 'nuevo'}
        client={isNew ? null : (detail.data?.cliente ?? null)}
        onCancel={guard.requestClose}
        onSaved={() => {
          onClose();
          onSaved();
        }}
        onBusyChange={setBusy}
        onDirtyChange={guard.setDirty}
      />
    </FormModal>
  );
}
